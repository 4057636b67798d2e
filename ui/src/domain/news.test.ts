import { describe, expect, it } from 'vitest';
import { newsStatus } from './news';

describe('newsStatus', () => {
  const now = new Date(2026, 10, 20, 12, 0, 0);
  it.each([
    [new Date(2026, 10, 20, 11, 59, 59), 'Publicado'],
    [new Date(2020, 0, 1), 'Publicado'],
    [new Date(2026, 10, 20, 12, 0, 0), 'Aguardando'],
    [new Date(2026, 10, 21), 'Aguardando'],
    [null, 'Aguardando'],
  ])('published %s → %s', (publication, expected) => {
    expect(newsStatus(publication, now)).toBe(expected);
  });
});
