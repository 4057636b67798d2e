/** My requests' texts (portal-paciente.md), verbatim from the spec. */
export const MY_REQUESTS = {
  cpfRequired: 'O cpf é obrigatório para a busca de minhas solicitações',
} as const;

/** The complete-user modal's texts (portal-paciente.md), verbatim from the spec. */
export const COMPLETE_CPF = {
  title: 'Oops... Sentimos falta de algumas informações. Poderia nos ajudar?',
  required: 'O CPF é obrigatório',
  saveError: 'Erro ao salvar o CPF.',
} as const;
