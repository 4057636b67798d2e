/**
 * The product's password rules as the contract defines them, shared by the screens (which add the
 * checklist's labels) and the mock backend, so that a password the form accepts is never refused
 * by the server: at least 8 characters, a special character, an uppercase and a lowercase letter
 * (accented letters count) and a digit; the value is trimmed first.
 */
export type PasswordPolicy = 'registration' | 'clientUser' | 'reset';

export const PASSWORD_MIN_LENGTH = 8;

/**
 * The reset page counts only a limited set of special characters (spec: "the special-character set
 * is limited"): the set of the widespread `(?=.*[@$!%*?&])` password pattern. Registration and
 * client users count any symbol or punctuation.
 */
export const RESET_SPECIAL_CHARACTERS = '@$!%*?&';

export type PasswordRequirement = 'length' | 'special' | 'uppercase' | 'lowercase' | 'digit';

const escapeForClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');
const anySpecial = /[^\p{L}\p{N}\s]/u;
const resetSpecial = new RegExp(`[${escapeForClass(RESET_SPECIAL_CHARACTERS)}]`);

/** Whether the (trimmed) password meets each of the five requirements of the policy. */
export function passwordRequirements(
  password: string,
  policy: PasswordPolicy = 'registration',
): Record<PasswordRequirement, boolean> {
  const value = password.trim();
  return {
    length: value.length >= PASSWORD_MIN_LENGTH,
    special: (policy === 'reset' ? resetSpecial : anySpecial).test(value),
    uppercase: /\p{Lu}/u.test(value),
    lowercase: /\p{Ll}/u.test(value),
    digit: /\d/.test(value),
  };
}

/** True when the (trimmed) password meets every requirement of the policy. */
export const isStrongPassword = (password: string, policy: PasswordPolicy = 'registration') =>
  Object.values(passwordRequirements(password, policy)).every(Boolean);
