/** Keeps only the digits of a value (masks, pasted text, numbers). */
export function onlyDigits(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/\D/g, '');
}
