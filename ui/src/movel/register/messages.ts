/** The register page's texts (gerencial-movel-painel.md), verbatim from the spec. */
export const REGISTER = {
  banner: 'Faça seu cadastro e acesse nosso aplicativo.',
  emailInvalid: 'Email Inválido',
  cpfInvalid: 'CPF Inválido',
  birthDateInvalid: 'Data de Nascimento inválida',
  phoneInvalid: 'Telefone inválido',
  passwordsDiffer: 'Senhas devem ser Idênticas',
  imageRequired: 'A imagem é requerida',
  successTitle: 'Tudo certo!',
  errorTitle: 'Oops...',
} as const;

/** The contact form 'Fale Conosco' (gerencial-movel-painel.md), verbatim from the spec. */
export const CONTACT = {
  title: 'Fale Conosco',
  successTitle: 'Tudo certo!',
  error: 'Oops... Algo deu errado, por favor tente outro meio de contato.',
} as const;
