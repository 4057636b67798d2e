/** 'Você ainda precisa?' in the portal: the patient's words (the spec has none; clear pt-BR). */
export const INTEREST = {
  heading: 'Você ainda precisa desta solicitação?',
  column: 'Você ainda precisa?',
  answerNow: 'Responder',
  change: 'Mudar resposta',
  explain:
    'A Secretaria de Saúde está conferindo a fila. Responder não tira você da fila: a equipe confere cada resposta antes de qualquer mudança.',
  answerLabel: 'Sua resposta',
  reasonLabel: 'Por que você não precisa mais?',
  reasonTextLabel: 'Conte o motivo',
  contactLegend: 'Confirme ou corrija como falar com você',
  phoneLabel: 'Telefone com DDD',
  emailLabel: 'E-mail',
  submit: 'Enviar resposta',
  cancel: 'Cancelar',
  sent: 'Resposta enviada. Obrigado!',
  sendFailed: 'Não foi possível enviar a sua resposta. Tente novamente.',
  answerRequired: 'Escolha uma resposta.',
  reasonRequired: 'Escolha o motivo.',
  reasonTextRequired: 'Descreva o motivo.',
  reasonTextTooLong: 'O motivo deve ter no máximo 200 caracteres.',
  phoneInvalid: 'Informe um telefone com DDD.',
  emailInvalid: 'Informe um e-mail válido.',
  loadFailed: 'Não foi possível carregar as perguntas da Secretaria de Saúde.',
  answered: (when: string, what: string) => `Você respondeu em ${when}: ${what}.`,
  /** The dialog's first line (its title stays short: it must fit a 320 px phone at 200 % text). */
  requestLine: (procedure: string) => `Solicitação: ${procedure}`,
} as const;
