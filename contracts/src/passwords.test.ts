import { describe, expect, it } from 'vitest';
import { isStrongPassword, type PasswordPolicy } from './passwords';

describe('password rules (shared by the screens and the backend)', () => {
  it.each<[string, PasswordPolicy, boolean]>([
    ['Senha@123', 'registration', true],
    ['Senha@123', 'clientUser', true],
    ['Senha@123', 'reset', true],
    ['Senha#123', 'registration', true],
    ['Senha#123', 'reset', false],
    ['Senha&123', 'reset', true],
    ['Senha.123', 'clientUser', true],
    ['Senha.123', 'reset', false],
    ['SENHAé1!', 'registration', true],
    ['senhaÉ1!', 'clientUser', true],
    ['Sen@12a', 'registration', false],
    ['senha@123', 'registration', false],
    ['SENHA@123', 'registration', false],
    ['Senha@abc', 'registration', false],
    ['Senha1234', 'registration', false],
    ['  Senha@123  ', 'registration', true],
    ['   Sen@1a   ', 'registration', false],
    ['', 'reset', false],
  ])('%j under %s → %s', (password, policy, expected) => {
    expect(isStrongPassword(password, policy)).toBe(expected);
  });
});
