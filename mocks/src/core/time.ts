/**
 * Dates as the backend stores them: `YYYY-MM-DD` for days, `YYYY-MM-DD hh:mm:ss` for moments, in
 * the municipality's local time (America/Sao_Paulo, UTC-3 all year since 2019).
 */
const OFFSET_MS = -3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local wall-clock parts of an instant. */
function local(instant: number) {
  const d = new Date(instant + OFFSET_MS);
  return {
    y: d.getUTCFullYear(),
    mo: d.getUTCMonth() + 1,
    d: d.getUTCDate(),
    h: d.getUTCHours(),
    mi: d.getUTCMinutes(),
    s: d.getUTCSeconds(),
    ms: d.getUTCMilliseconds(),
  };
}

export const toDay = (instant: number): string => {
  const t = local(instant);
  return `${t.y}-${pad(t.mo)}-${pad(t.d)}`;
};

export const toMoment = (instant: number): string => {
  const t = local(instant);
  return `${toDay(instant)} ${pad(t.h)}:${pad(t.mi)}:${pad(t.s)}`;
};

/** `DD/MM/YYYY HH:mm:ss`, the panel's display format. */
export const toBrMoment = (instant: number): string => {
  const t = local(instant);
  return `${pad(t.d)}/${pad(t.mo)}/${t.y} ${pad(t.h)}:${pad(t.mi)}:${pad(t.s)}`;
};

/** `YYYYMMDDHHmmssSSS`, the realtime log's key. */
export const toLogKey = (instant: number): string => {
  const t = local(instant);
  return `${t.y}${pad(t.mo)}${pad(t.d)}${pad(t.h)}${pad(t.mi)}${pad(t.s)}${pad(t.ms, 3)}`;
};

/** `DD/MM/YYYY - HH:mm:ss:SSS`, the realtime log's created_at. */
export const toLogMoment = (instant: number): string => {
  const t = local(instant);
  return `${pad(t.d)}/${pad(t.mo)}/${t.y} - ${pad(t.h)}:${pad(t.mi)}:${pad(t.s)}:${pad(t.ms, 3)}`;
};

/** The instant of a local `YYYY-MM-DD[ hh:mm[:ss]]`. */
export function parseLocal(value: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!m) return Number.NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s) - OFFSET_MS;
}

export const addDays = (instant: number, days: number): number => instant + days * DAY_MS;

/** Whole days from one local day to another. */
export const daysBetween = (fromDay: string, toDayValue: string): number =>
  Math.round((parseLocal(toDayValue) - parseLocal(fromDay)) / DAY_MS);

/** `DD/MM/YYYY` → `YYYY-MM-DD` (null when not a real date). */
export function fromBrDate(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isRealDay(iso) ? iso : null;
}

export function isRealDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return (
    d.getUTCFullYear() === +m[1]! && d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!
  );
}

/** A stored moment (`YYYY-MM-DD hh:mm:ss`, local) as ISO 8601 with the local offset. */
export const isoOf = (moment: string): string => `${moment.replace(' ', 'T')}-03:00`;

/** A stored moment as `DD/MM/YYYY HH:mm:ss` (the panel's `_formatado` fields). */
export const brOf = (moment: string): string => toBrMoment(parseLocal(moment));

export const nowMoment = (): string => toMoment(Date.now());
export const today = (): string => toDay(Date.now());

/** `YYYY-MM-DD…` as the patient reads it (DD/MM/YYYY); null for no day or one that is not a day. */
export const brDay = (day: string | null): string | null =>
  day && /^\d{4}-\d{2}-\d{2}/.test(day)
    ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`
    : null;
