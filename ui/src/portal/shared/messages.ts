/**
 * The texts the patient portal's screens share (portal-paciente.md), verbatim from the spec. A
 * screen's own texts sit in its folder.
 */
export const PORTAL = {
  cpf: {
    invalid: 'Por favor informe um cpf válido!',
    invalidInline: 'O CPF está inválido',
  },
  register: {
    success: 'Cadastro realizado com sucesso!',
  },
  notInformed: 'Não Informado',
} as const;
