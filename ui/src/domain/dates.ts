const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/**
 * Parses the API's local timestamps: `YYYY-MM-DD`, `YYYY-MM-DD hh:mm:ss` or ISO 8601.
 * Returns `null` for anything that is not a real calendar date.
 */
export function parseApiDateTime(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const isIsoWithZone = /T.*(Z|[+-]\d{2}:?\d{2})$/.test(value.trim());
  const date = isIsoWithZone
    ? new Date(value)
    : new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (Number.isNaN(date.getTime())) return null;
  if (!isIsoWithZone && (date.getMonth() !== Number(mo) - 1 || date.getDate() !== Number(d)))
    return null;
  return date;
}

/** DD/MM/YYYY */
export function formatDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** DD/MM/YYYY HH:mm:ss */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
