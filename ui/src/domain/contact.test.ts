import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  isValidName,
  isValidPhone,
  isValidUrl,
  keepLettersAndSpaces,
} from './contact';

describe('isValidName (3 to 45, letters and spaces)', () => {
  it.each([
    ['Ana', true],
    ['José da Conceição', true],
    ['  Ana  ', true],
    ['A'.repeat(45), true],
    ['A'.repeat(46), false],
    ['Al', false],
    ['Ana 2', false],
    ['Ana-Maria', false],
    ['', false],
    [null, false],
  ])('%s → %s', (input, expected) => expect(isValidName(input)).toBe(expected));

  it('keeps only letters and spaces from typed text', () => {
    expect(keepLettersAndSpaces('João 123 d@ Silva!')).toBe('João  d Silva');
  });
});

describe('isValidEmail', () => {
  it.each([
    ['maria@exemplo.com.br', true],
    ['a@b.co', true],
    ['maria@exemplo', false],
    ['maria@.com', false],
    ['maria@exemplo.', false],
    ['maria@a.', false],
    ['@exemplo.com', false],
    ['maria@', false],
    ['ma ria@exemplo.com', false],
    ['maria@@exemplo.com', false],
    ['', false],
  ])('%s → %s', (input, expected) => expect(isValidEmail(input)).toBe(expected));
});

describe('isValidPhone (at least 10 digits)', () => {
  it.each([
    ['(21) 9 8765 - 4321', true],
    ['(21) 3456 - 7890', true],
    ['2134567890', true],
    ['213456789', false],
    ['219876543210', false],
    ['', false],
  ])('%s → %s', (input, expected) => expect(isValidPhone(input)).toBe(expected));
});

describe('isValidUrl', () => {
  it.each([
    ['https://www.saude.rj.gov.br/noticias/feed', true],
    ['http://exemplo.com', true],
    ['http://localhost:4173/rss', true],
    ['javascript:alert(1)', false],
    ['ftp://exemplo.com', false],
    ['https://exemplo', false],
    ['exemplo.com', false],
    ['https://exem plo.com', false],
    ['', false],
  ])('%s → %s', (input, expected) => expect(isValidUrl(input)).toBe(expected));
});
