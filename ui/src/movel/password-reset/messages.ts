/** The password reset page's texts (gerencial-movel-painel.md), verbatim from the spec. */
export const PASSWORD_RESET = {
  passwordsDiffer: 'Senhas devem ser Idênticas',
  success: 'Senha atualizada com sucesso!',
  failure: 'Falha ao atualizar senha.',
} as const;
