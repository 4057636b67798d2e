import { recipientCount } from '../../shared/messages';

/** The 'Notificações Agendadas' tab (the spec's texts are in NOTIFICATIONS). */
export const SCHEDULED_LIST = {
  notifications: 'Notificações',
  recipients: 'Destinatários',
  times: 'Horários',
  modeLabel: 'Exibir',
  modeScheduled: 'Agendadas',
  modeShown: 'Exibidas',
  addRecipient: 'Adicionar Destinatário',
  addTime: 'Adicionar Horário',
  updateRecipient: 'Atualizar Destinatário',
  interactionTitle: 'Interação da Notificação',
  emptyTimes: 'HORÁRIOS VAZIA',
  pickNotification: 'Selecione uma notificação para ver os destinatários.',
  pickRecipient: 'Selecione um destinatário para ver os horários.',
  filters: 'Filtros',
  filterTitle: 'Título',
  filterCpf: 'CPF',
  filterName: 'Nome',
  filterDate: 'Data',
  filterHour: 'Hora',
  filterInteractions: 'Interações',
  filterApply: 'Filtrar',
  filterClear: 'Limpar filtros',
  filterTitleLength: 'O título deve ter de 3 a 45 caracteres.',
  filterNameLength: 'O nome deve ter de 3 a 50 caracteres.',
  date: 'Data',
  hour: 'Hora',
  cpf: 'CPF',
  cpfListHint: 'Se digitar uma lista separada por vírgulas, só o primeiro CPF é usado.',
  interaction: 'Interação',
  title: 'Título',
  message: 'Mensagem',
  save: 'Salvar',
  add: 'Adicionar',
  close: 'Fechar',
  noName: 'Sem nome cadastrado',
  pickDateFirst: 'Informe a data para ver os horários disponíveis.',
  noSlots: 'Não há horários disponíveis nesta data.',
  edit: (what: string) => `Editar ${what}`,
  remove: (what: string) => `Remover ${what}`,
  select: (what: string) => `Selecionar ${what}`,
  showRecipients: (what: string) => `Ver destinatários de ${what}`,
  showTimes: (what: string) => `Ver horários de ${what}`,
  showInteraction: (what: string) => `Ver interação de ${what}`,
  removeSelected: (count: number) => `Remover (${count})`,
  selectAllNotifications: (count: number) =>
    count === 1
      ? 'Selecionar 1 notificação desta página'
      : `Selecionar todas as ${count} notificações desta página`,
  selectAllRecipients: (count: number) =>
    count === 1 ? 'Selecionar 1 destinatário' : `Selecionar todos os ${recipientCount(count)}`,
  selectAllTimes: (count: number) =>
    count === 1 ? 'Selecionar 1 horário' : `Selecionar todos os ${count} horários`,
  removeNotifications: (count: number) =>
    `Tem certeza que deseja excluir estas ${count} Notificações?`,
  removeRecipients: (count: number) =>
    `Tem certeza que deseja excluir estes ${count} Destinatários?`,
  removeTimes: (count: number) => `Tem certeza que deseja excluir estes ${count} Horários?`,
  removing: (done: number, total: number) => `Removendo ${done} de ${total}…`,
  count: (count: number) => `${count} no total`,
} as const;
