/** The web rooms screen's texts (gerencial-movel-painel.md), verbatim from the spec. */
export const WEB_ROOMS = {
  oldRoom: 'Sala antiga',
} as const;
