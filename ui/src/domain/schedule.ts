import { calendarDaysBetween, parseDisplayDate } from './dates';

const pad = (n: number) => String(n).padStart(2, '0');

/** The fixed hour choices of the send form: every 30 minutes from 09:00 to 20:00 (23 slots). */
export const HOUR_SLOTS: readonly string[] = Array.from(
  { length: 23 },
  (_, i) => `${pad(9 + Math.floor(i / 2))}:${i % 2 ? '30' : '00'}`,
);

function readHour(hour: string): { h: number; m: number } | null {
  const match = /^(\d{2}):(\d{2})$/.exec(hour.trim());
  if (!match) return null;
  const [h, m] = [Number(match[1]), Number(match[2])];
  return h < 24 && m < 60 ? { h, m } : null;
}

/**
 * The one-hour-notice rule, as the spec states it: any hour of a future date is fine; for today
 * the hour must be later than the current hour and, when it is exactly the next hour, its minutes
 * must not be earlier than the current minutes. Past dates, bad dates and bad hours fail.
 */
export function hasOneHourNotice(dateText: string, hour: string, now: Date = new Date()): boolean {
  const date = parseDisplayDate(dateText);
  const time = readHour(hour);
  if (!date || !time) return false;
  const days = calendarDaysBetween(now, date);
  if (days !== 0) return days > 0;
  const currentHour = now.getHours();
  if (time.h <= currentHour) return false;
  return time.h > currentHour + 1 || time.m >= now.getMinutes();
}

/**
 * The hour choices offered for a date: all slots for a future date, for today only the slots after
 * the current time, none for a past or unreadable date.
 */
export function availableHourSlots(dateText: string, now: Date = new Date()): string[] {
  const date = parseDisplayDate(dateText);
  if (!date) return [];
  const days = calendarDaysBetween(now, date);
  if (days < 0) return [];
  if (days > 0) return [...HOUR_SLOTS];
  const nowMinutes = now.getHours() * 60 + now.getMinutes();
  return HOUR_SLOTS.filter((slot) => {
    const { h, m } = readHour(slot)!;
    return h * 60 + m > nowMinutes;
  });
}
