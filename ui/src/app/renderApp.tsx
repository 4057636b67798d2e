import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readPreferences } from '../theme/accessibility';
import { loadFonts } from '../theme/fonts';
import { takeOverPage } from './first-paint/beforePaint';

// zod compiles object parsers with `new Function` when it may; its probe for that is reported as
// a violation by the apps' Content-Security-Policy (no 'unsafe-eval'), even though zod catches it.
// zod keeps its settings in `globalThis.__zod_globalConfig` (shared by every copy, made on its first
// load if absent), so the flag is set there at the top of every app's entry, before any parse,
// without bringing zod into the entry chunk (the portal's first page does not need it).
// renderApp.test.ts checks that zod sees it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export interface RenderAppOptions {
  /** Runs first (an app in mock mode starts its service worker there). */
  beforeRender?: () => Promise<unknown>;
  /**
   * The chunks a prerendered page needs before it is hydrated (its screen and layout parts), by
   * path. A page prerendered at build carries `data-prerendered="<path>"` on #root.
   */
  prerendered?: (path: string) => Array<{ preload: () => Promise<unknown> }> | undefined;
}

/**
 * How the page's #root is taken over: hydrated when the build prerendered this very page (same
 * path, no query that would change what it shows) and the visitor's theme is the one it was
 * rendered with; otherwise rendered afresh, replacing whatever HTML was there.
 */
export function shouldHydrate(
  container: HTMLElement,
  location: Pick<Location, 'pathname' | 'search'>,
  customTheme: boolean,
): boolean {
  const path = container.dataset.prerendered;
  if (path === undefined || customTheme || location.search) return false;
  return path === location.pathname.replace(/(.)\/+$/, '$1');
}

/**
 * Mounts an app into #root. `beforeRender` runs first; if it fails the page says so instead of
 * staying blank. A prerendered page is hydrated once the chunks of its route have arrived, so no
 * part of it waits dehydrated for its code (and then switches to a loader when something changes).
 */
export async function renderApp(app: ReactNode, options: RenderAppOptions = {}): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root not found');
  const preferences = readPreferences();
  const customTheme = preferences.highContrast === true || (preferences.fontScale ?? 1) !== 1;
  let hydrate = shouldHydrate(container, window.location, customTheme);
  const chunks = options.prerendered?.(window.location.pathname.replace(/(.)\/+$/, '$1')) ?? [];
  // A chunk that fails to load is left to the route's boundary (chunkErrors): rendered afresh.
  const preloaded = Promise.all(chunks.map((chunk) => chunk.preload())).catch(() => {
    hydrate = false;
  });
  try {
    await Promise.all([options.beforeRender?.(), preloaded]);
  } catch (error) {
    console.error(error);
    container.textContent = 'Não foi possível iniciar a aplicação. Recarregue a página.';
    return;
  }
  const root = (
    <StrictMode>
      <TakeOver>{app}</TakeOver>
    </StrictMode>
  );
  if (hydrate) {
    // The prerendered page is painted before any hydration work starts: the modules may all have
    // arrived before the parser finished, and would otherwise run ahead of the first frame. (A tab
    // opened in the background paints nothing and runs no animation frame: it hydrates at once.)
    if (document.visibilityState === 'visible') await afterNextPaint();
    // In a transition, hydration runs in slices that yield to the browser every few milliseconds
    // (a default-priority hydration is one long task), so a slow phone stays responsive while the
    // page, already painted from the HTML, becomes interactive.
    startTransition(() => {
      hydrateRoot(container, root, {
        // React recovers from a mismatch by rendering that part again on the client; the e2e run
        // fails on this message (apps/portal/e2e/prerender.spec.ts).
        onRecoverableError: (error) => console.error('[hydration]', error),
      });
    });
  } else {
    createRoot(container).render(root);
  }
  // After the page's first paint (fonts.ts): the text then takes the bundled typeface.
  void loadFonts();
}

/** Resolves just after the browser's next frame is painted (a task queued from that frame). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Once the app's first render is on the page, what was pressed before it ran is pressed again. */
function TakeOver({ children }: { children: ReactNode }) {
  useEffect(takeOverPage, []);
  return children;
}
