/** The news page's texts (portal-paciente.md), verbatim from the spec. */
export const NEWS = {
  empty: 'No momento não há nenhuma notícia disponível por aqui...',
  emptyHint: 'Cheque nosso portal novamente em algumas horas',
  unknownAuthor: 'Autor Desconhecido',
  readMore: 'Leia mais',
} as const;
