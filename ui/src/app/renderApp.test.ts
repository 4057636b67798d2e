import { config, z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import './renderApp';

describe('renderApp', () => {
  it('turns off zod’s compiled parsers (their `new Function` probe breaks the CSP)', () => {
    expect(config().jitless).toBe(true);
    // And zod acts on it: an object parse builds no function from a string.
    const spy = vi.spyOn(globalThis, 'Function');
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
