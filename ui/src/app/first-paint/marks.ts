/**
 * The names the before-paint script (inline.ts) and the app share: the marks it sets on <html>,
 * its own attributes, the window properties and storage keys it reads or fills. A module of
 * constants only, so that bundling the script takes nothing else of the app.
 */

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
