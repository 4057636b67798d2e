import type { PageTitleStyle } from '../../app/usePageTitle';
import { GERENCIAL } from '../shared/messages';

/** The Portal Gerencial's tabs: "Importar informações Fila | Portal Gerencial". */
export const GERENCIAL_PAGE_TITLE: PageTitleStyle = {
  format: (screen) => (screen ? `${screen} | ${GERENCIAL.shell.title}` : GERENCIAL.shell.title),
};
