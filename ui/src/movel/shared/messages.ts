/**
 * The texts the /movel pages share (gerencial-movel-painel.md), verbatim from the spec. A page's
 * own texts sit in its folder.
 */
export const MOVEL = {
  passwordRequirements: 'Os requisitos para a nova senha não foram satisfeitos.',
} as const;
