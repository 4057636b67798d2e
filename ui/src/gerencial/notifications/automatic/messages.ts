/**
 * The 'Avisos automáticos' tab's texts. Not in the spec: the notices a queue import sends by
 * itself when it changes the status of a patient's request (docs/notices.md).
 */
import { plural } from '../../../messages/common';

export const AUTOMATIC = {
  /** The intro, around the link to Configurações. */
  introStart:
    'Estes avisos são enviados sozinhos quando uma importação muda a situação da solicitação de um paciente. O município os liga ou desliga em ',
  introEnd: (section: string) => ` (“${section}”).`,
  importsHeading: 'Por importação',
  importsList: 'Avisos por importação',
  noticesHeading: 'Avisos',
  noticesList: 'Avisos automáticos enviados',
  automatic: 'Automático',
  showImport: 'Ver avisos desta importação',
  allImports: 'Todas as importações',
  loading: 'Carregando avisos automáticos...',
  empty: 'Nenhum aviso automático enviado.',
  noName: 'Sem nome cadastrado',
  patient: 'Paciente',
  cpf: 'CPF',
  sentAt: 'Enviado em',
  status: 'Situação',
  importOf: (id: number) => `Importação nº ${id}`,
  /** After the list's count: ' da importação nº 41 (fila-novembro.csv)'. */
  ofImport: (id: number, fileName: string | null) =>
    ` da importação nº ${id}${fileName ? ` (${fileName})` : ''}`,
  noticeCount: (n: number) => plural(n, 'aviso automático', 'avisos automáticos'),
  delivered: (n: number) => plural(n, 'entregue', 'entregues'),
  read: (n: number) => plural(n, 'lido', 'lidos'),
} as const;
