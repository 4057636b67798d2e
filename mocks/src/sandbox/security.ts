/**
 * What the sandbox does at its door, in one place: CORS only for its own origins and those listed
 * in SANDBOX_ORIGINS (json-server's default reflects any origin, with credentials), the security
 * headers of every answer (deploy/nginx.conf and deploy/Caddyfile give the same for a static
 * host), and who may reset it (SANDBOX_ALLOW_RESET=1, or `npm run sandbox:reset` with the secret
 * the server wrote in its data folder).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import cors from 'cors';
import express, { type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import onHeaders from 'on-headers';
import { USER_FILE_HEADERS } from '@portal/contracts/storedFiles';
import { dataDir } from './persistence';

/** Google Identity Services (the real sign-in button): its script, frame, calls and styles. */
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/** The directives every app page gets; `connect` adds the API and realtime origins. */
export function contentSecurityPolicy(
  extra: { connect?: string[]; script?: string[]; reportUri?: string } = {},
) {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // No 'unsafe-inline': the built apps' only inline script, the before-paint one of a prerendered
    // page, is allowed by the hash its build wrote (spa()); the e2e run checks reports.
    ['script-src', ["'self'", `${GOOGLE_GSI}client`, ...(extra.script ?? [])]],
    // styled-components and sonner inject <style> elements, and React sets style attributes.
    ['style-src', ["'self'", "'unsafe-inline'", `${GOOGLE_GSI}style`]],
    // News and feed images come from the municipalities' sites; Google account pictures too.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", GOOGLE_GSI, ...(extra.connect ?? [])]],
    ['frame-src', [GOOGLE_GSI]],
    // The contract docs (Redoc) run their search in a worker made from a blob.
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(extra.reportUri ? [['report-uri', [extra.reportUri]] as [string, string[]]] : []),
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** What a build writes beside its pages, and deploy/ keeps for a static host: `{ "script-src": […] }`. */
export const CSP_HASHES_FILE = 'csp-hashes.json';

/**
 * The CSP sources of the inline scripts in a `csp-hashes.json` (none when there is no such file:
 * an app without inline scripts).
 */
export function readCspHashes(file: string): string[] {
  if (!existsSync(file)) return [];
  const hashes = (JSON.parse(readFileSync(file, 'utf8')) as { 'script-src'?: unknown })[
    'script-src'
  ];
  if (
    !Array.isArray(hashes) ||
    !hashes.every((h) => typeof h === 'string' && /^'sha256-[\w+/=]+'$/.test(h))
  )
    throw new Error(`${file}: "script-src" is not a list of 'sha256-…' sources`);
  return hashes as string[];
}

/**
 * The hashes a static host's CSP names: those of the portal's before-paint script
 * (ui/src/app/first-paint), kept in deploy/csp-hashes.json by `npm run generate`
 * (scripts/cspHashes.ts), which also writes them into deploy/nginx.conf and deploy/Caddyfile.
 */
export const staticHostScriptHashes = () =>
  readCspHashes(fileURLToPath(new URL(`../../../deploy/${CSP_HASHES_FILE}`, import.meta.url)));

/**
 * The CSP of a real deployment on a static host (deploy/nginx.conf): the API host stands for
 * the origins of VITE_API_URL, VITE_GRAPHQL_URL and VITE_PANEL_API_URL; Firebase's for the
 * panel's realtime database and its sign-in with the custom token.
 */
export const staticHostCsp = () =>
  contentSecurityPolicy({
    script: staticHostScriptHashes(),
    connect: [
      'https://api.exemplo.gov.br',
      'https://*.firebaseio.com',
      'wss://*.firebaseio.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ],
  });

/** The headers besides the CSP (the same on a static host). */
export const STATIC_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // frame-ancestors 'none' for the browsers that predate it.
  'X-Frame-Options': 'DENY',
} as const;

/** http and ws origins of the realtime database URL (`http://127.0.0.1:9000?ns=sandbox`). */
export function realtimeOrigins(databaseURL: string | null): string[] {
  if (!databaseURL) return [];
  const { host, protocol } = new URL(databaseURL);
  const secure = protocol === 'https:';
  return [`${secure ? 'https' : 'http'}://${host}`, `${secure ? 'wss' : 'ws'}://${host}`];
}

const inlineScripts = /<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi;
const hashCache = new Map<string, { mtimeMs: number; hashes: string[] }>();

/** The CSP source that allows exactly this inline script. */
export const scriptHash = (body: string) =>
  `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

/** 'sha256-…' of each inline script of a static HTML page (the contract docs have some). */
export function inlineScriptHashes(file: string): string[] {
  const { mtimeMs } = statSync(file);
  const cached = hashCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.hashes;
  const hashes: string[] = [];
  for (const [whole, body = ''] of readFileSync(file, 'utf8').matchAll(inlineScripts)) {
    if (!body.trim() || /^<script\b[^>]*\bsrc=/i.test(whole)) continue;
    hashes.push(scriptHash(body));
  }
  hashCache.set(file, { mtimeMs, hashes });
  return hashes;
}

/** Adds `hashes` to the answer's script-src. */
function allowScripts(res: Response, hashes: string[]): void {
  if (!hashes.length) return;
  const csp = res.get('Content-Security-Policy') ?? contentSecurityPolicy();
  res.set('Content-Security-Policy', csp.replace(/script-src [^;]*/, `$& ${hashes.join(' ')}`));
}

/** Adds the hashes of the inline scripts of the HTML `file` to the answer's script-src. */
export function allowInlineScripts(res: Response, file: string): void {
  allowScripts(res, inlineScriptHashes(file));
}

const builtFiles = new Map<string, { mtimeMs: number; value: unknown }>();

/** A file a build wrote beside its pages, read once per build; undefined when there is none. */
function builtFile<T>(file: string, read: (file: string) => T): T | undefined {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  let kept = builtFiles.get(file);
  if (kept?.mtimeMs !== mtimeMs) {
    kept = { mtimeMs, value: read(file) };
    builtFiles.set(file, kept);
  }
  return kept.value as T;
}

/**
 * Adds to the answer's script-src the hashes the app's build wrote beside its pages
 * (`<dir>/csp-hashes.json`, ui/src/app/first-paint/prerender.ts): the page's inline script is
 * allowed by what the build computed, not by reading the page again.
 */
export function allowBuiltScripts(res: Response, dir: string): void {
  // No file: no inline scripts in this build.
  allowScripts(res, builtFile(join(dir, CSP_HASHES_FILE), readCspHashes) ?? []);
}

/**
 * What a build writes beside its pages when their CSP must allow more: the portal's with VLibras
 * on (`VITE_VLIBRAS`, ui/src/app/vlibras/vlibras.ts). A build with it off writes none.
 */
export const CSP_SOURCES_FILE = 'csp-sources.json';

/** The directives such a file may widen, and the sources it may name in them. */
const WIDENED = ['script-src', 'style-src', 'font-src', 'connect-src', 'worker-src'];
const BUILT_SOURCE =
  /^(?:'(?:unsafe-eval|wasm-unsafe-eval)'|blob:|https?:\/\/(?:\*\.)?[\w.-]+(?::\d+)?)$/;

/** The sources of a `csp-sources.json` by directive; throws on anything it may not add. */
export function readCspSources(file: string): Record<string, string[]> {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(`${file}: not an object of directives`);
  for (const [directive, sources] of Object.entries(parsed)) {
    if (!WIDENED.includes(directive)) throw new Error(`${file}: may not widen ${directive}`);
    if (
      !Array.isArray(sources) ||
      !sources.every((s) => typeof s === 'string' && BUILT_SOURCE.test(s))
    )
      throw new Error(`${file}: ${directive} lists a source a build may not add`);
  }
  return parsed as Record<string, string[]>;
}

/** The page's policy with `sources` added to each of their directives. */
export function widenCsp(csp: string, sources: Record<string, string[]>): string {
  return Object.entries(sources).reduce(
    (policy, [directive, added]) =>
      policy.replace(new RegExp(`(^|; )${directive} [^;]*`), `$& ${added.join(' ')}`),
    csp,
  );
}

/** Adds to the answer's CSP the sources the app's build asked for (`<dir>/csp-sources.json`). */
export function allowBuiltSources(res: Response, dir: string): void {
  const sources = builtFile(join(dir, CSP_SOURCES_FILE), readCspSources);
  const csp = res.get('Content-Security-Policy');
  if (sources && csp) res.set('Content-Security-Policy', widenCsp(csp, sources));
}

/**
 * The contract docs (Redoc) are static pages with inline scripts: each page's CSP allows exactly
 * those scripts by hash, still without 'unsafe-inline'. `/` and unknown paths get index.html.
 */
export function docsScriptHashes(dir: string): RequestHandler {
  return (req, res, next) => {
    const path = req.path === '/' || !req.path.endsWith('.html') ? '/index.html' : req.path;
    const file = join(dir, normalize(path));
    if (!file.startsWith(dir) || !existsSync(file)) return next();
    allowInlineScripts(res, file);
    next();
  };
}

/**
 * Content types a browser never draws as a page of its own: scripts, styles, fonts, images other
 * than SVG, audio and video. Anything else (HTML, SVG, XML, text, an answer with no type) may be
 * opened as a page, so it keeps the page's policy. A pattern both for the sandbox and for the
 * nginx `map` of deploy/nginx.conf (`staticHostNginxHeaders`).
 */
const SUBRESOURCE_TYPES =
  '^(text/javascript|application/javascript|text/css|font/|image/(?!svg)|audio/|video/)';
const JSON_TYPES = '^application/([\\w.-]+\\+)?json';
const subresource = new RegExp(SUBRESOURCE_TYPES, 'i');
const json = new RegExp(JSON_TYPES, 'i');

/**
 * The CSP of an API answer (JSON): nothing may load and nothing may frame it, as OWASP's REST
 * guidance gives, in 45 bytes instead of the page's 700.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The headers that guard only a page: a script, a font or an image does not run them. */
const PAGE_ONLY_HEADERS = ['Content-Security-Policy', 'X-Frame-Options'] as const;

/**
 * The headers an answer of this Content-Type needs besides those every answer gets:
 * `page` (the CSP and X-Frame-Options), `api` (the short `API_CSP` and X-Frame-Options) or `none`.
 */
export function answerKind(contentType: string | number | string[] | undefined) {
  const type = typeof contentType === 'string' ? contentType.trim() : '';
  if (subresource.test(type)) return 'none';
  if (json.test(type)) return 'api';
  return 'page';
}

/**
 * Sets the security headers on every answer (the docs pages add their script hashes), and sends
 * each only where it does something (`answerKind`):
 * - a page gets them all;
 * - an API answer (JSON) gets the short `API_CSP` and X-Frame-Options;
 * - a script, a style, a font or an image keeps `X-Content-Type-Options: nosniff`, which stops a
 *   browser from running it as another type, and the Referrer-Policy; the CSP and X-Frame-Options
 *   apply to a document only, and the 0.7 KB of them went with each of the 20 to 40 files of a
 *   first visit. (A worker's script takes its CSP from its own answer: the apps have none;
 *   Storybook's mock service worker needs none; one added must be served with the page's.)
 * - json-server's `Pragma: no-cache` and `Expires: -1` (for Internet Explorer) go: they
 *   contradicted the immutable assets' Cache-Control, which modern caches follow alone.
 */
export function securityHeaders(connect: () => string[]): RequestHandler {
  return (_req, res, next) => {
    res.set(STATIC_SECURITY_HEADERS);
    res.set(
      'Content-Security-Policy',
      contentSecurityPolicy({ connect: connect(), reportUri: CSP_REPORT_PATH }),
    );
    onHeaders(res, () => {
      res.removeHeader('Pragma');
      res.removeHeader('Expires');
      const kind = answerKind(res.getHeader('Content-Type'));
      if (kind === 'api') res.setHeader('Content-Security-Policy', API_CSP);
      // A user's file keeps its sandbox, whatever its type (contracts/src/storedFiles.ts).
      const userFile =
        res.getHeader('Content-Security-Policy') === USER_FILE_HEADERS['Content-Security-Policy'];
      if (kind === 'none' && !userFile)
        for (const name of PAGE_ONLY_HEADERS) res.removeHeader(name);
    });
    next();
  };
}

/**
 * The same rules for nginx, as deploy/nginx.conf holds them (door.test.ts keeps the two equal); an
 * empty value sends no header.
 */
export const staticHostNginxHeaders = () =>
  [
    'map $sent_http_content_type $page_csp {',
    `    default "${staticHostCsp()}";`,
    `    "~*${JSON_TYPES}" "${API_CSP}";`,
    `    "~*${SUBRESOURCE_TYPES}" "";`,
    '}',
    'map $sent_http_content_type $page_frame_options {',
    `    default "${STATIC_SECURITY_HEADERS['X-Frame-Options']}";`,
    `    "~*${SUBRESOURCE_TYPES}" "";`,
    '}',
    'add_header Content-Security-Policy $page_csp always;',
    'add_header X-Frame-Options $page_frame_options always;',
    ...Object.entries(STATIC_SECURITY_HEADERS)
      .filter(([name]) => name !== 'X-Frame-Options')
      .map(([name, value]) => `add_header ${name} "${value}" always;`),
  ].join('\n');

/** The sandbox's own origins on `port`, and those of SANDBOX_ORIGINS (comma-separated). */
export function allowedOrigins(port: number, listed = process.env.SANDBOX_ORIGINS ?? ''): string[] {
  const own = ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`);
  const extra = listed
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return [...own, ...extra];
}

/**
 * CORS for the allowed origins only: another origin's request gets no Access-Control-Allow-Origin
 * (the browser keeps the answer from it). Same-origin requests need no grant at all.
 */
export function corsAllowlist(origins: () => readonly string[]): RequestHandler {
  return cors({
    origin: (origin, callback) => callback(null, !!origin && origins().includes(origin)),
    credentials: true,
  });
}

/** Where browsers report what the CSP blocked (the sandbox's own path). */
export const CSP_REPORT_PATH = '/__sandbox/csp-report';
/** The violations reported since start, one JSON object a line, for the e2e run's final check. */
export const cspViolationsFile = () => join(dataDir(), 'csp-violations.ndjson');

/**
 * How much the CSP report endpoint takes: it has no credential (browsers send reports on their
 * own), so a report is capped in size, each client address in reports per minute, and the file in
 * reports per run. A real page's violation report is about 1 kB; a broken page sends a few.
 */
export const CSP_REPORT_LIMIT = {
  bytes: 8 * 1024,
  perWindow: 30,
  windowMs: 60_000,
  perRun: 500,
  /** Each field kept (and logged) is cut to this many characters. */
  field: 500,
} as const;

/** The fields of a report kept: what a developer needs to find the violation, nothing more. */
const CSP_FIELDS = [
  'document-uri',
  'violated-directive',
  'effective-directive',
  'blocked-uri',
  'source-file',
  'line-number',
  'column-number',
] as const;

/**
 * A report's text for one log line: control characters (newlines above all) and the line
 * separators written as escapes, so a report can never start a forged line of its own.
 */
export function logSafe(value: unknown): string {
  return String(value)
    .slice(0, CSP_REPORT_LIMIT.field)
    .replace(
      /[\p{Cc}\u2028\u2029]/gu,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
}

/**
 * Receives the browsers' CSP violation reports: logged (escaped), and kept in the data folder, so
 * the e2e run fails when a page broke its policy (scripts/cspTeardown.ts) and a developer sees it.
 * A report past CSP_REPORT_LIMIT.bytes is a 413, reports past the address's rate a 429, and past
 * the run's cap they are only counted: nothing an anonymous client sends fills the disk or the log.
 */
export function cspReports(): Array<RequestHandler | ErrorRequestHandler> {
  // A new run starts with no violations.
  rmSync(cspViolationsFile(), { force: true });
  const recent = new Map<string, number[]>();
  let kept = 0;
  let dropped = 0;
  const tooMany = (address: string, now: number) => {
    const times = (recent.get(address) ?? []).filter((at) => at > now - CSP_REPORT_LIMIT.windowMs);
    if (times.length >= CSP_REPORT_LIMIT.perWindow) return true;
    times.push(now);
    recent.set(address, times);
    // Forget addresses gone quiet, so the map stays as small as the traffic.
    if (recent.size > 10_000) recent.clear();
    return false;
  };
  const refuse = (res: Response, status: number, message: string) =>
    res.status(status).json({ mensagem: message, msg: message, error: true });
  return [
    ((req, res, next) => {
      if (tooMany(req.socket.remoteAddress ?? 'unknown', Date.now())) {
        res.setHeader('Retry-After', String(Math.ceil(CSP_REPORT_LIMIT.windowMs / 1000)));
        return refuse(res, 429, 'Muitos relatórios de CSP. Tente novamente em 1 minuto.');
      }
      next();
    }) satisfies RequestHandler,
    express.json({
      type: ['application/csp-report', 'application/reports+json'],
      limit: CSP_REPORT_LIMIT.bytes,
    }),
    ((req, res) => {
      const body: unknown = req.body;
      const raw =
        body && typeof body === 'object' && !Array.isArray(body)
          ? (body as Record<string, unknown>)['csp-report']
          : undefined;
      if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
        const source = raw as Record<string, unknown>;
        const report: Record<string, string> = {};
        for (const field of CSP_FIELDS) {
          if (source[field] !== undefined && source[field] !== null) {
            report[field] = String(source[field]).slice(0, CSP_REPORT_LIMIT.field);
          }
        }
        if (kept < CSP_REPORT_LIMIT.perRun) {
          kept += 1;
          console.warn(
            `[sandbox] CSP bloqueou ${logSafe(report['blocked-uri'])} (${logSafe(report['violated-directive'])}) em ${logSafe(report['document-uri'])}`,
          );
          mkdirSync(dataDir(), { recursive: true });
          appendFileSync(cspViolationsFile(), `${JSON.stringify(report)}\n`);
        } else if (dropped++ === 0) {
          console.warn(
            `[sandbox] CSP: mais de ${CSP_REPORT_LIMIT.perRun} relatórios nesta execução; os seguintes não são guardados.`,
          );
        }
      }
      res.status(204).end();
    }) satisfies RequestHandler,
    // A body past the limit, or one that is not JSON: refused in the error envelope, no page.
    ((error, _req, res, _next) => {
      const status = (error as { status?: number }).status;
      if (status === 413) return refuse(res, 413, 'Relatório de CSP grande demais.');
      return refuse(res, 400, 'Relatório de CSP inválido.');
    }) satisfies ErrorRequestHandler,
  ];
}

const RESET_SECRET_FILE = 'reset-secret';
const RESET_HEADER = 'x-sandbox-reset-secret';

/** A new secret for this run, in the data folder (readable by its owner only) for the CLI. */
export function writeResetSecret(): string {
  const secret = randomBytes(24).toString('base64url');
  mkdirSync(dataDir(), { recursive: true });
  writeFileSync(join(dataDir(), RESET_SECRET_FILE), secret, { mode: 0o600 });
  return secret;
}

/** The headers `npm run sandbox:reset` sends: the running sandbox's secret, when there is one. */
export function resetSecretHeaders(): Record<string, string> {
  try {
    return { [RESET_HEADER]: readFileSync(join(dataDir(), RESET_SECRET_FILE), 'utf8').trim() };
  } catch {
    return {};
  }
}

const sameSecret = (given: string, secret: string) =>
  given.length === secret.length && timingSafeEqual(Buffer.from(given), Buffer.from(secret));

/** POST /__sandbox/reset only with SANDBOX_ALLOW_RESET=1 or the CLI's secret; 403 otherwise. */
export function resetGuard(secret: string): RequestHandler {
  return (req, res, next) => {
    const given = req.get(RESET_HEADER) ?? '';
    if (process.env.SANDBOX_ALLOW_RESET === '1' || (given && sameSecret(given, secret))) {
      return next();
    }
    res.status(403).json({
      mensagem:
        'Restaurar o sandbox pela API está desligado. Use `npm run sandbox:reset` ou inicie o sandbox com SANDBOX_ALLOW_RESET=1.',
    });
  };
}
