import { describe, expect, it } from 'vitest';
import { createRandom } from '../seed/random';
import {
  formatCpf,
  generateCns,
  generateCpf,
  isValidCns,
  isValidCpf,
  onlyDigits,
} from './documents';

describe('CPF', () => {
  it.each([
    ['52998224725', true],
    ['529.982.247-25', true],
    ['11144477735', true],
    ['52998224724', false],
    ['11111111111', false],
    ['1234567890', false],
    ['', false],
  ])('%s is valid: %s', (cpf, valid) => {
    expect(isValidCpf(cpf)).toBe(valid);
  });

  it('generates only valid CPFs, the same ones for the same seed', () => {
    const a = createRandom('cpf');
    const b = createRandom('cpf');
    const cpfs = Array.from({ length: 500 }, () => generateCpf(a));
    expect(cpfs.every(isValidCpf)).toBe(true);
    expect(cpfs.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => generateCpf(b)));
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
  });
});

describe('CNS', () => {
  it.each([
    ['898001234567891', true],
    ['700509876543210', true],
    ['898001234567890', false],
    ['398001234567891', false],
    ['12345', false],
  ])('%s is valid: %s', (cns, valid) => {
    expect(isValidCns(cns)).toBe(valid);
  });

  it('generates only valid provisional CNS', () => {
    const random = createRandom('cns');
    const all = Array.from({ length: 500 }, () => generateCns(random));
    expect(all.every((cns) => isValidCns(cns) && /^[789]/.test(cns))).toBe(true);
  });
});
