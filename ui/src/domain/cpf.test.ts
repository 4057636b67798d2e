import { describe, expect, it } from 'vitest';
import {
  cleanCpfList,
  formatCpfList,
  firstCpfDigits,
  formatCpf,
  isCompleteMaskedCpf,
  isValidCpf,
  parseCpfList,
  parseCpfListDroppingEmpty,
} from './cpf';

describe('isValidCpf', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['111.444.777-35', true],
    [' 529.982.247-25 ', true],
    ['000.000.000-00', false],
    ['111.111.111-11', false],
    ['999.999.999-99', false],
    ['529.982.247-24', false],
    ['529.982.247-15', false],
    ['529.982.247', false],
    ['529.982.247-250', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (input, expected) => {
    expect(isValidCpf(input)).toBe(expected);
  });
});

describe('formatCpf', () => {
  it.each([
    ['52998224725', '529.982.247-25'],
    ['529982', '529.982'],
    ['5299822472', '529.982.247-2'],
    ['529.982.247-25999', '529.982.247-25'],
    ['', ''],
  ])('%s → %s', (input, expected) => expect(formatCpf(input)).toBe(expected));
});

describe('isCompleteMaskedCpf (masked text longer than 13)', () => {
  it.each([
    ['529.982.247-25', true],
    ['529.982.247-2', false],
    ['', false],
  ])('%s → %s', (input, expected) => expect(isCompleteMaskedCpf(input)).toBe(expected));
});

describe('CPF lists of the notification pages', () => {
  it.each([
    ['529.982.247-25,111.444.777-35', ['52998224725', '11144477735']],
    ['529.982.247-25, 111 444 777 35', ['52998224725', '11144477735']],
    ['529.982.247-25,', ['52998224725', '']],
    ['', ['']],
  ])('form 1 splits %j into %j', (input, expected) => {
    expect(parseCpfList(input)).toEqual(expected);
  });

  it.each([
    ['529.982.247-25,', ['52998224725']],
    [' 529.982.247-25 , , 111.444.777-35 ', ['52998224725', '11144477735']],
    ['', []],
  ])('form 2 trims and drops empties: %j → %j', (input, expected) => {
    expect(parseCpfListDroppingEmpty(input)).toEqual(expected);
  });

  it.each([
    ['529.982.247-25,111.444.777-35', '52998224725'],
    [' 111.444.777-35 ', '11144477735'],
    ['', ''],
  ])('add recipient keeps only the first CPF of %j', (input, expected) => {
    expect(firstCpfDigits(input)).toBe(expected);
  });
});

describe('cleanCpfList', () => {
  it('cleans dots, dashes, spaces and line breaks, drops empties and repeats', () => {
    expect(cleanCpfList(' 529.982.247-25 ,,52998224725\n111 444 777 35, ')).toEqual({
      cpfs: ['52998224725', '11144477735'],
      invalid: [],
    });
  });
  it('keeps invalid entries apart, as typed digits (letters make an entry invalid)', () => {
    expect(cleanCpfList('529.982.247-25, 123.456.789-00, 1234, abc')).toEqual({
      cpfs: ['52998224725'],
      invalid: ['12345678900', '1234', 'abc'],
    });
  });
  it('an empty text is an empty list', () => {
    expect(cleanCpfList('  , ')).toEqual({ cpfs: [], invalid: [] });
  });
});

describe('formatCpfList', () => {
  it('masks complete CPFs and leaves the rest as typed, once each', () => {
    expect(formatCpfList('52998224725,1234, 529.982.247-25')).toBe('529.982.247-25, 1234');
  });
});
