/**
 * The texts the notification screens share (the send form, its service, the filters, the simple
 * page's fields, the CPF lists), verbatim from the spec (gerencial-movel-painel.md), typos
 * included. The scheduled tab's and the mass page's own texts sit in their folders.
 */
export const SEND_FORM = {
  dateAndHourRequired: 'Por favor, preencha os campos Data e Hora.',
  wrongDate: 'Data informada errada.',
  oneHourNotice:
    'Por favor escolha um horário com no mínimo uma hora de antecedência para o envio.',
  cpfEmpty: 'Por favor, preencha o campo CPF.',
  cpfInvalid: 'Preencha o campo CPF corretamente.',
  atLeastOneDate: 'Por favor, coloque pelo menos uma Data.',
  atLeastOneCpf: 'Por favor, coloque pelo menos 1 CPF.',
  titleMin: 'Por favor, o título deve conter no mínimo 3 caracteres.',
  descriptionMin: 'Por favor, a descrição deve conter no mínimo 3 caracteres.',
  typeRequired: 'Por favor, selecione um tipo de mensagem.',
} as const;

export const SEND_SERVICE = {
  titleRequired: 'O título é obrigatório',
  descriptionRequired: 'A descriação é obrigatória',
  cpfsRequired: 'O(s) cpf(s) é/são obrigatório(s)',
  clientIdRequired: 'Um id de cliente deve ser informado.',
} as const;

export const IMMEDIATE_FILTER = {
  invalidDate: 'Por favor, informe uma data válida!',
  notFuture: 'A data informada deve ser anterior ou igual ao dia atual!',
  startAfterEnd: 'Data inicial deve ser anterior a data final',
  endBeforeStart: 'Data final deve ser posterior a data inicial',
} as const;

export const NOTIFICATIONS = {
  error: 'Houve algum erro, tente novamente mais tarde.',
  scheduled: 'Agendamento realizado com sucesso.',
  sent: 'Notificação enviada com sucesso.',
  removedOne: 'Notificação removida com sucesso!',
  removedMany: 'Notificações removidas com sucesso!',
  recipientRemovedOne: 'Destinatário removido com sucesso!',
  recipientRemovedMany: 'Destinatários removidos com sucesso!',
  timeRemovedOne: 'Agendamento removido com sucesso!',
  timeRemovedMany: 'Agendamentos removidos com sucesso!',
  updated: 'Notificação atualizada com sucesso!',
  recipientUpdated: 'Destinatário atualizada com sucesso!',
  timeAdded: 'Horário adicionado com sucesso!',
  recipientAdded: 'Destinatário adicionado com sucesso!',
  emptyNotifications: 'Listagem de NOTIFICAÇÕES VAZIA',
  emptyRecipients: 'DESTINATÁRIOS VAZIA',
  unknownCpfsTitle: 'CPFs não cadastrados!',
  unknownCpfsButton: 'Ok! Modificarei',
  disabledCpfsTitle: 'CPFs desativados!',
  disabledCpfsQuestion: 'Deseja enviar mesmo assim?',
  sendToAllTitle: 'Deseja enviar para todos os CPFs?',
  removeNotification: 'Tem certeza que deseja excluir esta Notificação?',
  removeRecipient: 'Tem certeza que deseja excluir este Destinatário?',
  removeTime: 'Tem certeza que deseja excluir este Horário?',
  noInteraction: 'Sem interação',
  title: 'Enviar Notificação para Usuário',
  intro: 'Envie agora ou agende mensagens para os usuários do aplicativo e acompanhe a entrega.',
  tabsLabel: 'Notificações',
  sendTab: 'Enviar Notificação',
  editTab: 'Editar Notificação',
  scheduledTab: 'Notificações Agendadas',
  immediateTab: 'Envio Imediato',
  // Not in the spec: the notices queue imports send by themselves.
  automaticTab: 'Avisos automáticos',
} as const;

export const SIMPLE_NOTIFICATION = {
  sent: 'Notificação enviada com sucesso!',
  failed: 'Falha ao enviar notificação!',
  title: 'Notificações',
  intro: 'Envie uma notificação para os CPFs informados, sem agendamento.',
  mode: 'Envio',
  onlyPush: 'Apenas enviar',
  pushAndSave: 'Enviar e salvar no banco',
  titleField: 'Título',
  cpfs: 'CPFs',
  description: 'Descrição',
  send: 'Enviar',
} as const;

export const CPF_LIST = {
  hint: 'Separe os CPFs por vírgula. Pontos, traços e espaços são ignorados.',
  count: (n: number) => (n === 1 ? '1 CPF válido' : `${n} CPFs válidos`),
  invalid: (list: string[]) =>
    list.length === 1 ? `CPF inválido: ${list[0]}` : `CPFs inválidos: ${list.join(', ')}`,
} as const;
