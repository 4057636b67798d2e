/**
 * The portal rendered to HTML at build time (ui/src/app/first-paint/prerender.ts): each public page with its
 * layout, heading, static text and the styled-components CSS it uses; data areas show their
 * loaders, as the browser's first render does, so hydration finds the same markup.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { takeRenderedTitle } from '@portal/ui/app/usePageTitle';
import { App } from './App';
import { backend } from './config';
import { FIRST_DATA, NEWS_CALL } from './routes';

export { PRERENDERED } from './routes';
export { beforePaintCss, NO_SCRIPT_MESSAGE } from '@portal/ui/app/first-paint/beforePaint';

/**
 * The absolute or same-origin URLs of the GET calls a page makes first, started by its HTML's
 * before-paint script, and the one of them whose answer names the main news picture. None with
 * the mock backend in the browser: its service worker, which answers them, starts with the app.
 */
export const firstData = (path: string): { calls: string[]; mainPicture: string | null } => {
  if (import.meta.env.VITE_MOCKS === 'browser') return { calls: [], mainPicture: null };
  const url = (call: string) => `${backend.apiUrl}${call}`;
  const calls = FIRST_DATA[path] ?? [];
  return { calls: calls.map(url), mainPicture: calls.includes(NEWS_CALL) ? url(NEWS_CALL) : null };
};
export { FIRST_DATA_ATTRIBUTES } from '@portal/ui/app/first-paint/marks';

/** The app at `path` (under the app's base), with the router a render outside a browser needs. */
export const staticApp = (path: string) => (
  <StrictMode>
    <App
      router={(routes) => (
        <StaticRouter location={path} basename={import.meta.env.BASE_URL}>
          {routes}
        </StaticRouter>
      )}
    />
  </StrictMode>
);

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The <style> elements of the styles that markup uses. */
  styles: string;
  /** The browser tab's title the page sets (usePageTitle). */
  title: string | null;
}

/** Renders `path` (under the app's base), waiting for every code-split screen it shows. */
export async function render(path: string): Promise<RenderedPage> {
  const sheet = new ServerStyleSheet();
  takeRenderedTitle();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(staticApp(path)),
      // Every boundary inline, as it will be hydrated: no outlined segments revealed by React's
      // inline scripts (which the CSP would have to allow and a page without JavaScript lacks).
      { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return { html, styles: sheet.getStyleTags(), title: takeRenderedTitle() };
  } finally {
    sheet.seal();
  }
}
