/** The client users' list on the screen: filtered by name and paged there (the spec's rules). */

/** Client users shown per page. */
export const CLIENT_USERS_PAGE_SIZE = 5;

/** Case-insensitive substring of the name (accents count as typed); an empty filter keeps all. */
export function filterClientUsers<User extends { usc_nome_usuario: string }>(
  users: readonly User[],
  filter: string,
): User[] {
  const wanted = filter.trim().toLocaleLowerCase('pt-BR');
  if (!wanted) return [...users];
  return users.filter((user) => user.usc_nome_usuario.toLocaleLowerCase('pt-BR').includes(wanted));
}

/** The users of page `page` (from 1). */
export function pageOf<User>(users: readonly User[], page: number): User[] {
  const start = (Math.max(1, page) - 1) * CLIENT_USERS_PAGE_SIZE;
  return users.slice(start, start + CLIENT_USERS_PAGE_SIZE);
}
