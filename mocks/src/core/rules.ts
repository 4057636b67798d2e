/** Validation rules the backend applies, with the spec's messages where it gives them. */

/** Letters (accents included) and spaces only, 3 to 45 characters. */
export const isPersonName = (value: string): boolean =>
  /^[\p{L} ]{3,45}$/u.test(value.trim()) && value.trim().length >= 3;

export const isEmail = (value: string): boolean =>
  /^[^\s@]+@[^\s@.][^\s@]*\.[^\s@]*[^\s@.]$/.test(value.trim()) &&
  (value.split('@')[1]?.length ?? 0) >= 3;

export const isUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};
