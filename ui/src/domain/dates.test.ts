import { describe, expect, it } from 'vitest';
import {
  ageParts,
  daysInQueue,
  defaultFilterRange,
  displayDateToApi,
  formatAge,
  formatApiDateOrRaw,
  formatDate,
  formatDateTime,
  formatDateTimeMinutes,
  formatDaysInQueue,
  isCompleteDisplayDate,
  isDisplayDateRange,
  isFutureDisplayDate,
  isPastDisplayDate,
  isTodayOrFutureDisplayDate,
  isTodayOrPastDisplayDate,
  parseApiDateTime,
  parseDisplayDate,
  periodYears,
  toApiDate,
} from './dates';

describe('parseApiDateTime', () => {
  it.each([
    ['2026-11-20 18:42:07', '20/11/2026 18:42:07'],
    ['2024-02-29 00:00:00', '29/02/2024 00:00:00'],
    ['2026-01-05', '05/01/2026 00:00:00'],
    ['2026-01-05T09:08:07', '05/01/2026 09:08:07'],
  ])('reads %s as %s', (input, expected) => {
    const date = parseApiDateTime(input);
    expect(date).not.toBeNull();
    expect(formatDateTime(date!)).toBe(expected);
  });

  it.each([
    [''],
    [null],
    [undefined],
    ['2023-02-29 10:00:00'],
    ['20/11/2026'],
    ['2026-13-01'],
    ['lixo'],
  ])('rejects %s', (input) => {
    expect(parseApiDateTime(input)).toBeNull();
  });

  it('formats a date as DD/MM/YYYY', () => {
    expect(formatDate(new Date(2026, 0, 9))).toBe('09/01/2026');
  });
});

describe('DD/MM/YYYY input', () => {
  it.each([
    ['29/02/2024', '2024-02-29'],
    ['28/02/2023', '2023-02-28'],
    ['31/12/1999', '1999-12-31'],
  ])('reads %s (API %s)', (input, api) => {
    expect(displayDateToApi(input)).toBe(api);
    expect(formatDate(parseDisplayDate(input)!)).toBe(input);
  });

  it.each([
    ['29/02/2023'],
    ['29/02/1900'],
    ['31/04/2024'],
    ['00/01/2024'],
    ['01/13/2024'],
    ['1/1/2024'],
    ['01/01/24'],
    ['01-01-2024'],
    ['2024-01-01'],
    [''],
    [null],
  ])('rejects %s', (input) => {
    expect(parseDisplayDate(input)).toBeNull();
    expect(displayDateToApi(input)).toBeNull();
  });

  it.each([
    ['29/02/2024', true],
    ['29/02/202', false],
    ['31/02/2024', false],
  ])('the hour field opens for %s: %s', (input, expected) => {
    expect(isCompleteDisplayDate(input)).toBe(expected);
  });
});

describe('formats', () => {
  const moment = new Date(2026, 10, 20, 8, 5, 9);
  it('dd/MM/yyyy HH:mm', () => expect(formatDateTimeMinutes(moment)).toBe('20/11/2026 08:05'));
  it('DD/MM/YYYY HH:mm:ss', () => expect(formatDateTime(moment)).toBe('20/11/2026 08:05:09'));
  it('yyyy-mm-dd for the API', () => expect(toApiDate(moment)).toBe('2026-11-20'));
  it.each([
    ['2026-11-20', '20/11/2026'],
    ['2026-11-20 09:30:00', '20/11/2026'],
    ['amanhã', 'amanhã'],
    [null, ''],
  ])('scheduled time date %s is shown as %s', (input, expected) => {
    expect(formatApiDateOrRaw(input)).toBe(expected);
  });
});

describe('past, future and range checks', () => {
  const now = new Date(2024, 1, 29, 15, 0); // a leap day
  it.each([
    ['28/02/2024', { past: true, future: false, todayOrPast: true, todayOrFuture: false }],
    ['29/02/2024', { past: false, future: false, todayOrPast: true, todayOrFuture: true }],
    ['01/03/2024', { past: false, future: true, todayOrPast: false, todayOrFuture: true }],
    ['29/02/2023', { past: false, future: false, todayOrPast: false, todayOrFuture: false }],
    ['', { past: false, future: false, todayOrPast: false, todayOrFuture: false }],
  ])('%s', (input, expected) => {
    expect({
      past: isPastDisplayDate(input, now),
      future: isFutureDisplayDate(input, now),
      todayOrPast: isTodayOrPastDisplayDate(input, now),
      todayOrFuture: isTodayOrFutureDisplayDate(input, now),
    }).toEqual(expected);
  });

  it.each([
    ['01/01/2024', '31/01/2024', true],
    ['31/01/2024', '31/01/2024', true],
    ['01/02/2024', '31/01/2024', false],
    ['30/02/2024', '31/03/2024', false],
  ])('%s to %s is a range: %s', (start, end, expected) => {
    expect(isDisplayDateRange(start, end)).toBe(expected);
  });
});

describe('age in years, months and days', () => {
  it.each([
    [new Date(1990, 4, 15), new Date(2026, 10, 20), '36 anos, 6 meses e 5 dias'],
    [new Date(2020, 1, 29), new Date(2021, 1, 27), '0 anos, 11 meses e 29 dias'],
    [new Date(2020, 1, 29), new Date(2021, 1, 28), '1 ano, 0 meses e 0 dias'],
    [new Date(2020, 1, 29), new Date(2024, 1, 29), '4 anos, 0 meses e 0 dias'],
    [new Date(2000, 0, 31), new Date(2000, 2, 1), '0 anos, 1 mês e 1 dia'],
    [new Date(2000, 0, 31), new Date(2000, 1, 29), '0 anos, 1 mês e 0 dias'],
    [new Date(2026, 10, 20), new Date(2026, 10, 20, 23), '0 anos, 0 meses e 0 dias'],
  ])('born %s, on %s: %s', (birth, now, expected) => {
    expect(formatAge(ageParts(birth, now)!)).toBe(expected);
  });

  it('has no age before birth', () => {
    expect(ageParts(new Date(2030, 0, 1), new Date(2026, 0, 1))).toBeNull();
  });
});

describe('days in queue', () => {
  it.each([
    [new Date(2026, 10, 20, 23, 59), new Date(2026, 10, 20, 0, 1), '0 dias'],
    [new Date(2026, 10, 19, 23, 59), new Date(2026, 10, 20, 0, 1), '1 dia'],
    [new Date(2024, 1, 1), new Date(2024, 2, 1), '29 dias'],
    [new Date(2023, 1, 1), new Date(2023, 2, 1), '28 dias'],
    [new Date(2027, 0, 1), new Date(2026, 0, 1), '0 dias'],
  ])('entered %s, today %s: %s', (entry, now, expected) => {
    expect(formatDaysInQueue(daysInQueue(entry, now))).toBe(expected);
  });
});

describe('filters', () => {
  it('period years: current back to 3 years earlier, latest first', () => {
    expect(periodYears(new Date(2026, 0, 1))).toEqual([2026, 2025, 2024, 2023]);
  });

  it.each([
    [new Date(2026, 10, 20), { start: '26/10/2026', end: '20/11/2026' }],
    [new Date(2024, 2, 1), { start: '05/02/2024', end: '01/03/2024' }],
  ])('default sent-notification range on %s', (now, expected) => {
    expect(defaultFilterRange(now)).toEqual(expected);
  });
});
