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
