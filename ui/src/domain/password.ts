/** The password rules of the product: registration, client users and password reset. */
import {
  isStrongPassword,
  PASSWORD_MIN_LENGTH,
  passwordRequirements,
  RESET_SPECIAL_CHARACTERS,
  type PasswordPolicy,
  type PasswordRequirement,
} from '@portal/contracts/passwords';

export { isStrongPassword, PASSWORD_MIN_LENGTH, RESET_SPECIAL_CHARACTERS, type PasswordPolicy };

export interface PasswordCriterion {
  id: PasswordRequirement;
  label: string;
  met: boolean;
}

/** Each of the five requirements with its checklist label and whether `password` meets it. */
export function passwordCriteria(
  password: string,
  policy: PasswordPolicy = 'registration',
): PasswordCriterion[] {
  const met = passwordRequirements(password, policy);
  return [
    {
      id: 'length',
      label: `Mínimo de ${PASSWORD_MIN_LENGTH} caracteres`,
      met: met.length,
    },
    {
      id: 'special',
      label:
        policy === 'reset'
          ? `Ao menos 1 caractere especial (${RESET_SPECIAL_CHARACTERS.split('').join(' ')})`
          : 'Ao menos 1 caractere especial',
      met: met.special,
    },
    { id: 'uppercase', label: 'Ao menos 1 letra maiúscula', met: met.uppercase },
    { id: 'lowercase', label: 'Ao menos 1 letra minúscula', met: met.lowercase },
    { id: 'digit', label: 'Ao menos 1 número', met: met.digit },
  ];
}
