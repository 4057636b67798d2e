import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/unwrap';
import { failedRead, formatCount, formatDays, monthName, monthShort } from './figures';

describe('the dashboard figures in words', () => {
  it.each([
    [0, '0 dias'],
    [1, '1 dia'],
    [2, '2 dias'],
    [1234, '1.234 dias'],
  ])('%i days', (days, text) => {
    expect(formatDays(days)).toBe(text);
  });

  it('counts with the pt-BR thousands separator', () => {
    expect(formatCount(748)).toBe('748');
    expect(formatCount(100000)).toBe('100.000');
  });

  it.each([
    ['2025-12', 'dezembro de 2025', 'dez/25'],
    ['2026-03', 'março de 2026', 'mar/26'],
    ['2026-13', '2026-13', '2026-13'],
  ])('the month %s', (month, name, short) => {
    expect(monthName(month)).toBe(name);
    expect(monthShort(month)).toBe(short);
  });

  it('a failed read says what failed, then why when it knows', () => {
    expect(failedRead('Não foi possível carregar X.', new ApiError('Erro interno.', 500))).toBe(
      'Não foi possível carregar X. Erro interno.',
    );
    expect(failedRead('Não foi possível carregar X.', new TypeError('Failed to fetch'))).toBe(
      'Não foi possível carregar X.',
    );
  });
});
