import { describe, expect, it } from 'vitest';
import { offeredHourSlots } from './offeredHourSlots';
import { HOUR_SLOTS } from './schedule';

describe('offeredHourSlots', () => {
  const at = (h: number, m: number) => new Date(2026, 10, 25, h, m);
  it.each([
    [
      'today at 10:40: 11:00 and 11:30 lack an hour of notice',
      '25/11/2026',
      at(10, 40),
      17,
      '12:00',
    ],
    [
      'today at 10:20: 11:30 is an hour and ten minutes away',
      '25/11/2026',
      at(10, 20),
      18,
      '11:30',
    ],
    ['today at 10:30: 11:30 is exactly an hour away', '25/11/2026', at(10, 30), 18, '11:30'],
    ['today at 08:00: every slot', '25/11/2026', at(8, 0), 23, '09:00'],
    ['today at 19:10: none (20:00 is under an hour away)', '25/11/2026', at(19, 10), 0, undefined],
    ['a future date: all 23', '26/11/2026', at(10, 40), 23, '09:00'],
    ['a past date: none', '24/11/2026', at(10, 40), 0, undefined],
    ['an unreal date: none', '31/11/2026', at(10, 40), 0, undefined],
    ['an incomplete date: none', '26/11/20', at(10, 40), 0, undefined],
  ])('%s', (_case, date, now, count, first) => {
    const slots = offeredHourSlots(date, now);
    expect(slots).toHaveLength(count);
    expect(slots[0]).toBe(first);
    for (const slot of slots) expect(HOUR_SLOTS).toContain(slot);
  });
});
