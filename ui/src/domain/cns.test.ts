import { describe, expect, it } from 'vitest';
import { formatCns, maskCns } from './cns';

describe('formatCns (3-4-4-4)', () => {
  it.each([
    ['898001034567890', '898 0010 3456 7890'],
    ['898 0010 3456 7890', '898 0010 3456 7890'],
    ['8980010', '898 0010'],
    ['', ''],
    [null, ''],
  ])('%s → %s', (input, expected) => expect(formatCns(input)).toBe(expected));
});

describe('maskCns (public queue)', () => {
  it.each([
    ['7890', '***7890'],
    ['3456 7890', '***3456 7890'],
    ['898001034567890', '***7890'],
    ['898 0010 3456 7890', '***7890'],
    ['', ''],
    [null, ''],
  ])('%s → %s', (input, expected) => expect(maskCns(input)).toBe(expected));
});
