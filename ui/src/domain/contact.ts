import { onlyDigits } from './digits';

export const NAME_MIN = 3;
export const NAME_MAX = 45;
export const PHONE_MIN_DIGITS = 10;

const LETTERS_AND_SPACES = /^[\p{L} ]+$/u;

/** Only letters (accents included) and spaces, 3 to 45 characters once trimmed. */
export function isValidName(value: string | null | undefined): boolean {
  const name = (value ?? '').trim();
  return name.length >= NAME_MIN && name.length <= NAME_MAX && LETTERS_AND_SPACES.test(name);
}

/** Name inputs accept only letters and spaces: removes anything else from typed or pasted text. */
export function keepLettersAndSpaces(value: string): string {
  return value.replace(/[^\p{L} ]/gu, '');
}

/**
 * Text before and after a single '@', no spaces; the domain has at least 3 characters and a dot
 * that is neither its first nor its last character.
 */
export function isValidEmail(value: string | null | undefined): boolean {
  const email = (value ?? '').trim();
  if (/\s/.test(email)) return false;
  const match = /^([^@]+)@([^@]+)$/.exec(email);
  if (!match) return false;
  const domain = match[2]!;
  const dot = domain.indexOf('.');
  return domain.length >= 3 && dot > 0 && !domain.endsWith('.');
}

/** At least 10 digits (landline with area code); at most 11 (mobile). */
export function isValidPhone(value: string | null | undefined): boolean {
  const digits = onlyDigits(value);
  return digits.length >= PHONE_MIN_DIGITS && digits.length <= 11;
}

/** An absolute http(s) URL whose host has a dot (or is localhost), with no spaces. */
export function isValidUrl(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  if (!text || /\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname;
  return host === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(host);
}
