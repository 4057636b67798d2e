import { describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatInstant,
  formatMinutesSeconds,
  formatAge,
  formatTransmissionLevel,
  parseFormattedInstant,
  transmissionLevel,
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

describe('transmissionLevel (text and tone, never colour alone)', () => {
  it.each([
    [1, 'Excelente', 'good'],
    [2, 'Bom', 'good'],
    [3, 'Regular', 'fair'],
    [4, 'Ruim', 'bad'],
    [5, 'Muito ruim', 'bad'],
    [6, 'Sem conexão', 'bad'],
    [0, 'Desconhecido', 'neutral'],
    [7, '7', 'neutral'],
    [2.5, '2,5', 'neutral'],
    [-1, '-1', 'neutral'],
    [null, 'Não informado', 'neutral'],
  ])('%s → %s (%s)', (level, text, tone) => {
    expect(transmissionLevel(level)).toMatchObject({ text, tone });
  });
});

describe('parseFormattedInstant', () => {
  it("reads the provider's DD/MM/YYYY HH:mm:ss as local time, and nothing else", () => {
    expect(parseFormattedInstant('20/11/2026 18:50:17')).toEqual(
      new Date(2026, 10, 20, 18, 50, 17),
    );
    expect(parseFormattedInstant('31/02/2026 10:00:00')).toBeNull();
    expect(parseFormattedInstant('2026-11-20T18:50:17Z')).toBeNull();
    expect(parseFormattedInstant(null)).toBeNull();
  });
});

describe('formatAge', () => {
  const now = Date.UTC(2026, 10, 25, 15, 0, 0);
  it.each([
    [0, 'agora'],
    [-60_000, 'agora'],
    [40_000, 'há 40 s'],
    [12 * 60_000 + 59_000, 'há 12 min'],
    [60 * 60_000, 'há 1 h'],
    [125 * 60_000, 'há 2 h 5 min'],
    [25 * 3_600_000, 'há 1 dia'],
    [821 * 86_400_000, 'há 821 dias'],
  ])('%s ms ago → %s', (ago, text) => {
    expect(formatAge(now - ago, now)).toBe(text);
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
