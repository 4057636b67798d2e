/**
 * The responsibility term's texts, verbatim from the spec (gerencial-movel-painel.md), typos
 * included.
 */
export const TERMS = {
  title: 'Política de Privacidade e Termo de Responsabilidade',
  agree: 'Li e concordo com a Política de Privacidade e o Termo de Responsabilidade',
  scrollHint: 'Role o texto até o fim para habilitar a concordância.',
  accept: 'Aceitar',
} as const;
