/**
 * Brazilian identity documents as the contract defines them, shared by the mock backend, the CSV
 * rules and the screens: CPF is 11 digits with two check digits and not all the same digit.
 */

/** The digits of a value, formatting removed. */
export const onlyDigits = (value: string | number | null | undefined): string =>
  String(value ?? '').replace(/\D/g, '');

/** The CPF check digit of `base` (9 digits for the first, 10 for the second). */
export function cpfCheckDigit(base: string): number {
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += Number(base[i]) * (base.length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** 11 digits (formatting ignored) with both check digits right; repeated digits and empty are invalid. */
export function isValidCpf(value: string | null | undefined): boolean {
  const cpf = onlyDigits(value);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const first = cpfCheckDigit(cpf.slice(0, 9));
  return cpf.endsWith(`${first}${cpfCheckDigit(cpf.slice(0, 9) + first)}`);
}
