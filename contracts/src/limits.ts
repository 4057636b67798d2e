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

/**
 * What one GraphQL request may ask, checked before any resolver runs: past any of these the answer
 * is a 400 whose GraphQL error (`extensions.code` {@link GRAPHQL_LIMIT_CODE}) says which, in
 * Portuguese. The screens' own operations stay far within them (depth 6, no alias, 5000 rows).
 * - `tokens`: the document's words, names, values and punctuation (`{`, `:`...), counted while
 *   reading it: a longer document is not parsed.
 * - `depth`: levels of the deepest selection; every field and every fragment, inline or named,
 *   is a level (`{ queue { rows { fir_id } } }` is 3).
 * - `aliases`: aliases in the operation, fragments included.
 * - `rows`: the sum of the `limit` argument of every list field selected (with its default when
 *   not sent: `cities` 5000, `queue` 10), each fragment counted as often as it is spread; a
 *   negative `limit` is refused too.
 * - `cost`: fields weighed as graphql-armor's cost limit weighs them (an object 2, a scalar 1, each
 *   level deeper ×1.5): it bounds a selection repeated without aliases.
 */
export const GRAPHQL_LIMITS = {
  tokens: 5000,
  depth: 8,
  aliases: 15,
  rows: 5000,
  cost: 1000,
} as const;

export const GRAPHQL_LIMIT_CODE = 'QUERY_TOO_LARGE';

export const GRAPHQL_LIMIT_MESSAGES = {
  tokens: `A consulta é longa demais: no máximo ${GRAPHQL_LIMITS.tokens} símbolos (tokens).`,
  depth: `A consulta é profunda demais: no máximo ${GRAPHQL_LIMITS.depth} níveis de campos e fragmentos.`,
  aliases: `A consulta usa apelidos (aliases) demais: no máximo ${GRAPHQL_LIMITS.aliases} por requisição.`,
  rows: `A consulta pede linhas demais: no máximo ${GRAPHQL_LIMITS.rows} por requisição, somados os limit das listas.`,
  negativeLimit: 'O limit de uma lista não pode ser negativo.',
  cost: 'A consulta pede campos demais de uma vez: divida-a em requisições menores.',
} as const;
