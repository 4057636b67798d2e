import { setupWorker } from 'msw/browser';
import './core/graphql-schema-source';
import { handlers } from './handlers';
import { setBaseLatency } from './core/scenarios';

/** Starts the mock backend in the browser (service worker). Used by `npm run dev` and mock-mode builds. */
export async function startBrowserMocks(options: { baseUrl?: string; latencyMs?: number } = {}) {
  setBaseLatency(options.latencyMs ?? 250);
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${options.baseUrl ?? '/'}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}
