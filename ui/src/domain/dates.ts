import { plural } from '../messages/common';

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

/** dd/MM/yyyy HH:mm (sent-notification cards). */
export function formatDateTimeMinutes(date: Date): string {
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** yyyy-MM-dd, the API's date format. */
export function toApiDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Reads a typed DD/MM/YYYY date strictly: two-digit day and month, four-digit year, a real
 * calendar day (29/02 only in leap years). Anything else is `null`.
 */
export function parseDisplayDate(text: string | null | undefined): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((text ?? '').trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years below 100 would otherwise land in the 1900s
  const real = date.getFullYear() === year && date.getMonth() === month - 1;
  return real && date.getDate() === day ? date : null;
}

/** The send form enables the hour field only once the date is complete (10 characters) and real. */
export function isCompleteDisplayDate(text: string | null | undefined): boolean {
  return (text ?? '').length >= 10 && parseDisplayDate(text) !== null;
}

/** DD/MM/YYYY → yyyy-MM-dd for the API; `null` when the text is not a real date. */
export function displayDateToApi(text: string | null | undefined): string | null {
  const date = parseDisplayDate(text);
  return date ? toApiDate(date) : null;
}

/** An API date shown as DD/MM/YYYY, or the raw value when it cannot be read (scheduled times). */
export function formatApiDateOrRaw(value: string | null | undefined): string {
  const date = parseApiDateTime(value);
  return date ? formatDate(date) : (value ?? '');
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: Date, to: Date): number {
  // Math.round absorbs the 23/25-hour days of daylight-saving changes.
  return Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / 86_400_000);
}

/** A DD/MM/YYYY date strictly before today (birth dates). */
export function isPastDisplayDate(text: string, now: Date = new Date()): boolean {
  const date = parseDisplayDate(text);
  return date !== null && calendarDaysBetween(now, date) < 0;
}

/** A DD/MM/YYYY date strictly after today. */
export function isFutureDisplayDate(text: string, now: Date = new Date()): boolean {
  const date = parseDisplayDate(text);
  return date !== null && calendarDaysBetween(now, date) > 0;
}

/** A DD/MM/YYYY date that is today or earlier (filters: 'anterior ou igual ao dia atual'). */
export function isTodayOrPastDisplayDate(text: string, now: Date = new Date()): boolean {
  const date = parseDisplayDate(text);
  return date !== null && calendarDaysBetween(now, date) <= 0;
}

/** A DD/MM/YYYY date that is today or later (news publication: 'a atual ou superior a hoje'). */
export function isTodayOrFutureDisplayDate(text: string, now: Date = new Date()): boolean {
  const date = parseDisplayDate(text);
  return date !== null && calendarDaysBetween(now, date) >= 0;
}

/** Two DD/MM/YYYY dates forming a range: both real and the start not after the end. */
export function isDisplayDateRange(start: string, end: string): boolean {
  const from = parseDisplayDate(start);
  const to = parseDisplayDate(end);
  return from !== null && to !== null && from.getTime() <= to.getTime();
}

/** `date` moved by whole months, clamped to the month's last day (31/01 + 1 month = 28 or 29/02). */
function addMonthsClamped(date: Date, months: number): Date {
  const target = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(date.getDate(), lastDay));
  return target;
}

export interface AgeParts {
  years: number;
  months: number;
  days: number;
}

/**
 * Age in completed years, months and days. A month is complete on the same day of the month, or
 * on the month's last day when it has no such day, so a 29/02 birthday counts on 28/02 in common
 * years. `null` when the birth date is after `now`.
 */
export function ageParts(birth: Date, now: Date = new Date()): AgeParts | null {
  const from = startOfDay(birth);
  const to = startOfDay(now);
  if (from > to) return null;
  let months = (to.getFullYear() - from.getFullYear()) * 12 + to.getMonth() - from.getMonth();
  if (addMonthsClamped(from, months) > to) months -= 1;
  const days = calendarDaysBetween(addMonthsClamped(from, months), to);
  return { years: Math.floor(months / 12), months: months % 12, days };
}

/** '36 anos, 6 meses e 5 dias'. */
export function formatAge({ years, months, days }: AgeParts): string {
  return `${plural(years, 'ano', 'anos')}, ${plural(months, 'mês', 'meses')} e ${plural(days, 'dia', 'dias')}`;
}

/** Days from the queue entry date to today (never negative). */
export function daysInQueue(entry: Date, now: Date = new Date()): number {
  return Math.max(0, calendarDaysBetween(entry, now));
}

/** 'N dias' ('1 dia' for one). */
export function formatDaysInQueue(days: number): string {
  return plural(days, 'dia', 'dias');
}

/** The my-requests period filter: the current year back to 3 years earlier, latest first. */
export function periodYears(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return [year, year - 1, year - 2, year - 3];
}

/** The sent-notification filter's default range: 25 days before today to today, as DD/MM/YYYY. */
export function defaultFilterRange(now: Date = new Date()): { start: string; end: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 25);
  return { start: formatDate(start), end: formatDate(now) };
}
