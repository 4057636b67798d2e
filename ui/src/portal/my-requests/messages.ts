/** My requests' texts (portal-paciente.md), verbatim from the spec. */
export const MY_REQUESTS = {
  cpfRequired: 'O cpf é obrigatório para a busca de minhas solicitações',
  // Not in the spec: the profile's switch for automatic notices.
  noticesQuestion: 'Receber um aviso quando uma solicitação mudar de situação',
  noticesOn: 'Você vai receber avisos quando suas solicitações mudarem.',
  noticesOff: 'Você não vai mais receber avisos automáticos das suas solicitações.',
  noticesSaveFailed: 'Não foi possível salvar a sua escolha. Tente novamente.',
} as const;

/** The complete-user modal's texts (portal-paciente.md), verbatim from the spec. */
export const COMPLETE_CPF = {
  title: 'Oops... Sentimos falta de algumas informações. Poderia nos ajudar?',
  required: 'O CPF é obrigatório',
  saveError: 'Erro ao salvar o CPF.',
} as const;
