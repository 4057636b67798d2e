/**
 * What a health registry accepts for a person, shared by the screens and the mock backend (so both
 * refuse the same values with the same pt-BR message): the CNS by its check digits, the CEP, a
 * plausible birth date, an e-mail within SMTP's 254 characters and a name made of letters.
 */
import { onlyDigits } from './documents';

export const REGISTRY_MESSAGES = {
  cnsInvalid: 'CNS Inválido',
  cepInvalid: 'CEP Inválido',
  birthDateInvalid: 'Data de Nascimento inválida',
  emailInvalid: 'Email Inválido',
  /** 'Nome Inválido', 'Nome da mãe Inválido'. */
  nameInvalid: (label: string) => `${label} Inválido`,
} as const;

/** The longest address SMTP can deliver to (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** The oldest birth date a registry accepts, in years before today. */
export const MAX_AGE_YEARS = 130;

const weightedSum = (digits: string) =>
  [...digits].reduce((sum, d, i) => sum + Number(d) * (15 - i), 0);

/**
 * The Cartão Nacional de Saúde (Ministério da Saúde's algorithm). A definitive number (first digit 1
 * or 2) is the holder's 11-digit PIS followed by '000' and a check digit, or by '001' and a check
 * digit when the first computation gives 10. A provisional number (first digit 7, 8 or 9) has
 * a weighted sum (weights 15 down to 1) divisible by 11.
 */
export function isValidCns(value: string | null | undefined): boolean {
  const cns = onlyDigits(value);
  if (cns.length !== 15) return false;
  if (/^[12]/.test(cns)) {
    const pis = cns.slice(0, 11);
    const sum = weightedSum(pis);
    let check = 11 - (sum % 11);
    if (check === 11) check = 0;
    if (check === 10) {
      check = 11 - ((sum + 2) % 11);
      return cns === `${pis}001${check}`;
    }
    return cns === `${pis}000${check}`;
  }
  if (/^[789]/.test(cns)) return weightedSum(cns) % 11 === 0;
  return false;
}

/** A CEP: 8 digits (the '00000-000' mask allowed), not all zeros. */
export function isValidCep(value: string | null | undefined): boolean {
  const raw = (value ?? '').trim();
  if (!/^\d{5}-?\d{3}$/.test(raw)) return false;
  return onlyDigits(raw) !== '00000000';
}

/**
 * A birth date (YYYY-MM-DD) a person can have: a real calendar day, not after `today` and not more
 * than 130 years before it.
 */
export function isPlausibleBirthDate(iso: string | null | undefined, today: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec((iso ?? '').trim());
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return false;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const oldest = Date.UTC(today.getFullYear() - MAX_AGE_YEARS, today.getMonth(), today.getDate());
  return date.getTime() <= todayUtc && date.getTime() >= oldest;
}

/** An e-mail no longer than SMTP allows (the shape is checked by each side's own rule). */
export const isEmailWithinLength = (value: string | null | undefined): boolean =>
  (value ?? '').trim().length <= EMAIL_MAX_LENGTH;

const NAME = /^[\p{L}\p{M}]+(?:(?: |['’-]| ['’-]|['’-] )[\p{L}\p{M}]+)*$/u;

/**
 * A person's name: letters of any script and accent, single spaces, apostrophes (' and ’) and
 * hyphens between letters ("Maria D’Ávila", "Ana-Luísa", "João d'Oliveira"), at least two letters.
 * Markup, digits and symbols are refused.
 */
export function isValidPersonName(value: string | null | undefined): boolean {
  const name = (value ?? '').trim().replace(/\s+/g, ' ');
  return NAME.test(name) && (name.match(/\p{L}/gu)?.length ?? 0) >= 2;
}

export type ImageType = 'png' | 'jpeg' | 'gif' | 'webp';

/** The MIME type of each image type. */
export const IMAGE_MIME: Record<ImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * The image type a file's first bytes say it is (its magic number), or null: PNG, JPEG, GIF and
 * WebP. A text file named .png is null. Sixteen bytes are enough.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (
    starts(0x47, 0x49, 0x46, 0x38) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'gif';
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'webp';
  return null;
}
