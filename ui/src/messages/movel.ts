/** The public mobile pages' texts (gerencial-movel-painel.md), verbatim. */
export const MOVEL = {
  register: {
    banner: 'Faça seu cadastro e acesse nosso aplicativo.',
    emailInvalid: 'Email Inválido',
    cpfInvalid: 'CPF Inválido',
    birthDateInvalid: 'Data de Nascimento inválida',
    phoneInvalid: 'Telefone inválido',
    passwordsDiffer: 'Senhas devem ser Idênticas',
    imageRequired: 'A imagem é requerida',
    successTitle: 'Tudo certo!',
    errorTitle: 'Oops...',
  },
  contact: {
    title: 'Fale Conosco',
    successTitle: 'Tudo certo!',
    error: 'Oops... Algo deu errado, por favor tente outro meio de contato.',
  },
  passwordReset: {
    requirements: 'Os requisitos para a nova senha não foram satisfeitos.',
    passwordsDiffer: 'Senhas devem ser Idênticas',
    success: 'Senha atualizada com sucesso!',
    failure: 'Falha ao atualizar senha.',
  },
  privacyLink: 'Políticas de Privacidade',
} as const;
