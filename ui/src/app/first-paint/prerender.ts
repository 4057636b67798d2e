/**
 * Prerendered shells: after an app's client build, renders its public pages to HTML so that they
 * paint before any JavaScript has arrived (a Vite plugin, Node only). For each page:
 *
 * - the markup of #root from the app's server entry (React's `prerenderToNodeStream`, which waits
 *   for every code-split screen, and styled-components' ServerStyleSheet for the CSS it uses),
 *   marked `data-prerendered="<path>"` so the browser hydrates it (../renderApp.tsx);
 * - `<link rel="modulepreload">` for the chunks of the page's screen, so they load beside the
 *   entry rather than after it (the app waits for them before hydrating);
 * - the before-paint script (inline.ts, bundled by inlineScript.ts) and CSS (beforePaint.ts), and
 *   a notice for browsers without JavaScript.
 *
 * Pages are written as `<path>/index.html` (the root page as index.html) with their brotli and
 * gzip copies; the unrendered shell becomes `spa.html`, the fallback for every other client route
 * (the sandbox's spa(), deploy/nginx.conf and deploy/Caddyfile). The script's CSP hash goes to
 * `csp-hashes.json` beside them, which the sandbox reads for the app's pages (README.md).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { bundleBeforePaintScript, CSP_HASHES_FILE, cspHashesJson } from './inlineScript.ts';

export interface PrerenderOptions {
  /** The server entry, relative to the app's root: exports `render(path)` and `PRERENDERED`. */
  entry: string;
  /** Each page's path and the source modules (from the repository's root) its screen is made of. */
  pages: Record<string, string[]>;
}

/** What the before-paint head and the no-JavaScript notice are made of (beforePaint.ts). */
export interface BeforePaint {
  /** The bundled before-paint script (inlineScript.ts). */
  script: string;
  beforePaintCss: () => string;
  NO_SCRIPT_MESSAGE: string;
  /** The script's attributes naming the page's first data (marks.ts). */
  FIRST_DATA_ATTRIBUTES: { calls: string; mainPicture: string };
}

/** A page's first GET calls, and the one whose answer names the main news picture. */
export interface FirstData {
  calls: string[];
  mainPicture: string | null;
}

interface ServerEntry extends Omit<BeforePaint, 'script'> {
  firstData: (path: string) => FirstData;
  render: (path: string) => Promise<{ html: string; styles: string; title: string | null }>;
  PRERENDERED: Record<string, unknown>;
}

/** The name of the unrendered shell every other route falls back to. */
export const SPA_SHELL = 'spa.html';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Where each source module of a client build went, and what each chunk imports. */
export interface BuildChunks {
  chunkOf: Map<string, string>;
  importsOf: Map<string, string[]>;
  /** The entry chunk and what it imports: the page's own script tags load them already. */
  loaded: Set<string>;
}

/** The chunk files `modules` need, their static imports first, without those the entry loads. */
export function chunksOf({ chunkOf, importsOf, loaded }: BuildChunks, modules: string[]): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file) || files.has(file)) return;
    for (const imported of importsOf.get(file) ?? []) visit(imported);
    files.add(file);
  };
  for (const module of modules) {
    const file = chunkOf.get(module);
    if (!file) throw new Error(`prerender: ${module} is in no chunk of the build`);
    visit(file);
  }
  return [...files];
}

/** The page's HTML: the built shell with the rendered markup, its styles and preloads. */
export function pageHtml(
  shell: string,
  page: {
    path: string;
    html: string;
    styles: string;
    title: string | null;
    preloads: string[];
    /**
     * The page's first GET calls: its before-paint script starts them, beside the code, and hands
     * the answers to the app's client (which would otherwise make them once it runs).
     */
    data: FirstData;
    base: string;
  },
  { script: inlineScript, beforePaintCss, NO_SCRIPT_MESSAGE, FIRST_DATA_ATTRIBUTES }: BeforePaint,
): string {
  const attribute = (name: string, value: string) =>
    ` ${name}="${escapeHtml(value).replace(/"/g, '&quot;')}"`;
  const scriptAttributes =
    (page.data.calls.length
      ? attribute(FIRST_DATA_ATTRIBUTES.calls, page.data.calls.join(' '))
      : '') +
    (page.data.mainPicture
      ? attribute(FIRST_DATA_ATTRIBUTES.mainPicture, page.data.mainPicture)
      : '');
  const script = `>${inlineScript}</script>`;
  const head = [
    `<script${scriptAttributes}${script}`,
    `<style>${beforePaintCss()}</style>`,
    ...page.preloads.map(
      (file) => `<link rel="modulepreload" crossorigin href="${page.base}${file}">`,
    ),
    page.styles,
  ].join('\n    ');
  const root = '<div id="root"></div>';
  if (!shell.includes(root) || !shell.includes('</head>'))
    throw new Error('prerender: the shell has no empty #root or no </head>');
  // Replacer functions: a replacement string would read `$'`, `$&`… in the page as patterns.
  // The scripts of the shell's head and the page's preloads, at low priority; then the page.
  const html = lowPriorityScripts(
    shell
      .replace(/<title>[^<]*<\/title>/, (tag) =>
        page.title ? `<title>${escapeHtml(page.title)}</title>` : tag,
      )
      .replace('</head>', () => `  ${head}\n  </head>`),
  ).replace(
    root,
    () =>
      `<p class="sem-javascript">${escapeHtml(NO_SCRIPT_MESSAGE)}</p>\n    ` +
      `<div id="root" data-prerendered="${page.path}">${page.html}</div>`,
  );
  if (html.split(script).length !== 2)
    throw new Error(`prerender: ${page.path} does not carry its before-paint script intact`);
  return html;
}

/**
 * A prerendered page paints from its HTML: its scripts (the entry, Vite's preloads of its imports
 * and the screen's chunks) load at low priority, behind what that paint needs.
 * Lighthouse's simulation counts a high-priority script that arrived before the page was painted
 * as holding the paint back: the first paint of /solicitacoes came out at 0.7 s or 2.5 s from one
 * run to the next, depending on which arrived first on the machine. (Only prerendered pages: the
 * unrendered shell has nothing to paint before its script.)
 */
export function lowPriorityScripts(shell: string): string {
  return shell
    .replace(
      /<script type="module" crossorigin src=/g,
      '<script type="module" fetchpriority="low" crossorigin src=',
    )
    .replace(
      /<link rel="modulepreload" crossorigin href=/g,
      '<link rel="modulepreload" fetchpriority="low" crossorigin href=',
    );
}

function writeCompressed(file: string, text: string) {
  writeFileSync(file, text);
  const raw = Buffer.from(text);
  if (raw.length < 1024) return;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
}

export function prerender({ entry, pages }: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  const chunks: BuildChunks = { chunkOf: new Map(), importsOf: new Map(), loaded: new Set() };
  return {
    name: 'portal:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) chunks.chunkOf.set(id, output.fileName);
        chunks.importsOf.set(output.fileName, output.imports);
        if (output.isEntry)
          [output.fileName, ...output.imports].forEach((f) => chunks.loaded.add(f));
      }
    },
    async closeBundle() {
      // The server build below runs this same config; and a build for the browser mocks (e2e)
      // starts its worker before rendering, so it is not prerendered.
      if (config.build.ssr || process.env.VITE_MOCKS === 'browser') return;
      const started = Date.now();
      const outDir = resolve(config.root, config.build.outDir);
      // One per output folder: another build of the same app (a variant an e2e test makes while
      // the apps build) never removes this one's server bundle.
      const serverDir = resolve(config.root, 'node_modules/.prerender', basename(outDir));
      rmSync(serverDir, { recursive: true, force: true });
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        // Bundled rather than imported from node_modules: Node's ESM import of styled-components'
        // CommonJS build has no default export.
        ssr: { noExternal: true },
        build: {
          ssr: entry,
          outDir: serverDir,
          emptyOutDir: true,
          sourcemap: false,
          rolldownOptions: {
            output: { entryFileNames: 'serverEntry.js', codeSplitting: false },
          },
        },
      });
      const server = (await import(
        `${pathToFileURL(join(serverDir, 'serverEntry.js')).href}?t=${started}`
      )) as ServerEntry;
      const listed = Object.keys(server.PRERENDERED).sort();
      if (listed.join() !== Object.keys(pages).sort().join())
        throw new Error(
          `prerender: the app hydrates ${listed.join(', ')} but the build renders ${Object.keys(pages).join(', ')}`,
        );

      const beforePaint = await bundleBeforePaintScript();
      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
      const rootDir = resolve(config.root, '../..');
      writeCompressed(join(outDir, SPA_SHELL), shell);
      for (const [path, modules] of Object.entries(pages)) {
        const ids = modules.map((module) => join(rootDir, module));
        const location = `${config.base.replace(/\/$/, '')}${path}`;
        const rendered = await server.render(location);
        // A boundary left pending or failed (`<!--$?-->`, `<!--$!-->`) or a script of React's would
        // not be the page the browser hydrates.
        const unfinished = /<script|<template id=|<!--\$[?!]-->/.exec(rendered.html);
        if (unfinished)
          throw new Error(
            `prerender: ${location} rendered an unfinished boundary or a script: …${rendered.html.slice(Math.max(0, unfinished.index - 300), unfinished.index + 200)}…`,
          );
        const html = pageHtml(
          shell,
          {
            path: location,
            ...rendered,
            preloads: chunksOf(chunks, ids),
            data: server.firstData(path),
            base: config.base,
          },
          { ...server, script: beforePaint.code },
        );
        const file = join(outDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
        mkdirSync(dirname(file), { recursive: true });
        writeCompressed(file, html);
      }
      rmSync(serverDir, { recursive: true, force: true });
      // The hashes of exactly what the pages carry, for the sandbox's CSP; a static host's CSP
      // takes them from deploy/ (`npm run generate`), which the tests keep equal to this script.
      const hashes = cspHashesJson({ 'script-src': [beforePaint.hash] });
      writeFileSync(join(outDir, CSP_HASHES_FILE), hashes);
      const deployed = resolve(rootDir, 'deploy', CSP_HASHES_FILE);
      if (existsSync(deployed) && readFileSync(deployed, 'utf8') !== hashes)
        config.logger.warn(
          `[prerender] deploy/${CSP_HASHES_FILE} does not allow this before-paint script: run \`npm run generate\``,
        );
      config.logger.info(
        `[prerender] ${Object.keys(pages).length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
