/**
 * What a backend accepts in one request, whatever the operation: the size of a body and the keys
 * it may hold. Past the size it answers 413, before reading the rest; a key that names an object's
 * prototype anywhere in a JSON body (or a GraphQL upload's map) is a 400, before any work.
 */
import { QUEUE_IMPORT_FORMAT } from '../csv/queueImport';

/** Any request body: 1 MB (a news item with its 200 kB picture in base64 is about 0.3 MB). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The queue import's multipart body: the file's limit and room for the form's other parts. */
export const QUEUE_IMPORT_BODY_LIMIT_BYTES = QUEUE_IMPORT_FORMAT.maxBytes + 64 * 1024;

export const QUEUE_IMPORT_PATH = '/clients/import-queue-info';

/** The body limit of a request to `path`. */
export const bodyLimitFor = (path: string): number =>
  path.endsWith(QUEUE_IMPORT_PATH) ? QUEUE_IMPORT_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;

export const BODY_TOO_LARGE_MESSAGE = 'O conteúdo enviado passa do tamanho permitido (1 MB).';

/** Keys that reach an object's prototype when followed: never taken from input. */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
]);

/** Whether a parsed JSON value holds a prototype key at any depth. */
export function holdsPrototypeKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsPrototypeKey);
  if (value === null || typeof value !== 'object') return false;
  return Object.keys(value).some(
    (key) => PROTOTYPE_KEYS.has(key) || holdsPrototypeKey((value as Record<string, unknown>)[key]),
  );
}

/** Whether a dotted path (a GraphQL upload map's `variables.a.b`) names a prototype key. */
export const pathHoldsPrototypeKey = (path: string): boolean =>
  path.split('.').some((key) => PROTOTYPE_KEYS.has(key));
