import { availableHourSlots, hasOneHourNotice } from './schedule';

/**
 * The hours the send form's picker offers for a date: the slots still ahead that also pass the
 * one-hour-notice rule, so the admin is never offered an hour that Adicionar would refuse (at
 * 10:40 today, 11:00 and 11:30 are ahead but too soon: the first offered is 12:00).
 */
export function offeredHourSlots(dateText: string, now: Date = new Date()): string[] {
  return availableHourSlots(dateText, now).filter((slot) => hasOneHourNotice(dateText, slot, now));
}
