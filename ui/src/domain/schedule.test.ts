import { describe, expect, it } from 'vitest';
import { availableHourSlots, hasOneHourNotice, HOUR_SLOTS } from './schedule';

describe('hour slots', () => {
  it('are every 30 minutes from 09:00 to 20:00: 23 slots', () => {
    expect(HOUR_SLOTS).toHaveLength(23);
    expect(HOUR_SLOTS[0]).toBe('09:00');
    expect(HOUR_SLOTS[1]).toBe('09:30');
    expect(HOUR_SLOTS.at(-2)).toBe('19:30');
    expect(HOUR_SLOTS.at(-1)).toBe('20:00');
  });

  const now = new Date(2026, 10, 20, 14, 30);
  it.each([
    ['21/11/2026', HOUR_SLOTS.length, '09:00'],
    ['20/11/2026', 11, '15:00'],
    ['19/11/2026', 0, undefined],
    ['31/11/2026', 0, undefined],
  ])('on %s, %i slots are offered, the first %s', (date, count, first) => {
    const slots = availableHourSlots(date, now);
    expect(slots).toHaveLength(count);
    expect(slots[0]).toBe(first);
  });

  it('offers none today after 20:00 and all of them today before 09:00', () => {
    expect(availableHourSlots('20/11/2026', new Date(2026, 10, 20, 20, 0))).toEqual([]);
    expect(availableHourSlots('20/11/2026', new Date(2026, 10, 20, 8, 59))).toEqual(HOUR_SLOTS);
  });
});

describe('one hour of notice (today: later hour; the next hour needs minutes ≥ now)', () => {
  const at = (h: number, m: number) => new Date(2026, 10, 20, h, m);
  it.each([
    // now 14:30
    [at(14, 30), '15:29', false],
    [at(14, 30), '15:30', true],
    [at(14, 30), '15:31', true],
    [at(14, 30), '15:00', false],
    [at(14, 30), '16:00', true],
    [at(14, 30), '14:59', false],
    [at(14, 30), '14:30', false],
    // now 14:00 on the minute
    [at(14, 0), '15:00', true],
    [at(14, 0), '14:59', false],
    // now 14:59
    [at(14, 59), '15:58', false],
    [at(14, 59), '15:59', true],
    [at(14, 59), '16:00', true],
    // the last minute of the day
    [at(23, 59), '23:59', false],
  ])('now %s, today at %s → %s', (now, hour, expected) => {
    expect(hasOneHourNotice('20/11/2026', hour, now)).toBe(expected);
  });

  it.each([
    ['21/11/2026', '00:00', true],
    ['21/11/2026', '09:00', true],
    ['19/11/2026', '20:00', false],
    ['31/11/2026', '20:00', false],
    ['21/11/2026', '24:00', false],
    ['21/11/2026', '9:00', false],
    ['', '', false],
  ])('on %s at %s → %s', (date, hour, expected) => {
    expect(hasOneHourNotice(date, hour, at(23, 30))).toBe(expected);
  });
});
