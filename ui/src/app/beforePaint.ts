/**
 * What a prerendered page (scripts/prerender.ts) carries in its <head> so that its first paint,
 * before any of the app's JavaScript, is already the visitor's:
 *
 * - a tiny inline script that reads the saved accessibility choices (font scale, high contrast)
 *   and whether the welcome was already closed in this tab, and marks <html> with them. It keeps
 *   a button or link pressed before React owns it for the app to press again (earlyClicks.ts:
 *   the app's link keeps the address's municipio, the page's cannot know it) and stops
 *   a form React does not own yet from being sent by the browser itself (a login's fields would
 *   end up in the address). The
 *   apps' Content-Security-Policy allows it by its hash (the sandbox hashes each page's inline
 *   scripts; deploy/nginx.conf gives it for a static host), still without 'unsafe-inline';
 * - the CSS those marks switch on, and what a visitor without JavaScript sees instead (shown
 *   unless the script marked <html>).
 *
 * The app removes the theme's marks once its own theme is applied (AppProviders' ThemeHandover).
 */
import { REQUEST_TIMEOUT_HEADER } from '@portal/contracts';
import { PREFERENCES_STORAGE_KEY } from '../theme/accessibility';
import { FIRST_DATA_GLOBAL } from './firstData';
import { EARLY_CLICKS as EARLY, REACT_PROPS, type EarlyClicks } from './earlyClickQueue';
import { createTheme, FONT_SCALES } from '../theme/theme';

/** sessionStorage key: the queue search's welcome was closed in this tab (WelcomeModal). */
export const WELCOME_SEEN_KEY = 'portal.boas-vindas-vista';

/** <html> attributes set before the first paint. */
export const BEFORE_PAINT_MARKS = {
  /** JavaScript runs (a `<noscript>` would not do: some browsers' script switches leave it unparsed). */
  script: 'data-js',
  /** The app has taken the page over (renderApp's first commit, `takeOverPage`). */
  ready: 'data-app',
  highContrast: 'data-alto-contraste',
  welcomeSeen: 'data-boas-vindas-vista',
} as const;

/**
 * The before-paint script's own attributes (not covered by its CSP hash, so one script serves
 * every page): the first data it fetches, and which of those answers is the news feed whose main
 * picture it asks for (firstData.ts).
 */
export const FIRST_DATA_ATTRIBUTES = {
  /** Space-separated URLs of the page's first GET calls. */
  calls: 'data-first-data',
  /** The one of them that answers the news feeds (the home page). */
  mainPicture: 'data-main-picture',
} as const;

/** The window property that holds the main news picture while it loads (kept from collection). */
export const MAIN_PICTURE_GLOBAL = '__portalMainPicture';

/**
 * The CSS custom property (on <html>) that the before-paint script sets to the main news picture,
 * as `url("…")`, once that picture has loaded: the home page's loading state shows it in the
 * place the picture will take (portal/news/NewsView.tsx, NewsSkeleton), before the app has run.
 */
export const MAIN_PICTURE_VARIABLE = '--portal-noticia-principal';

/** The app has drawn the news (or failed to): the loading state no longer shows the early picture. */
export function forgetMainPicture(): void {
  if (typeof document !== 'undefined')
    document.documentElement.style.removeProperty(MAIN_PICTURE_VARIABLE);
}

/**
 * The main news picture of a news answer, requested at once (an `Image`, so that the app's <img>
 * of the same URL reuses it: the document's list of available images), and shown by the page's
 * loading state once it has loaded (MAIN_PICTURE_VARIABLE), without waiting for the app. Only
 * when the answer says for certain which item the app will show first (orderNews in
 * portal/news/feed.ts): every item dated with a time zone, one newest item (items of the same
 * moment are shuffled), and its picture the enclosure's http(s) URL, as newsImage takes it.
 * Otherwise nothing is asked for. (This part and the next are functions, as beforePaintScript is,
 * so that the apps' bundles drop their text.)
 */
const mainNewsPicture = () =>
  `function(f){var b=null,t=-Infinity,tie=false,ok=Array.isArray(f);` +
  `if(ok)f.forEach(function(e){(e&&Array.isArray(e.noticias)?e.noticias:[]).forEach(function(n){` +
  `var d=n&&typeof n.dataPublicacao==='string'?n.dataPublicacao.trim():'',` +
  `v=/^\\d{4}-\\d{2}-\\d{2}T.*(Z|[+-]\\d{2}:?\\d{2})$/.test(d)?Date.parse(d):NaN;` +
  `if(isNaN(v)){ok=false;return}if(v>t){t=v;b=n;tie=false}else if(v===t)tie=true})});` +
  `var u=ok&&!tie&&b&&b.enclosure&&typeof b.enclosure.url==='string'?new URL(b.enclosure.url.trim()):null;` +
  `if(u&&(u.protocol==='http:'||u.protocol==='https:')){var i=new Image();i.fetchPriority='high';` +
  // Shown in the loading state once loaded, as a CSS string (CSS.escape: a backslash in the query).
  `i.onload=function(){if(w.CSS&&CSS.escape)d.style.setProperty('${MAIN_PICTURE_VARIABLE}','url("'+CSS.escape(u.href)+'")')};` +
  `i.src=u.href;w.${MAIN_PICTURE_GLOBAL}=i}}`;

/**
 * The first data: each call started now and kept by absolute URL for the app's client
 * (firstData.ts), with the header the client sends (so the answer is the one it would get).
 */
const firstDataPart = () =>
  `var fs=document.currentScript||document.querySelector('script[${FIRST_DATA_ATTRIBUTES.calls}]'),` +
  `fd=w.${FIRST_DATA_GLOBAL}={},fu=fs&&fs.getAttribute('${FIRST_DATA_ATTRIBUTES.calls}'),` +
  `mp=fs&&fs.getAttribute('${FIRST_DATA_ATTRIBUTES.mainPicture}');` +
  `if(fu&&w.fetch)fu.split(' ').forEach(function(x){try{var k=new URL(x,location.href).href,` +
  `r=fd[k]=fetch(k,{headers:{'Request-Timeout':'${REQUEST_TIMEOUT_HEADER}'}});r.catch(function(){});` +
  `if(x===mp)r.then(function(a){return a.ok?a.clone().json():null}).then(${mainNewsPicture()}).catch(function(){})` +
  `}catch(e){}});`;

/** Shown, outside the app's root, when the browser runs no JavaScript. */
export const NO_SCRIPT_MESSAGE =
  'Esta página precisa de JavaScript para a busca na fila, as notícias e o acesso à sua conta. Ative o JavaScript no navegador e recarregue a página.';

/** The inline script (a function, so that the apps' bundles, which never use it, drop it). */
export const beforePaintScript = () =>
  `(function(){var d=document.documentElement,w=window,f=!w.${EARLY};w.${EARLY}={q:[],r:null};d.setAttribute('${BEFORE_PAINT_MARKS.script}','');` +
  `function own(n){var k=Object.keys(n);for(var i=0;i<k.length;i++)if(k[i].slice(0,${REACT_PROPS.length})==='${REACT_PROPS}')return true;return false}` +
  `function early(e){var t=e.target,a=w.${EARLY};if(e.type==='submit'){if(!own(t))e.preventDefault();return}` +
  `var b=t&&t.closest?t.closest('button,a[href]'):null;` +
  // A link opened elsewhere (new tab, another site) is the browser's alone.
  `if(b&&b.tagName==='A'&&(b.target||b.origin!==location.origin||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey))b=null;` +
  `if(b&&!own(b)){e.preventDefault();if(a.q.indexOf(b)<0)a.q.push(b);if(a.r)a.r()}}` +
  `if(f){document.addEventListener('click',early,true);document.addEventListener('submit',early,true)}` +
  `try{var p=JSON.parse(localStorage.getItem(${JSON.stringify(PREFERENCES_STORAGE_KEY)})||'{}');` +
  `if(p.highContrast===true)d.setAttribute('${BEFORE_PAINT_MARKS.highContrast}','');` +
  `if(${JSON.stringify(FONT_SCALES.filter((scale) => scale !== 1))}.indexOf(p.fontScale)>-1)d.style.fontSize=p.fontScale*100+'%'}catch(e){}` +
  `try{if(sessionStorage.getItem(${JSON.stringify(WELCOME_SEEN_KEY)})==='1')d.setAttribute('${BEFORE_PAINT_MARKS.welcomeSeen}','')}catch(e){}` +
  firstDataPart() +
  `})()`;

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
  const early = (window as unknown as Record<string, EarlyClicks | undefined>)[EARLY];
  if (!early) return;
  const replay = () => void import('./earlyClicks').then((m) => m.replayEarlyClicks(early));
  early.r = replay;
  if (early.q.length) replay();
}
