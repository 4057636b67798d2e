/**
 * Lazy screens are chunks fetched on navigation. When one fails to load, the cause is either the
 * network (try again) or a deploy mid-session: the page still runs the old build, whose chunks are
 * gone from the host. These tell the two apart, so the boundary reloads by itself once for a new
 * build and otherwise offers 'Recarregar'.
 */

/** Dynamic-import failures as Chromium, Firefox, Safari and Vite's preload helper word them. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_FAILURE.test(`${error.name}: ${error.message}`);
}

/** The module scripts an HTML document starts, as absolute URLs (the build's entry chunks). */
export function entryScripts(html: string, baseUrl: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.querySelectorAll<HTMLScriptElement>('script[type="module"][src]'))
    .map((script) => new URL(script.getAttribute('src') ?? '', baseUrl).href)
    .sort();
}

/** The entry chunks of the page now running. */
export function runningEntryScripts(): string[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]'))
    .map((script) => script.src)
    .sort();
}

/**
 * Asks the host for this page's HTML again (the SPA fallback answers any route of the app) and
 * returns its entry chunks when they differ from the running ones: a new build. `null` when the
 * build is the same or the host cannot be reached.
 */
export async function newBuildEntries(fetcher: typeof fetch = fetch): Promise<string[] | null> {
  try {
    const response = await fetcher(window.location.href, {
      cache: 'no-store',
      headers: { Accept: 'text/html' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return null;
    const fresh = entryScripts(await response.text(), window.location.href);
    const running = runningEntryScripts();
    if (fresh.length === 0 || fresh.join(' ') === running.join(' ')) return null;
    return fresh;
  } catch {
    return null;
  }
}

const RELOADED_FOR = 'app.recarregadoParaVersao';

/**
 * Reloads the page for a new build, once per build: if the new build fails too, the next failure
 * shows the message instead of reloading in a loop. Returns whether it is reloading.
 */
export async function reloadOnceForNewBuild(
  reload: () => void = () => window.location.reload(),
  fetcher?: typeof fetch,
): Promise<boolean> {
  const fresh = await newBuildEntries(fetcher);
  if (!fresh) return false;
  const mark = fresh.join(' ');
  try {
    if (sessionStorage.getItem(RELOADED_FOR) === mark) return false;
    sessionStorage.setItem(RELOADED_FOR, mark);
  } catch {
    return false; // no storage: never risk a reload loop
  }
  reload();
  return true;
}
