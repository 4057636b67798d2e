/**
 * The before-paint script: the one inline script of a prerendered page, run as soon as the
 * parser reaches it in the <head>, before the first paint and long before the app's code. The
 * build bundles this module into that script (inlineScript.ts); the app never imports it.
 *
 * It marks <html> with what the page's own CSS needs to paint as the app will (JavaScript runs;
 * the saved high contrast and font size; the welcome already closed in this tab), keeps the
 * clicks and form submissions made before React owns the page (earlyClicks.ts), and starts the
 * page's first data and, on the home page, its main news picture (firstData.ts).
 *
 * Kept small and with no imports but constants: every byte is in every prerendered page.
 */
import { REQUEST_TIMEOUT_HEADER } from '@portal/contracts/client/rest';
import { FONT_SCALES, PREFERENCES_STORAGE_KEY } from '../../theme/accessibility';
import {
  BEFORE_PAINT_MARKS,
  FIRST_DATA_ATTRIBUTES,
  MAIN_PICTURE_GLOBAL,
  MAIN_PICTURE_VARIABLE,
  WELCOME_SEEN_KEY,
} from './marks';
import { EARLY_CLICKS, REACT_PROPS, type EarlyClicks } from './earlyClickQueue';
import { FIRST_DATA_GLOBAL } from './firstData';

type Globals = Record<string, unknown>;

/** Runs the script: what the page's bundled inline script does. */
export function beforePaint(): void {
  const html = document.documentElement;
  const globals = window as unknown as Globals;
  html.setAttribute(BEFORE_PAINT_MARKS.script, '');
  keepEarlyClicks(globals);
  markPreferences(html);
  startFirstData(html, globals);
}

/** Whether React has rendered or hydrated `node` (its props are on it). */
const ownedByReact = (node: object) => Object.keys(node).some((key) => key.startsWith(REACT_PROPS));

/**
 * A button or link pressed before React owns it is kept for the app to press again
 * (earlyClicks.ts: the app's link keeps the address's municipio, the page's cannot know it); a
 * form React does not own yet is not sent by the browser itself (a login's fields would end up
 * in the address).
 */
function keepEarlyClicks(globals: Globals) {
  const first = !globals[EARLY_CLICKS];
  const queue: EarlyClicks = { q: [], r: null };
  globals[EARLY_CLICKS] = queue;
  if (!first) return;
  const early = (event: Event) => {
    const target = event.target as Element | null;
    const kept = globals[EARLY_CLICKS] as EarlyClicks;
    if (event.type === 'submit') {
      if (target && !ownedByReact(target)) event.preventDefault();
      return;
    }
    let button = target?.closest?.<HTMLElement>('button,a[href]') ?? null;
    const click = event as MouseEvent;
    // A link opened elsewhere (new tab, another site) or a download (a file the page made, e.g.
    // 'Baixar meus dados') is the browser's alone.
    if (
      button instanceof HTMLAnchorElement &&
      (button.target ||
        button.hasAttribute('download') ||
        button.origin !== location.origin ||
        click.button ||
        click.ctrlKey ||
        click.metaKey ||
        click.shiftKey ||
        click.altKey)
    )
      button = null;
    if (!button || ownedByReact(button)) return;
    event.preventDefault();
    if (!kept.q.includes(button)) kept.q.push(button);
    kept.r?.();
  };
  document.addEventListener('click', early, true);
  document.addEventListener('submit', early, true);
}

/** The saved accessibility choices and the closed welcome, as the app reads them. */
function markPreferences(html: HTMLElement) {
  try {
    const saved = JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) || '{}') as {
      highContrast?: unknown;
      fontScale?: unknown;
    };
    if (saved.highContrast === true) html.setAttribute(BEFORE_PAINT_MARKS.highContrast, '');
    const scale = saved.fontScale;
    if (
      typeof scale === 'number' &&
      scale !== 1 &&
      (FONT_SCALES as readonly number[]).includes(scale)
    )
      html.style.fontSize = `${scale * 100}%`;
  } catch {
    // No storage (a private window's policy) or a tampered value: the defaults.
  }
  try {
    if (sessionStorage.getItem(WELCOME_SEEN_KEY) === '1')
      html.setAttribute(BEFORE_PAINT_MARKS.welcomeSeen, '');
  } catch {
    // No session storage: the welcome shows.
  }
}

/**
 * The first data: each call its script's attribute names, started now and kept by absolute URL
 * for the app's client (firstData.ts), with the header the client sends (so the answer is the one
 * it would get). The attributes are not covered by the script's CSP hash: one script serves every
 * page.
 */
function startFirstData(html: HTMLElement, globals: Globals) {
  const script =
    document.currentScript ?? document.querySelector(`script[${FIRST_DATA_ATTRIBUTES.calls}]`);
  const kept: Record<string, Promise<Response>> = {};
  globals[FIRST_DATA_GLOBAL] = kept;
  const calls = script?.getAttribute(FIRST_DATA_ATTRIBUTES.calls);
  const news = script?.getAttribute(FIRST_DATA_ATTRIBUTES.mainPicture);
  if (!calls || !globals.fetch) return;
  for (const call of calls.split(' ')) {
    try {
      const url = new URL(call, location.href).href;
      const answer = fetch(url, { headers: { 'Request-Timeout': REQUEST_TIMEOUT_HEADER } });
      kept[url] = answer;
      answer.catch(() => {});
      if (call === news)
        answer
          .then((response) => (response.ok ? response.clone().json() : null))
          .then((feeds: unknown) => askForMainPicture(feeds, html, globals))
          .catch(() => {});
    } catch {
      // An address the browser cannot parse: the app makes that call itself.
    }
  }
}

interface NewsItem {
  dataPublicacao?: unknown;
  enclosure?: { url?: unknown } | null;
}

/** A publication date with a time zone, as the app orders the news (portal/news/feed.ts). */
const DATED = /^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/;

/**
 * The main news picture of a news answer, requested at once (an `Image`, so that the app's <img>
 * of the same URL reuses it: the document's list of available images), and shown by the page's
 * loading state once it has loaded (MAIN_PICTURE_VARIABLE), without waiting for the app. Only
 * when the answer says for certain which item the app will show first (orderNews in
 * portal/news/feed.ts): every item dated with a time zone, one newest item (items of the same
 * moment are shuffled), and its picture the enclosure's http(s) URL, as newsImage takes it.
 * Otherwise nothing is asked for.
 */
function askForMainPicture(feeds: unknown, html: HTMLElement, globals: Globals) {
  if (!Array.isArray(feeds)) return;
  let newest: NewsItem | null = null;
  let newestAt = -Infinity;
  let tie = false;
  for (const feed of feeds as Array<{ noticias?: unknown } | null>) {
    const items = feed && Array.isArray(feed.noticias) ? (feed.noticias as NewsItem[]) : [];
    for (const item of items) {
      const date =
        item && typeof item.dataPublicacao === 'string' ? item.dataPublicacao.trim() : '';
      const at = DATED.test(date) ? Date.parse(date) : NaN;
      if (isNaN(at)) return;
      if (at > newestAt) [newestAt, newest, tie] = [at, item, false];
      else if (at === newestAt) tie = true;
    }
  }
  const url = tie ? undefined : newest?.enclosure?.url;
  if (typeof url !== 'string') return;
  const picture = new URL(url.trim());
  if (picture.protocol !== 'http:' && picture.protocol !== 'https:') return;
  const image = new Image();
  image.fetchPriority = 'high';
  // Shown in the loading state once loaded, as a CSS string (CSS.escape: a backslash in the query).
  // (An old browser may lack CSS.escape: the picture then waits for the app.)
  const css = (window as { CSS?: Partial<typeof CSS> }).CSS;
  image.onload = () => {
    if (css?.escape)
      html.style.setProperty(MAIN_PICTURE_VARIABLE, `url("${css.escape(picture.href)}")`);
  };
  image.src = picture.href;
  globals[MAIN_PICTURE_GLOBAL] = image;
}
