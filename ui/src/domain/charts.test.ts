import { describe, expect, it } from 'vitest';
import { changeTone, MONTHS, parseNumberSeries, pointsIn, windowDomain, wrapLabel } from './charts';

describe('chart window (20 points)', () => {
  const values = Array.from({ length: 25 }, (_, i) => i * 10);
  it('keeps the last 20 points, numbered by position', () => {
    const points = pointsIn(values, windowDomain(values));
    expect(points).toHaveLength(20);
    expect(points[0]).toEqual({ x: 6, y: 50 });
    expect(points.at(-1)).toEqual({ x: 25, y: 240 });
  });

  it.each([
    [0, [1, 20]],
    [3, [1, 20]],
    [20, [1, 20]],
    [25, [6, 25]],
  ] as const)('with %i values the x axis spans %j', (count, domain) => {
    expect(windowDomain(values.slice(0, count))).toEqual(domain);
  });

  it("places a shorter series in the longer one's window, point n against point n", () => {
    expect(pointsIn([7, 8, 9], windowDomain(values))).toEqual([]);
    expect(pointsIn([7, 8, 9], [1, 20])).toEqual([
      { x: 1, y: 7 },
      { x: 2, y: 8 },
      { x: 3, y: 9 },
    ]);
    expect(pointsIn(values.slice(0, 8), [6, 25])).toEqual([
      { x: 6, y: 50 },
      { x: 7, y: 60 },
      { x: 8, y: 70 },
    ]);
  });
});

describe('parseNumberSeries', () => {
  it.each([
    ['[12, 30, "18"]', [12, 30, 18]],
    ['[1, null, "x", 2]', [1, 2]],
    ['{"a": 1}', []],
    ['não é json', []],
    ['', []],
    [null, []],
  ])('%j → %j', (text, expected) => expect(parseNumberSeries(text)).toEqual(expected));
});

describe('chart helpers', () => {
  it('lists the months from Janeiro', () => {
    expect(MONTHS[0]).toBe('Janeiro');
    expect(MONTHS).toHaveLength(12);
  });

  it.each([
    [-0.5, 'negative'],
    [0, 'positive'],
    [12, 'positive'],
  ] as const)('%s%% is %s', (change, tone) => expect(changeTone(change)).toBe(tone));
});

describe('chart labels in lines', () => {
  it.each([
    ['Consultas', 30, ['Consultas']],
    [
      'FACOEMULSIFICACAO COM IMPLANTE DE LENTE INTRA-OCULAR',
      30,
      ['FACOEMULSIFICACAO COM IMPLANTE', 'DE LENTE INTRA-OCULAR'],
    ],
    ['CONSULTA EM CARDIOLOGIA', 10, ['CONSULTA', 'EM', 'CARDIOLOGIA']],
    ['  ', 30, ['  ']],
  ])('%j at %i characters', (text, max, lines) => {
    expect(wrapLabel(text, max)).toEqual(lines);
  });
});
