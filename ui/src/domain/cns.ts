import { onlyDigits } from './digits';

/** The CNS (Cartão Nacional de Saúde) in groups of 3-4-4-4: '898 0010 3456 7890'. */
export function formatCns(value: string | null | undefined): string {
  const d = onlyDigits(value).slice(0, 15);
  return [d.slice(0, 3), d.slice(3, 7), d.slice(7, 11), d.slice(11, 15)].filter(Boolean).join(' ');
}

/**
 * The public queue shows '***' plus the stored (already partial) CNS. Should a full 15-digit CNS
 * ever arrive, only its last 4 digits are kept: the public queue never shows a full CNS.
 */
export function maskCns(stored: string | null | undefined): string {
  const value = (stored ?? '').trim();
  if (!value) return '';
  const digits = onlyDigits(value);
  return `***${digits.length >= 15 ? digits.slice(-4) : value}`;
}
