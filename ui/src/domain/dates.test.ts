import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parseApiDateTime } from './dates';

describe('parseApiDateTime', () => {
  it.each([
    ['2026-11-20 18:42:07', '20/11/2026 18:42:07'],
    ['2024-02-29 00:00:00', '29/02/2024 00:00:00'],
    ['2026-01-05', '05/01/2026 00:00:00'],
    ['2026-01-05T09:08:07', '05/01/2026 09:08:07'],
  ])('reads %s as %s', (input, expected) => {
    const date = parseApiDateTime(input);
    expect(date).not.toBeNull();
    expect(formatDateTime(date!)).toBe(expected);
  });

  it.each([
    [''],
    [null],
    [undefined],
    ['2023-02-29 10:00:00'],
    ['20/11/2026'],
    ['2026-13-01'],
    ['lixo'],
  ])('rejects %s', (input) => {
    expect(parseApiDateTime(input)).toBeNull();
  });

  it('formats a date as DD/MM/YYYY', () => {
    expect(formatDate(new Date(2026, 0, 9))).toBe('09/01/2026');
  });
});
