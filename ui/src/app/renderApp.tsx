import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

// zod compiles object parsers with `new Function` when it may; its probe for that is reported as
// a violation by the apps' Content-Security-Policy (no 'unsafe-eval'), even though zod catches it.
// zod keeps its settings in `globalThis.__zod_globalConfig` (shared by every copy, made on its first
// load if absent), so the flag is set there at the top of every app's entry, before any parse,
// without bringing zod into the entry chunk (the portal's first page does not need it: 3.8 KB gzip).
// renderApp.test.ts checks that zod sees it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

/**
 * Mounts an app into #root. `beforeRender` runs first (an app in mock mode starts its service
 * worker there); if it fails the page says so instead of staying blank.
 */
export async function renderApp(
  app: ReactNode,
  beforeRender?: () => Promise<unknown>,
): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root not found');
  try {
    await beforeRender?.();
  } catch (error) {
    console.error(error);
    container.textContent = 'Não foi possível iniciar a aplicação. Recarregue a página.';
    return;
  }
  createRoot(container).render(<StrictMode>{app}</StrictMode>);
}
