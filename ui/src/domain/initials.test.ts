import { describe, expect, it } from 'vitest';
import { initialsOnly } from './initials';

describe('initialsOnly', () => {
  it('keeps initials as the contract has them', () => {
    expect(initialsOnly('M. S. O.')).toBe('M. S. O.');
    expect(initialsOnly('  T. D. ')).toBe('T. D.');
  });

  it('cuts a full name to its initials, leaving the particles out', () => {
    expect(initialsOnly('Maria da Silva Souza')).toBe('M. S. S.');
    expect(initialsOnly('JOSÉ DOS SANTOS E ÁVILA')).toBe('J. S. Á.');
    expect(initialsOnly('Maria')).toBe('M.');
  });

  it('reads initials written together, and shows no letter that was not an initial', () => {
    expect(initialsOnly('M.S.O.')).toBe('M. S. O.');
    expect(initialsOnly('M. Silva')).toBe('M. S.');
    expect(initialsOnly('MSO')).toBe('M.');
  });

  it('is empty for nothing, or for no letter at all', () => {
    expect(initialsOnly(null)).toBe('');
    expect(initialsOnly('   ')).toBe('');
    expect(initialsOnly('123 --')).toBe('');
  });
});
