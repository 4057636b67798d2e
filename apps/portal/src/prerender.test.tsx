/**
 * Each prerendered page hydrates without a mismatch, checked with React's development build,
 * which (unlike the production build the e2e run loads) also reports attributes that differ
 * between the server's HTML and the browser's first render (ids, aria-*, classes). The page is
 * rendered to HTML here as ui/src/app/first-paint/prerender.ts does, then hydrated at its address. (Rendered in
 * jsdom, a `typeof window` branch looks the same on both sides here: the e2e run, which hydrates
 * the build's own HTML, catches those.)
 */
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@portal/mocks/node';
import { WELCOME_SEEN_KEY } from '@portal/ui/app/first-paint/marks';
import { App } from './App';
import { PRERENDERED } from './routes';
import { staticApp } from './serverEntry';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The page's HTML as the build makes it (its chunks loaded first, as the build's render waits). */
async function prerendered(path: string): Promise<string> {
  await Promise.all(PRERENDERED[path]!.map((chunk) => chunk.preload()));
  return renderToString(staticApp(path));
}

/** React's complaints about hydration, in its development wording. */
const MISMATCH = /hydrat|did not match|didn't match|server rendered/i;

describe('the prerendered pages hydrate without a mismatch (React development build)', () => {
  it.each(Object.keys(PRERENDERED))('%s', async (path) => {
    const html = await prerendered(path);
    expect(html).toContain('<h1');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recovered: unknown[] = [];
    try {
      window.history.replaceState(null, '', path);
      // The welcome already closed in this tab (jsdom has no showModal): the page hydrates the
      // HTML that has it open all the same, the markup being the same open or closed.
      sessionStorage.setItem(WELCOME_SEEN_KEY, '1');
      const container = document.createElement('div');
      container.id = 'root';
      container.innerHTML = html;
      document.body.append(container);
      const heading = container.querySelector('h1');
      await act(async () => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <App />
          </StrictMode>,
          { onRecoverableError: (error) => recovered.push(error) },
        );
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      const complaints = errors.mock.calls
        .map((args) => args.map(String).join(' '))
        .filter((text) => MISMATCH.test(text));
      expect(complaints).toEqual([]);
      expect(recovered).toEqual([]);
      // Hydrated, not replaced: the server's heading is the one on the page.
      expect(container.querySelector('h1')).toBe(heading);
    } finally {
      errors.mockRestore();
    }
  });
});
