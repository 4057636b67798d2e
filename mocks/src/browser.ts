import { setupWorker } from 'msw/browser';
import './core/graphqlSchemaSource';
import { handlers } from './handlers';
import { setBaseLatency } from './core/scenarios';
import { persistInBrowser } from './browserPersistence';

/**
 * Starts the mock backend in the browser (service worker), its state kept in IndexedDB across
 * reloads. Used by `npm run dev` and mock-mode builds (Storybook uses the handlers without it).
 */
export async function startBrowserMocks(options: { baseUrl?: string; latencyMs?: number } = {}) {
  setBaseLatency(options.latencyMs ?? 250);
  await persistInBrowser();
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${options.baseUrl ?? '/'}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}
