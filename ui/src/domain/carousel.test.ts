import { describe, expect, it } from 'vitest';
import { itemsPerView, loopingWindow, loopStep } from './carousel';

describe('carousel', () => {
  it.each([
    [false, 3],
    [true, 1],
  ])('mobile %s shows %i per view', (mobile, expected) => {
    expect(itemsPerView(mobile)).toBe(expected);
  });

  it.each([
    [0, 4, 3, [0, 1, 2]],
    [2, 4, 3, [2, 3, 0]],
    [3, 4, 3, [3, 0, 1]],
    [3, 4, 1, [3]],
    [0, 2, 3, [0, 1]],
    [-1, 4, 3, [3, 0, 1]],
    [0, 0, 3, []],
  ])('from %i of %i items, %i per view: %j', (start, count, perView, expected) => {
    expect(loopingWindow(start, count, perView)).toEqual(expected);
  });

  it.each([
    [3, 4, 1, 0],
    [0, 4, -1, 3],
    [1, 4, 1, 2],
    [0, 0, 1, 0],
  ] as const)('from %i of %i, step %i → %i', (start, count, step, expected) => {
    expect(loopStep(start, count, step)).toBe(expected);
  });
});
