/**
 * The OpenAPI documents as data (Node only): loaded once from contracts/openapi/*.yaml, with every
 * operation indexed by method and path template so a concrete request path finds its operation.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export type ApiName = 'api' | 'panel';
export const API_NAMES: readonly ApiName[] = ['api', 'panel'];

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The parts of an OpenAPI document this module reads; the rest stays `unknown`. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

export interface OperationInfo {
  api: ApiName;
  operationId: string;
  method: HttpMethod;
  /** The path template, e.g. `/api/noticias/{id}`. */
  path: string;
  /** JSON pointer of the operation inside its document. */
  pointer: string;
  /** The operation object (responses, requestBody, security...). */
  operation: Record<string, unknown>;
  /** Whether the operation needs a bearer token (its own `security`, else the document's). */
  secured: boolean;
  /** Role names of its bearer requirement (`patient`, `admin`, `panel`). */
  roles: string[];
  inferred: boolean;
  matcher: RegExp;
}

const cache = new Map<ApiName, { doc: OpenApiDocument; operations: OperationInfo[] }>();

export const openApiFile = (api: ApiName) => new URL(`../../openapi/${api}.yaml`, import.meta.url);

/** `~` and `/` escaped as a JSON pointer segment. */
export const pointerSegment = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function matcherOf(template: string): RegExp {
  const pattern = template
    .split(/(\{[^}]+\})/)
    .map((part) =>
      /^\{[^}]+\}$/.test(part) ? '([^/]+)' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${pattern}$`);
}

function load(api: ApiName) {
  let entry = cache.get(api);
  if (entry) return entry;
  const doc = parse(readFileSync(openApiFile(api), 'utf8')) as OpenApiDocument;
  const rootSecurity = (doc.security as Array<Record<string, string[]>> | undefined) ?? [];
  const operations: OperationInfo[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Record<string, unknown> | undefined;
      if (!operation) continue;
      const security =
        (operation.security as Array<Record<string, string[]>> | undefined) ?? rootSecurity;
      operations.push({
        api,
        operationId: String(operation.operationId),
        method,
        path,
        pointer: `/paths/${pointerSegment(path)}/${method}`,
        operation,
        secured: security.length > 0 && security.every((req) => Object.keys(req).length > 0),
        roles: security.flatMap((req) => Object.values(req).flat()),
        inferred: operation['x-inferred'] === true,
        matcher: matcherOf(path),
      });
    }
  }
  // Literal paths win over templated ones (`/api/rss/latest` before `/api/rss/{id}`).
  operations.sort((a, b) => a.path.split('{').length - b.path.split('{').length);
  entry = { doc, operations };
  cache.set(api, entry);
  return entry;
}

export function openApiDocument(api: ApiName): OpenApiDocument {
  return load(api).doc;
}

export function listOperations(api?: ApiName): OperationInfo[] {
  return (api ? [api] : API_NAMES).flatMap((name) => load(name).operations);
}

/** The pathname of a URL or path, without query or fragment. */
export function pathnameOf(pathOrUrl: string): string {
  const url = new URL(pathOrUrl, 'http://placeholder.invalid');
  return decodeURI(url.pathname);
}

/**
 * The operation a concrete request hits. `path` may be a full URL; a base-path prefix before the
 * template (a backend mounted under `/backend`) is tolerated.
 */
export function findOperation(
  api: ApiName,
  method: string,
  path: string,
): OperationInfo | undefined {
  const m = method.toLowerCase();
  const pathname = pathnameOf(path);
  const candidates = load(api).operations.filter((op) => op.method === m);
  return (
    candidates.find((op) => op.matcher.test(pathname)) ??
    candidates.find((op) => {
      const suffix = new RegExp(`${op.matcher.source.slice(1, -1)}$`);
      return suffix.test(pathname);
    })
  );
}

/** Follows a local `$ref` (`#/components/...`), answering the target and its pointer. */
export function resolveRef(
  api: ApiName,
  value: unknown,
  pointer: string,
): { value: Record<string, unknown>; pointer: string } {
  let current = value as Record<string, unknown>;
  let at = pointer;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 10; hops += 1) {
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) throw new Error(`only local $ref are supported: ${ref}`);
    at = ref.slice(1);
    current = at
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[key],
        load(api).doc,
      ) as Record<string, unknown>;
  }
  return { value: current, pointer: at };
}
