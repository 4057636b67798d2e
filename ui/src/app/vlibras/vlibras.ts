/**
 * VLibras, the federal government's Portuguese-to-Libras widget (https://vlibras.gov.br): which
 * script a build loads, and what its pages' Content-Security-Policy must then allow. Shared by the
 * browser (loadVLibras.ts, the accessibility page) and the build (vlibrasBuild.ts); no DOM here.
 */

/** The official widget's script, what `VITE_VLIBRAS=on` loads. */
export const VLIBRAS_OFFICIAL_URL = 'https://vlibras.gov.br/app/vlibras-plugin.js';

/** The widget's own hosts: its player, dictionary, translation and access count live there. */
const VLIBRAS_HOSTS = ['https://vlibras.gov.br', 'https://*.vlibras.gov.br'];

/**
 * The widget script a build's `VITE_VLIBRAS` names: unset, empty or `off`, none (VLibras is off,
 * the default and the sandbox's); `on`, the official one; an http(s) address, that one (a mirror of
 * the widget, or a test's stand-in). Anything else throws: the build fails rather than ship a
 * portal that silently lacks, or has, the widget.
 */
export function vlibrasScriptUrl(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text || text === 'off') return null;
  if (text === 'on') return VLIBRAS_OFFICIAL_URL;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol))
    throw new Error(`VITE_VLIBRAS: "${text}" is not on, off or an http(s) address of the widget`);
  return url.href;
}

/** The widget's root (`new VLibras.Widget(root)`): the script's folder, as the official snippet gives it. */
export const vlibrasRoot = (scriptUrl: string) => new URL('.', scriptUrl).href.replace(/\/$/, '');

/** The name of the file a build writes beside its pages when its CSP must allow more. */
export const CSP_SOURCES_FILE = 'csp-sources.json';

/**
 * What the pages' CSP adds, directive by directive, when the widget is on: the script's origin and
 * VLibras' hosts; and, in script-src, `'unsafe-eval'`, `'wasm-unsafe-eval'` and `blob:`, which the
 * widget's Unity player needs (its maintainers say so in spbgovbr-vlibras/vlibras-web-browsers#3).
 * A build without the widget adds nothing: those hosts and keywords appear in no policy.
 */
export function vlibrasCspSources(scriptUrl: string): Record<string, string[]> {
  const hosts = [...new Set([new URL(scriptUrl).origin, ...VLIBRAS_HOSTS])];
  return {
    'script-src': [...hosts, "'unsafe-eval'", "'wasm-unsafe-eval'", 'blob:'],
    'style-src': hosts,
    'font-src': hosts,
    'connect-src': hosts,
    'worker-src': hosts,
  };
}
