import { config, z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { shouldHydrate } from './renderApp';

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

describe('shouldHydrate', () => {
  const root = (prerendered?: string) => {
    const container = document.createElement('div');
    if (prerendered !== undefined) container.dataset.prerendered = prerendered;
    return container;
  };
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('hydrates the page prerendered for this very path, trailing slash or not', () => {
    expect(shouldHydrate(root('/solicitacoes'), at('/solicitacoes'), false)).toBe(true);
    expect(shouldHydrate(root('/solicitacoes'), at('/solicitacoes/'), false)).toBe(true);
    expect(shouldHydrate(root('/'), at('/'), false)).toBe(true);
  });

  it('renders afresh an empty shell, another page, a query or a theme of the visitor', () => {
    expect(shouldHydrate(root(), at('/solicitacoes'), false)).toBe(false);
    expect(shouldHydrate(root('/'), at('/minhas-solicitacoes'), false)).toBe(false);
    expect(shouldHydrate(root('/solicitacoes'), at('/solicitacoes', '?servico=X'), false)).toBe(
      false,
    );
    expect(shouldHydrate(root('/'), at('/'), true)).toBe(false);
  });
});
