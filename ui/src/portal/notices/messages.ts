/** The inbox's words (pt-BR). The spec has no inbox: these are the product's own. */
export const NOTICES = {
  title: 'Avisos',
  loggedOut: 'Você precisa entrar para ver seus avisos.',
  goToLogin: 'Ir para o login',
  loading: 'Carregando seus avisos...',
  empty: 'Você não tem avisos.',
  emptyDescription: 'Quando a Secretaria de Saúde enviar um aviso para você, ele aparecerá aqui.',
  unreadTag: 'Não lido',
  open: 'Ler aviso',
  close: 'Fechar aviso',
  markRead: 'Marcar como lida',
  markAllRead: 'Marcar todas como lidas',
  marking: 'Marcando...',
  allRead: 'Todos os avisos foram marcados como lidos.',
  markedRead: 'Aviso marcado como lido.',
  readFailed: 'Não foi possível marcar o aviso como lido. Tente novamente.',
  scheduled: 'Aviso agendado',
  automatic: 'Aviso automático: sua solicitação mudou',
  question: 'Pergunta da Secretaria de Saúde',
  readOn: (when: string) => `Lido em ${when}`,
  sentOn: (when: string) => `Enviado em ${when}`,
  summary: (count: number, unread: number) =>
    `${count} ${count === 1 ? 'aviso' : 'avisos'}, ${unread} ${unread === 1 ? 'não lido' : 'não lidos'}`,
  unreadLabel: (unread: number) =>
    `${unread} ${unread === 1 ? 'aviso não lido' : 'avisos não lidos'}`,
} as const;
