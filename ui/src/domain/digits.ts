/** Keeps only the digits of a value (masks, pasted text, numbers). */
export { onlyDigits } from '@portal/contracts/documents';
