/** The control panel's texts (gerencial-movel-painel.md), verbatim. */
export const PANEL = {
  login: {
    missing: 'Informe os dados para realizar o acesso',
    incorrect: 'Login ou Senha incorretos',
    back: 'Voltar',
  },
  notInformed: 'Não informado',
  oldRoom: 'Sala antiga',
  noNps: 'Sem NPS',
  filter: {
    placeholderField: 'Selecione uma opção',
    placeholderText: 'Digite aqui o que deseja procurar',
  },
  autoRemovalReason: 'Controle Teleconsulta - Mais de 1 hora sem atualização',
  manualRemovalReason: 'via Controle Teleconsulta',
} as const;
