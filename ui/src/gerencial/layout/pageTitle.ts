import type { PageTitleStyle } from '../../app/usePageTitle';
import { GERENCIAL } from '../../messages/gerencial';

/** The Portal Gerencial's tabs: "Importar informações Fila | Portal Gerencial". */
export const GERENCIAL_PAGE_TITLE: PageTitleStyle = {
  format: (screen) => (screen ? `${screen} | ${GERENCIAL.shell.title}` : GERENCIAL.shell.title),
};
