import { describe, expect, it } from 'vitest';
import { confirmedBefore, mergedShots, shotKey } from './shotRecord.ts';

const baseline = Buffer.from('baseline png');
const shot = Buffer.from('screenshot png');

describe('confirmedBefore', () => {
  const record = { 'portal--home.1280.png': shotKey(baseline, shot) };

  it('knows the screenshot recorded beside its unchanged baseline', () => {
    expect(confirmedBefore(record, 'portal--home.1280.png', baseline, shot)).toBe(true);
  });

  it('compares any other screenshot pixel by pixel', () => {
    const other = Buffer.from('screenshot png, one pixel off');
    expect(confirmedBefore(record, 'portal--home.1280.png', baseline, other)).toBe(false);
  });

  it('does not take a baseline edited since it was recorded', () => {
    const edited = Buffer.from('baseline png, edited by hand');
    expect(confirmedBefore(record, 'portal--home.1280.png', edited, shot)).toBe(false);
  });

  it('does not take the pair of another picture, nor a picture never recorded', () => {
    expect(confirmedBefore(record, 'portal--home.360.png', baseline, shot)).toBe(false);
    expect(confirmedBefore({}, 'portal--home.1280.png', baseline, shot)).toBe(false);
  });
});

describe('mergedShots', () => {
  const exists = (name: string) => name !== 'gone.1280.png';

  it('keeps what a partial update did not take, with its new pairs over it, sorted', () => {
    const merged = mergedShots(
      { 'b.1280.png': 'old', 'a.1280.png': 'kept', 'gone.1280.png': 'x' },
      { 'b.1280.png': 'new', 'c.360.png': 'added' },
      { all: false, exists },
    );
    expect(Object.entries(merged)).toEqual([
      ['a.1280.png', 'kept'],
      ['b.1280.png', 'new'],
      ['c.360.png', 'added'],
    ]);
  });

  it('holds only the pictures of an update that took them all', () => {
    const merged = mergedShots(
      { 'a.1280.png': 'old' },
      { 'b.1280.png': 'new' },
      {
        all: true,
        exists,
      },
    );
    expect(merged).toEqual({ 'b.1280.png': 'new' });
  });
});
