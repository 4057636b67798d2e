/** A news card's status: 'Publicado' once the publication moment has passed, else 'Aguardando'. */
export type NewsStatus = 'Publicado' | 'Aguardando';

export function newsStatus(publication: Date | null, now: Date = new Date()): NewsStatus {
  return publication !== null && publication.getTime() < now.getTime() ? 'Publicado' : 'Aguardando';
}
