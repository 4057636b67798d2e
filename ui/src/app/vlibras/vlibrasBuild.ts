/**
 * The portal build's side of VLibras (Node only): checks `VITE_VLIBRAS` (a bad value fails the
 * build) and, when the widget is on, writes `csp-sources.json` beside the pages with what their
 * CSP must add (the sandbox adds it to the portal's pages; docs/deploy.md gives it to a static
 * host). A build with VLibras off writes nothing.
 */
import type { Plugin } from 'vite';
import { CSP_SOURCES_FILE, vlibrasCspSources, vlibrasScriptUrl } from './vlibras.ts';

export function vlibrasCsp(): Plugin {
  let src: string | null = null;
  return {
    name: 'portal:vlibras-csp',
    apply: 'build',
    configResolved(config) {
      src = vlibrasScriptUrl(config.env.VITE_VLIBRAS);
    },
    generateBundle() {
      if (!src || this.environment.config.build.ssr) return;
      this.emitFile({
        type: 'asset',
        fileName: CSP_SOURCES_FILE,
        source: `${JSON.stringify(vlibrasCspSources(src), null, 2)}\n`,
      });
    },
  };
}
