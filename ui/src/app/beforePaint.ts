/**
 * What a prerendered page (scripts/prerender.ts) carries in its <head> so that its first paint,
 * before any of the app's JavaScript, is already the visitor's:
 *
 * - a tiny inline script that reads the saved accessibility choices (font scale, high contrast)
 *   and whether the welcome was already closed in this tab, and marks <html> with them. Until the
 *   app has taken over, it keeps a button pressed early for the app to press again
 *   (`replayEarlyClicks`) and stops a form from being sent by the browser itself (a login's
 *   fields in the address, or lost). The
 *   apps' Content-Security-Policy allows it by its hash (the sandbox hashes each page's inline
 *   scripts; README '## Security' gives it for a static host), still without 'unsafe-inline';
 * - the CSS those marks switch on, and what a visitor without JavaScript sees instead (shown
 *   unless the script marked <html>).
 *
 * The app removes the marks once its own theme is applied (AppThemeProvider).
 */
import { PREFERENCES_STORAGE_KEY } from '../theme/accessibility';
import { FONT_SCALES } from '../theme/theme';

/** sessionStorage key: the queue search's welcome was closed in this tab (WelcomeModal). */
export const WELCOME_SEEN_KEY = 'portal.boas-vindas-vista';

/** <html> attributes set before the first paint. */
export const BEFORE_PAINT_MARKS = {
  /** JavaScript runs (a `<noscript>` would not do: some browsers' script switches leave it unparsed). */
  script: 'data-js',
  /** The app has taken the page over (renderApp): early clicks are replayed, forms are its own. */
  ready: 'data-app',
  highContrast: 'data-alto-contraste',
  welcomeSeen: 'data-boas-vindas-vista',
} as const;

/** Shown, outside the app's root, when the browser runs no JavaScript. */
export const NO_SCRIPT_MESSAGE =
  'Esta página precisa de JavaScript para a busca na fila, as notícias e o acesso à sua conta. Ative o JavaScript no navegador e recarregue a página.';

/** Where the script keeps the buttons pressed before the app ran. */
const EARLY_CLICKS = '__cliquesAntesDoApp';

/** The inline script (a function, so that the apps' bundles, which never use it, drop it). */
export const beforePaintScript = () =>
  `(function(){var d=document.documentElement,w=window,q=w.${EARLY_CLICKS}=[];d.setAttribute('${BEFORE_PAINT_MARKS.script}','');` +
  `function early(e){if(d.hasAttribute('${BEFORE_PAINT_MARKS.ready}'))return;` +
  `if(e.type==='submit'){e.preventDefault();return}` +
  `var b=e.target&&e.target.closest?e.target.closest('button'):null;` +
  `if(b){e.preventDefault();if(q.indexOf(b)<0)q.push(b)}}` +
  `document.addEventListener('click',early,true);document.addEventListener('submit',early,true);` +
  `try{var p=JSON.parse(localStorage.getItem(${JSON.stringify(PREFERENCES_STORAGE_KEY)})||'{}');` +
  `if(p.highContrast===true)d.setAttribute('${BEFORE_PAINT_MARKS.highContrast}','');` +
  `if(${JSON.stringify(FONT_SCALES.filter((scale) => scale !== 1))}.indexOf(p.fontScale)>-1)d.style.fontSize=p.fontScale*100+'%'}catch(e){}` +
  `try{if(sessionStorage.getItem(${JSON.stringify(WELCOME_SEEN_KEY)})==='1')d.setAttribute('${BEFORE_PAINT_MARKS.welcomeSeen}','')}catch(e){}` +
  `})()`;

const contrast = `html[${BEFORE_PAINT_MARKS.highContrast}]`;

/**
 * High contrast until the app's own theme takes over (yellow on black, as the theme's); the
 * welcome open over the page, as the modal will be; the no-JavaScript notice.
 */
export const beforePaintCss = () =>
  [
    `${contrast} body,${contrast} body *{background-color:#000!important;color:#fff!important;border-color:#fff!important}`,
    `${contrast} a,${contrast} a *,${contrast} button{color:#ff0!important}`,
    `html:not([${BEFORE_PAINT_MARKS.welcomeSeen}]) dialog[data-prerendered]:not([data-hydrated]):not([open]){display:flex;flex-direction:column;position:fixed;inset:0;margin:auto;height:fit-content;z-index:1000;box-shadow:0 0 0 100vmax rgba(0,0,0,.55)}`,
    `.sem-javascript{margin:0;padding:1rem;background:#fff4e0;color:#1b1b1b;border-bottom:2px solid #8a5300;font-family:sans-serif}`,
    `html[${BEFORE_PAINT_MARKS.script}] .sem-javascript{display:none}`,
    // Without JavaScript: no welcome that could not be closed, no loader that would never end.
    `html:not([${BEFORE_PAINT_MARKS.script}]) dialog[data-prerendered],html:not([${BEFORE_PAINT_MARKS.script}]) [data-loader]{display:none!important}`,
  ].join('\n');

/**
 * The app has taken the page over: marks <html> and presses again, now with the app's handlers,
 * each button the visitor pressed before (still on the page: a hydrated page keeps its nodes).
 */
export function replayEarlyClicks(): void {
  document.documentElement.setAttribute(BEFORE_PAINT_MARKS.ready, '');
  const early = (window as unknown as Record<string, HTMLElement[] | undefined>)[EARLY_CLICKS];
  for (const button of early?.splice(0) ?? []) if (button.isConnected) button.click();
}
