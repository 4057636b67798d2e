import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordCriteria, type PasswordPolicy } from './password';

const met = (password: string, policy?: PasswordPolicy) =>
  Object.fromEntries(passwordCriteria(password, policy).map((c) => [c.id, c.met]));

describe('password rules', () => {
  it.each<[string, PasswordPolicy, boolean]>([
    ['Senha@123', 'registration', true],
    ['Senha@123', 'clientUser', true],
    ['Senha@123', 'reset', true],
    ['Senha#123', 'registration', true],
    ['Senha#123', 'reset', false],
    ['Senha.123', 'clientUser', true],
    ['Senha.123', 'reset', false],
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

  it('reports each criterion for the live checklist', () => {
    expect(met('abc')).toEqual({
      length: false,
      special: false,
      uppercase: false,
      lowercase: true,
      digit: false,
    });
    expect(met('Abcdefg1!')).toEqual({
      length: true,
      special: true,
      uppercase: true,
      lowercase: true,
      digit: true,
    });
  });

  it('names the limited special characters of the reset', () => {
    const labels = passwordCriteria('', 'reset').map((c) => c.label);
    expect(labels).toContain('Ao menos 1 caractere especial (@ $ ! % * ? &)');
    expect(passwordCriteria('', 'registration').map((c) => c.label)).toEqual([
      'Mínimo de 8 caracteres',
      'Ao menos 1 caractere especial',
      'Ao menos 1 letra maiúscula',
      'Ao menos 1 letra minúscula',
      'Ao menos 1 número',
    ]);
  });
});
