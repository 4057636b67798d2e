import { describe, expect, it } from 'vitest';
import { plural } from './common';

describe('plural', () => {
  it('takes the singular for one only', () => {
    expect(plural(1, 'dia', 'dias')).toBe('1 dia');
    expect(plural(0, 'dia', 'dias')).toBe('0 dias');
    expect(plural(2, 'dia', 'dias')).toBe('2 dias');
  });
});
