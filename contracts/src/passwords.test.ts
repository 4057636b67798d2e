import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordRequirements } from './passwords';

describe('password rules (shared by the screens and the backend)', () => {
  it.each([
    ['Senha@123', 'registration', true],
    ['  Senha@123  ', 'registration', true],
    ['SENHAé1!', 'registration', true],
    ['senhaÉ1!', 'clientUser', true],
    ['Senha@12', 'registration', true],
    ['Senh@12', 'registration', false],
    ['senha@123', 'registration', false],
    ['SENHA@123', 'registration', false],
    ['Senha@abc', 'registration', false],
    ['Senha1234', 'registration', false],
    ['Senha#123', 'registration', true],
    ['Senha#123', 'reset', false],
    ['Senha&123', 'reset', true],
    ['', 'reset', false],
  ] as const)('%j under %s → %s', (password, policy, strong) => {
    expect(isStrongPassword(password, policy)).toBe(strong);
  });

  it('names what is missing', () => {
    expect(passwordRequirements('abc', 'reset')).toEqual({
      length: false,
      special: false,
      uppercase: false,
      lowercase: true,
      digit: false,
    });
  });
});
