import { describe, expect, it } from 'vitest';
import { filterClientUsers, pageOf } from './clientUserList';

const users = ['Ana Souza', 'Bruno Lima', 'ANA PAULA', 'Carla Anastácio', 'Davi'].map(
  (usc_nome_usuario, i) => ({ usc_id: i + 1, usc_nome_usuario }),
);

describe('client user list', () => {
  it.each([
    ['ana', ['Ana Souza', 'ANA PAULA', 'Carla Anastácio']],
    ['  LIMA ', ['Bruno Lima']],
    ['', ['Ana Souza', 'Bruno Lima', 'ANA PAULA', 'Carla Anastácio', 'Davi']],
    ['zé', []],
  ])('filters %j by a case-insensitive part of the name', (filter, names) => {
    expect(filterClientUsers(users, filter).map((u) => u.usc_nome_usuario)).toEqual(names);
  });

  it('pages five at a time', () => {
    const many = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(pageOf(many, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(pageOf(many, 3)).toEqual([11, 12]);
    expect(pageOf(many, 0)).toEqual([1, 2, 3, 4, 5]);
  });
});
