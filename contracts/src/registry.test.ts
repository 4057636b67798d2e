import { describe, expect, it } from 'vitest';
import {
  isEmailWithinLength,
  isPlausibleBirthDate,
  isValidCep,
  isValidCns,
  isValidPersonName,
  sniffImageType,
} from './registry';

describe('CNS', () => {
  it.each([
    // Definitive: PIS + '000' + check digit.
    ['123456789010000', true],
    ['100000000000007', true],
    ['200000000010009', true],
    ['271828182840001', true],
    ['161 8033 9887 0008', true],
    // Definitive whose first check digit is 10: PIS + '001' + check digit.
    ['100000000060018', true],
    // Provisional: weighted sum divisible by 11.
    ['700000000000005', true],
    ['898001234567891', true],
    ['912345678901239', true],
    ['800123456789017', true],
    ['754 1236 9852 0144', true],
  ])('%s is valid', (cns, valid) => {
    expect(isValidCns(cns)).toBe(valid);
  });

  it.each([
    ['12345', 'too short'],
    ['1234567890100001', 'too long'],
    ['123456789010001', 'definitive with a wrong check digit'],
    ['123456789010027', 'definitive with a weighted sum divisible by 11 but not PIS + 000'],
    ['123456789010109', 'definitive with a wrong middle'],
    ['100000000060008', "definitive needing '001' written with '000'"],
    ['700000000000006', 'provisional with a wrong last digit'],
    ['898001234567892', 'provisional with a wrong last digit'],
    ['300000000000005', 'first digit 3'],
    ['600000000000005', 'first digit 6'],
    ['000000000000000', 'zeros'],
    ['', 'empty'],
  ])('%s is invalid (%s)', (cns) => {
    expect(isValidCns(cns)).toBe(false);
  });
});

describe('CEP', () => {
  it.each([
    ['26000-000', true],
    ['26000000', true],
    [' 01001-000 ', true],
    ['26000', false],
    ['2600-0000', false],
    ['260000000', false],
    ['00000-000', false],
    ['26O00-000', false],
    ['', false],
  ])('%s → %s', (cep, valid) => {
    expect(isValidCep(cep)).toBe(valid);
  });
});

describe('birth date', () => {
  const today = new Date(2026, 10, 24);
  it.each([
    ['2026-11-24', true, 'today'],
    ['1990-02-28', true, 'a real past day'],
    ['2000-02-29', true, 'a leap day'],
    ['1896-11-24', true, 'exactly 130 years ago'],
    ['1896-11-23', false, 'a day over 130 years'],
    ['1800-01-01', false, '1800'],
    ['2026-11-25', false, 'tomorrow'],
    ['1999-02-29', false, 'not a leap year'],
    ['1990-13-01', false, 'month 13'],
    ['24/11/1990', false, 'not ISO'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (date, valid) => {
    expect(isPlausibleBirthDate(date, today)).toBe(valid);
  });
});

describe('e-mail length', () => {
  it('accepts 254 characters and refuses 255 and a 6,000-character address', () => {
    const at = (n: number) => `${'a'.repeat(n - '@exemplo.com.br'.length)}@exemplo.com.br`;
    expect(isEmailWithinLength(at(254))).toBe(true);
    expect(isEmailWithinLength(at(255))).toBe(false);
    expect(isEmailWithinLength(at(6000))).toBe(false);
  });
});

describe('person names', () => {
  it.each([
    'Maria da Silva',
    'José Ângelo Conceição',
    'Ana-Luísa Peçanha',
    "João d'Oliveira",
    'Maria D’Ávila',
    'Zoë Ølstad',
    'Nguyễn Thị Minh',
    '  Maria   Souza  ',
  ])('accepts %s', (name) => {
    expect(isValidPersonName(name)).toBe(true);
  });

  it.each([
    '<img src=x onerror=alert(1)>',
    'Maria 2',
    'Maria_Silva',
    'Maria@Silva',
    '-Maria',
    "Maria'",
    'Maria--Silva',
    'A',
    '',
    '   ',
  ])('refuses %j', (name) => {
    expect(isValidPersonName(name)).toBe(false);
  });
});

describe('image type by content', () => {
  const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(16).fill(0)]);
  it.each([
    [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'png'],
    [bytes(0xff, 0xd8, 0xff, 0xe0), 'jpeg'],
    [bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61), 'gif'],
    [bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50), 'webp'],
    [new TextEncoder().encode('isto não é uma imagem, só texto'), null],
    [bytes(0x89, 0x50, 0x4e, 0x47), null],
    [new Uint8Array(), null],
  ])('%# → %s', (content, type) => {
    expect(sniffImageType(content)).toBe(type);
  });
});
