import { describe, expect, it } from 'vitest';
import { passwordCriteria, type PasswordPolicy } from './password';

const met = (password: string, policy?: PasswordPolicy) =>
  Object.fromEntries(passwordCriteria(password, policy).map((c) => [c.id, c.met]));

// The rule itself is tested with the contract (contracts/src/passwords.test.ts).
describe('password checklist', () => {
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
