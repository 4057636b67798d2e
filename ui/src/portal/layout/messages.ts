/**
 * The portal shell's texts (the logout, the city, the mobile footer's privacy link), verbatim from
 * the spec (portal-paciente.md; the link from gerencial-movel-painel.md).
 */
export const LAYOUT = {
  logout: {
    title: 'Gostaria de sair do Portal?',
    content: 'Ao sair será necessário fazer login novamente.',
    confirm: 'Sair',
  },
  city: {
    invalidCity: 'Município inválido! Selecione um novo Múnicipio',
    cityCodeMissing: 'Código da cidade não encontrado',
    currentCityMissing: 'Cidade atual não encontrada',
  },
  privacyLink: 'Políticas de Privacidade',
} as const;
