import { isValidCpf as isValidCpfCheck } from '@portal/contracts/documents';
import { onlyDigits } from './digits';

/** 11 digits with both check digits right; repeated digits (000…, 111…) and empty are invalid. */
export { isValidCpf } from '@portal/contracts/documents';

/** ###.###.###-## from any text holding up to 11 digits (partial input is formatted as far as it goes). */
export function formatCpf(value: string | null | undefined): string {
  const d = onlyDigits(value).slice(0, 11);
  return [d.slice(0, 3), d.slice(3, 6), d.slice(6, 9)]
    .filter(Boolean)
    .join('.')
    .concat(d.length > 9 ? `-${d.slice(9)}` : '');
}

/**
 * The send form's CPF check: a masked CPF is complete when its text is longer than 13 characters
 * (###.###.###-## is 14). The check digits are the server's concern there.
 */
export function isCompleteMaskedCpf(masked: string | null | undefined): boolean {
  return (masked ?? '').length > 13;
}

/** Simple notification page (form 1): split at commas, dots, dashes and spaces removed. */
export function parseCpfList(text: string): string[] {
  return text.split(',').map((part) => part.replace(/[.\-\s]/g, ''));
}

/** Mass notification page (form 2): as {@link parseCpfList}, then trimmed and empty entries dropped. */
export function parseCpfListDroppingEmpty(text: string): string[] {
  return parseCpfList(text)
    .map((cpf) => cpf.trim())
    .filter((cpf) => cpf.length > 0);
}

/** Add recipient: only the first CPF of a comma list counts, digits only. */
export function firstCpfDigits(text: string): string {
  return onlyDigits(text.split(',')[0]);
}

/**
 * A typed CPF list, cleaned one way on every notification screen: split at commas (and line
 * breaks), dots, dashes and spaces removed, empty entries dropped, each CPF once (first order kept).
 * `invalid` holds the entries that are not a valid CPF, as typed digits.
 */
export function cleanCpfList(text: string): { cpfs: string[]; invalid: string[] } {
  const entries = [...new Set(parseCpfListDroppingEmpty(text.replace(/\n/g, ',')))];
  return {
    cpfs: entries.filter((cpf) => isValidCpfDigits(cpf)),
    invalid: entries.filter((cpf) => !isValidCpfDigits(cpf)),
  };
}

/** The list as the field shows it after leaving it: each complete CPF masked, comma-separated. */
export function formatCpfList(text: string): string {
  return [...new Set(parseCpfListDroppingEmpty(text.replace(/\n/g, ',')))]
    .map((cpf) => (/^\d{11}$/.test(cpf) ? formatCpf(cpf) : cpf))
    .join(', ');
}

const isValidCpfDigits = (cpf: string) => /^\d{11}$/.test(cpf) && isValidCpfCheck(cpf);
