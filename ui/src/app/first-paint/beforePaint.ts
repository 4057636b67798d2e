/**
 * What a prerendered page (prerender.ts) carries in its <head> so that its first paint, before
 * any of the app's JavaScript, is already the visitor's, and what the app and that page share:
 *
 * - the before-paint script (inline.ts, bundled at build by inlineScript.ts) marks <html> with
 *   the saved accessibility choices (font scale, high contrast), whether the welcome was already
 *   closed in this tab, and that JavaScript runs; it keeps the clicks made before React owns the
 *   page and starts the page's first data. The apps' Content-Security-Policy allows it by its
 *   hash, still without 'unsafe-inline' (README.md);
 * - the CSS those marks switch on, and what a visitor without JavaScript sees instead (shown
 *   unless the script marked <html>).
 *
 * The app removes the theme's marks once its own theme is applied (AppProviders' ThemeHandover).
 */
import { createTheme } from '../../theme/theme';
import { EARLY_CLICKS, type EarlyClicks } from './earlyClickQueue';
import { BEFORE_PAINT_MARKS, MAIN_PICTURE_VARIABLE } from './marks';

/** The app has drawn the news (or failed to): the loading state no longer shows the early picture. */
export function forgetMainPicture(): void {
  if (typeof document !== 'undefined')
    document.documentElement.style.removeProperty(MAIN_PICTURE_VARIABLE);
}

/** Shown, outside the app's root, when the browser runs no JavaScript. */
export const NO_SCRIPT_MESSAGE =
  'Esta página precisa de JavaScript para a busca na fila, as notícias e o acesso à sua conta. Ative o JavaScript no navegador e recarregue a página.';

/**
 * High contrast until the app's own theme takes over (the theme's own colours); the welcome open
 * over the page, as the modal will be; the no-JavaScript notice.
 */
export function beforePaintCss(): string {
  const contrast = `html[${BEFORE_PAINT_MARKS.highContrast}]`;
  const high = createTheme({ highContrast: true }).colors;
  const base = createTheme().colors;
  const js = `html[${BEFORE_PAINT_MARKS.script}]`;
  const noJs = `html:not([${BEFORE_PAINT_MARKS.script}])`;
  return [
    `${contrast} body,${contrast} body *{background-color:${high.background}!important;color:${high.text}!important;border-color:${high.border}!important}`,
    `${contrast} a,${contrast} a *,${contrast} button{color:${high.primary}!important}`,
    `html:not([${BEFORE_PAINT_MARKS.welcomeSeen}]) dialog[data-prerendered]:not([data-hydrated]):not([open]){display:flex;flex-direction:column;position:fixed;inset:0;margin:auto;height:fit-content;z-index:1000;box-shadow:0 0 0 100vmax ${base.overlay}}`,
    `.sem-javascript{margin:0;padding:1rem;background:${base.warningLight};color:${base.text};border-bottom:2px solid ${base.warning};font-family:sans-serif}`,
    `${js} .sem-javascript{display:none}`,
    // Without JavaScript: no welcome that could not be closed, no loader that would never end.
    `${noJs} dialog[data-prerendered],${noJs} [data-loader]{display:none!important}`,
  ].join('\n');
}

/**
 * The app has taken the page over: marks <html> and, when the visitor pressed a button before
 * React owned it, loads the replay (earlyClicks.ts, a chunk only such a visit fetches).
 */
export function takeOverPage(): void {
  document.documentElement.setAttribute(BEFORE_PAINT_MARKS.ready, '');
  const early = (window as unknown as Record<string, EarlyClicks | undefined>)[EARLY_CLICKS];
  if (!early) return;
  const replay = () => void import('./earlyClicks').then((m) => m.replayEarlyClicks(early));
  early.r = replay;
  if (early.q.length) replay();
}
