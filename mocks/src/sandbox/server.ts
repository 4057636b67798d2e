/**
 * The sandbox: the contract's handlers over real HTTP on json-server's Express app (CORS, gzip,
 * static files), state loaded from and saved to a JSON file, and the three built apps on one
 * origin where the spec's routes put them (portal `/`, gerencial `/clientes`, panel
 * `/clientes/painel`), plus the contract docs at `/contrato`.
 */
import { existsSync, statSync } from 'node:fs';
import type { Server, ServerResponse } from 'node:http';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import jsonServer from 'json-server';
import { setBaseLatency } from '../core/scenarios';
import { errorBody } from '../core/http';
import { resetDb } from '../db';
import { handlers } from '../handlers';
import { setStandInDoor } from '../handlers/googleStandIn';
import { recoverInterruptedImports } from '../handlers/import';
import { streamingCsvReader } from '../import/nodeUpload';
import { setCsvReader } from '../import/upload';
import { clientAddressHeader } from './clientAddress';
import { handlerMiddleware } from './handlerMiddleware';
import { loadKeptStandInSecret } from './googleKey';
import { loadState, persistChanges, writeState } from './persistence';
import { listenOnLoopback } from './loopback';
import { storybookDir, storybookStatic } from './storybook';
import {
  allowBuiltScripts,
  allowBuiltSources,
  allowedOrigins,
  corsAllowlist,
  cspReports,
  docsScriptHashes,
  realtimeOrigins,
  resetGuard,
  securityHeaders,
  writeResetSecret,
} from './security';
import { startScheduledAnnouncer, startWebPush, type WebPushSender } from './webPush';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface SandboxOptions {
  port?: number;
  host?: string;
  /** Simulated latency per call in ms (default 0 over HTTP; the network adds its own). */
  latencyMs?: number;
  /** Log each request (default off). */
  log?: boolean;
  /** Start from the seed, ignoring the saved state (tests). */
  fresh?: boolean;
  /** What `/__sandbox/config.json` tells the apps (the realtime database URL). */
  realtimeUrl?: () => string | null;
  /**
   * When the realtime server (and its room simulator) started, for `/__sandbox/config.json`: the
   * end-to-end tests wait on it to watch rooms that have been simulated for a while.
   */
  realtimeStartedAt?: () => number | null;
  /**
   * Opens the Google stand-in's token door (`POST /__sandbox/google/token`; `npm start` sets
   * SANDBOX_GOOGLE_STAND_IN=1). Off by default: whoever reaches the sandbox could otherwise get a
   * signed token for any e-mail, so the route does not exist (404).
   */
  googleStandIn?: boolean;
  /** How often scheduled times that came due are pushed to browsers (default 30 s). */
  scheduledPushIntervalMs?: number;
}

/** Built files whose name carries a content hash (Vite's `assets/name-HASH.ext`): never change. */
const HASHED = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(\.(br|gz))?$/;

/** Cache rules of a good static host: hashed assets for a year, everything else revalidated. */
export function cacheControlFor(path: string): string {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The page a request for `path` gets: the page prerendered at build for that path
 * (`<path>/index.html`, the root page being index.html), else the unrendered shell every other
 * client route starts from (`spa.html`; index.html in a build without prerendered pages).
 */
export function pageFor(dir: string, path: string): string | null {
  let clean: string | null;
  try {
    clean = normalize(decodeURIComponent(path)).replace(/\/+$/, '');
  } catch {
    clean = null; // A malformed address is no page: the shell.
  }
  const page = clean === null ? null : join(dir, clean, 'index.html');
  if (page?.startsWith(`${dir}/`) && existsSync(page)) return `${clean}/index.html`;
  for (const shell of ['/spa.html', '/index.html']) if (existsSync(join(dir, shell))) return shell;
  return null;
}

/**
 * A folder of a built single-page app, served like a good static host: the brotli or gzip file
 * made at build (vite-plugin-compression2) chosen by Accept-Encoding (express-static-gzip, with
 * `Vary: Accept-Encoding`), immutable caching for hashed assets and `no-cache` for the rest, ETags
 * and 304s (serve-static). A client route gets its prerendered page or the shell (`pageFor`),
 * `no-cache`, with the inline scripts its build hashed (csp-hashes.json), and the sources its build
 * asked for (csp-sources.json: VLibras), allowed in its CSP.
 */
export function spa(dir: string): express.Router {
  const router = express.Router();
  const serveFiles = () =>
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        // /solicitacoes is a page (solicitacoes/index.html), not a folder to redirect to.
        redirect: false,
        setHeaders: (res: ServerResponse, path: string) => {
          res.setHeader('Cache-Control', cacheControlFor(path));
        },
      },
    });
  // express-static-gzip lists the compressed files once: a new build (a new index.html) while
  // the sandbox runs gets a new list.
  let files = serveFiles();
  let builtAt = modifiedAt(join(dir, 'index.html'));
  router.use((req, res, next) => {
    const now = modifiedAt(join(dir, 'index.html'));
    if (now !== builtAt) [files, builtAt] = [serveFiles(), now];
    files(req, res, next);
  });
  router.get('*', (req, res, next) => {
    const page = pageFor(dir, req.path);
    if (!page) return next();
    allowBuiltScripts(res, dir);
    allowBuiltSources(res, dir);
    req.url = page;
    files(req, res, next);
  });
  return router;
}

function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/** What a browser shows at an app's address before that app was built: a page, with its policy. */
function notBuilt(name: string): express.RequestHandler {
  const message = `O app ${name} ainda não foi construído. Rode \`npm start\` (ou \`npm run build\`).`;
  return (_req, res) => {
    res
      .status(503)
      .type('html')
      .send(
        `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>${name}</title><p>${message}</p></html>`,
      );
  };
}

/** An address no handler answers: 404 in the contract's error envelope, whatever the method. */
export const NOT_FOUND_MESSAGE = 'Endereço não encontrado.';
function notFound(): express.RequestHandler {
  return (_req, res) => {
    res.status(404).json(errorBody(NOT_FOUND_MESSAGE));
  };
}

/**
 * Sandbox-only endpoints, outside the contract: the runtime configuration the apps may read, and a
 * reset to the seed (what `npm run sandbox:reset` calls on a running sandbox).
 */
function sandboxRoutes(options: SandboxOptions, resetSecret: string): express.Router {
  const router = express.Router();
  router.get('/config.json', (_req, res) => {
    const startedAt = options.realtimeStartedAt?.() ?? null;
    res.json({
      realtime: {
        databaseURL: options.realtimeUrl?.() ?? null,
        startedAt: startedAt === null ? null : new Date(startedAt).toISOString(),
      },
    });
  });
  router.post('/csp-report', ...cspReports());
  router.post('/reset', resetGuard(resetSecret), (_req, res) => {
    resetDb({ force: true });
    writeState();
    res.json({ mensagem: 'Sandbox restaurado para o seed.' });
  });
  return router;
}

export function createSandboxApp(options: SandboxOptions = {}): express.Application {
  setBaseLatency(options.latencyMs ?? 0);
  setCsvReader(streamingCsvReader);
  loadKeptStandInSecret();
  setStandInDoor(options.googleStandIn === true);
  if (options.fresh) {
    resetDb({ force: true });
    writeState();
  } else {
    loadState();
    recoverInterruptedImports();
  }

  const app = jsonServer.create();
  // Express names itself on every answer otherwise: nothing a browser needs, and a hint to a prober.
  app.disable('x-powered-by');
  // Security headers on every answer, and CORS for the allowed origins only (./security.ts).
  const port = options.port ?? Number(process.env.PORT ?? 4173);
  app.use(securityHeaders(() => realtimeOrigins(options.realtimeUrl?.() ?? null)));
  app.use(corsAllowlist(() => allowedOrigins(port)));
  app.use(
    jsonServer.defaults({
      noCors: true,
      logger: options.log ?? false,
      // json-server always mounts a static folder; the apps are served below by spa(), with the
      // cache rules and precompressed files a static host has, so this one names no folder.
      static: join(repoRoot, 'mocks/src/sandbox/no-static-folder'),
    }),
  );
  app.use('/__sandbox', sandboxRoutes(options, writeResetSecret()));
  // The contract's handlers first, behind the body door (size, prototype keys): everything they
  // do not match falls through to the apps.
  app.use(clientAddressHeader(), handlerMiddleware(...handlers));
  // What no handler answered under the APIs' or the sandbox's own prefix is no page of an app.
  app.use(['/api', '/__sandbox'], notFound());

  const apps: Array<[string, string, string]> = [
    ['/clientes/painel', 'apps/panel/dist', 'painel'],
    ['/clientes', 'apps/gerencial/dist', 'gerencial'],
    ['/contrato', 'contracts/docs', 'contrato'],
    ['/', 'apps/portal/dist', 'portal'],
  ];
  app.use('/contrato', docsScriptHashes(join(repoRoot, 'contracts/docs')));
  app.use('/storybook', storybookStatic(storybookDir(repoRoot)));
  for (const [mount, dir, name] of apps) {
    const abs = join(repoRoot, dir);
    app.use(mount, spa(abs), notBuilt(name));
  }
  return app;
}

export interface RunningSandbox {
  server: Server;
  /** Browser push: its VAPID keys, and a wait for the pushes under way (./webPush.ts). */
  webPush: WebPushSender;
  /** Saves pending changes now (before a shutdown). */
  flush(): void;
  close(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const port = options.port ?? Number(process.env.PORT ?? 4173);
  const app = createSandboxApp(options);
  const persistence = persistChanges();
  // New notices go to the patients' browsers too (Web Push), scheduled ones when they come due.
  const webPush = startWebPush();
  const stopScheduledPushes = startScheduledAnnouncer(options.scheduledPushIntervalMs);
  // The loopback only, unless HOST says otherwise (./loopback.ts).
  const servers = await listenOnLoopback(app, port, options.host).catch((error: unknown) => {
    stopScheduledPushes();
    webPush.stop();
    throw error;
  });
  return {
    server: servers[0]!,
    webPush,
    flush: persistence.flush,
    close: async () => {
      stopScheduledPushes();
      webPush.stop();
      persistence.stop();
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((done) => {
              server.close(() => done());
              server.closeAllConnections();
            }),
        ),
      );
    },
  };
}
