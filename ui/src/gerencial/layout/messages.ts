/** The layout's own texts, verbatim from the spec (gerencial-movel-painel.md), typos included. */
export const LAYOUT = {
  underDevelopment: 'Em Desenvolvimento',
} as const;
