/**
 * The texts the control panel's screens share (gerencial-movel-painel.md), verbatim from the spec.
 * A screen's own texts sit in its folder.
 */
export const PANEL = {
  notInformed: 'Não informado',
  filter: {
    placeholderField: 'Selecione uma opção',
    placeholderText: 'Digite aqui o que deseja procurar',
  },
  autoRemovalReason: 'Controle Teleconsulta - Mais de 1 hora sem atualização',
  manualRemovalReason: 'via Controle Teleconsulta',
} as const;
