/** The panel login's texts (gerencial-movel-painel.md), verbatim from the spec. */
export const LOGIN = {
  missing: 'Informe os dados para realizar o acesso',
  incorrect: 'Login ou Senha incorretos',
  back: 'Voltar',
} as const;
