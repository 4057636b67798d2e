import { describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatInstant,
  formatMinutesSeconds,
  formatTransmissionLevel,
} from './format';

describe('formatMinutesSeconds', () => {
  it.each([
    [0, '00:00'],
    [59, '00:59'],
    [60, '01:00'],
    [312, '05:12'],
    [905, '15:05'],
    [3725, '62:05'],
    [89.6, '01:30'],
    [null, 'Não informado'],
    [undefined, 'Não informado'],
    [-1, 'Não informado'],
    [Number.NaN, 'Não informado'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatMinutesSeconds(seconds)).toBe(text);
  });
});

describe('formatInstant', () => {
  it('shows an ISO instant in local time, and Não informado for anything else', () => {
    const at = new Date(2026, 10, 20, 18, 5, 9);
    expect(formatInstant(at.toISOString())).toBe('20/11/2026 18:05:09');
    expect(formatInstant('')).toBe('Não informado');
    expect(formatInstant(null)).toBe('Não informado');
    expect(formatInstant('ontem')).toBe('Não informado');
  });
});

describe('formatTransmissionLevel', () => {
  it.each([
    [1, '1 - Excelente'],
    [6, '6 - Sem conexão'],
    [0, '0 - Desconhecido'],
    [9, '9'],
    [null, 'Não informado'],
    [undefined, 'Não informado'],
  ])('%s → %s', (level, text) => {
    expect(formatTransmissionLevel(level)).toBe(text);
  });
});

describe('formatDecimal', () => {
  it('uses a decimal comma and at most two decimals', () => {
    expect(formatDecimal(8.6)).toBe('8,6');
    expect(formatDecimal(5.4912)).toBe('5,49');
    expect(formatDecimal(0)).toBe('0');
    expect(formatDecimal(null)).toBe('Não informado');
  });
});
