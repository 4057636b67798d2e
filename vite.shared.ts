import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { AliasOptions, Plugin, UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Source aliases shared by every Vite, Vitest and Storybook config: packages are consumed as TypeScript source. */
export const aliases: AliasOptions = [
  { find: /^@portal\/contracts$/, replacement: at('./contracts/src/index.ts') },
  { find: /^@portal\/contracts\/(.*)$/, replacement: at('./contracts/src/$1') },
  { find: /^@portal\/ui$/, replacement: at('./ui/src/index.ts') },
  { find: /^@portal\/ui\/(.*)$/, replacement: at('./ui/src/$1') },
  { find: /^@portal\/mocks$/, replacement: at('./mocks/src/index.ts') },
  { find: /^@portal\/mocks\/(.*)$/, replacement: at('./mocks/src/$1') },
];

export const rootDir = at('.');

const workerFile = at('./mocks/public/mockServiceWorker.js');

/**
 * Serves (dev) and emits (build) MSW's worker file when the app runs its mocks in the browser
 * (`VITE_MOCKS=browser`). Builds for the sandbox or a real backend carry no worker.
 */
function mswWorker(enabled: boolean): Plugin {
  return {
    name: 'portal:msw-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use((req, res, next) => {
        if (!req.url?.endsWith('/mockServiceWorker.js')) return next();
        res.setHeader('Content-Type', 'application/javascript');
        res.setHeader('Service-Worker-Allowed', '/');
        res.end(readFileSync(workerFile));
      });
    },
    generateBundle() {
      if (!enabled) return;
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: readFileSync(workerFile),
      });
    },
  };
}

/**
 * React Router's production build in app builds: the package's default export is its development
 * build, whose warnings (dead in production) cost the portal's first page ~0.5 KB gzip.
 */
function routerProductionBuild(): Plugin {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    name: 'portal:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: `${dist}/index.mjs` },
          { find: /^react-router\/dom$/, replacement: `${dist}/dom-export.mjs` },
        ],
      },
    }),
  };
}

const appVersion = (JSON.parse(readFileSync(at('./package.json'), 'utf8')) as { version: string })
  .version;

/** The Vite config every app shares; `base` is where the sandbox (and a deployment) mounts the app. */
export function appConfig({
  base,
  port,
  root,
}: {
  base: string;
  port: number;
  root: string;
}): UserConfig {
  const mocksInBrowser = (process.env.VITE_MOCKS ?? '') === 'browser';
  return {
    root,
    base,
    plugins: [
      react(),
      routerProductionBuild(),
      mswWorker(mocksInBrowser),
      // Brotli and gzip beside each text file of the build, made once here rather than on every
      // request: the sandbox (and nginx's gzip_static/brotli_static) serve them by Accept-Encoding.
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
        threshold: 1024,
        skipIfLargerOrEqual: true,
        logLevel: 'silent',
      }),
    ],
    resolve: { alias: aliases },
    envDir: at('.'),
    define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion) },
    server: { port, strictPort: false },
    preview: { port },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      target: 'es2022',
      reportCompressedSize: false,
    },
  };
}
