/** The password rules of the product: registration, client users and password reset. */
export type PasswordPolicy = 'registration' | 'clientUser' | 'reset';

export const PASSWORD_MIN_LENGTH = 8;

/**
 * The reset page counts only a limited set of special characters (spec: "the special-character set
 * is limited"): the set of the widespread `(?=.*[@$!%*?&])` password pattern. Registration and
 * client users count any symbol or punctuation.
 */
export const RESET_SPECIAL_CHARACTERS = '@$!%*?&';

export interface PasswordCriterion {
  id: 'length' | 'special' | 'uppercase' | 'lowercase' | 'digit';
  label: string;
  met: boolean;
}

const escapeForClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');
const anySpecial = /[^\p{L}\p{N}\s]/u;
const resetSpecial = new RegExp(`[${escapeForClass(RESET_SPECIAL_CHARACTERS)}]`);

/** Each of the five requirements with its checklist label and whether `password` meets it. */
export function passwordCriteria(
  password: string,
  policy: PasswordPolicy = 'registration',
): PasswordCriterion[] {
  const value = password.trim();
  const special = policy === 'reset' ? resetSpecial : anySpecial;
  return [
    {
      id: 'length',
      label: `Mínimo de ${PASSWORD_MIN_LENGTH} caracteres`,
      met: value.length >= PASSWORD_MIN_LENGTH,
    },
    {
      id: 'special',
      label:
        policy === 'reset'
          ? `Ao menos 1 caractere especial (${RESET_SPECIAL_CHARACTERS.split('').join(' ')})`
          : 'Ao menos 1 caractere especial',
      met: special.test(value),
    },
    { id: 'uppercase', label: 'Ao menos 1 letra maiúscula', met: /\p{Lu}/u.test(value) },
    { id: 'lowercase', label: 'Ao menos 1 letra minúscula', met: /\p{Ll}/u.test(value) },
    { id: 'digit', label: 'Ao menos 1 número', met: /\d/.test(value) },
  ];
}

/** True when the (trimmed) password meets every requirement of the policy. */
export function isStrongPassword(password: string, policy: PasswordPolicy = 'registration') {
  return passwordCriteria(password, policy).every((criterion) => criterion.met);
}
