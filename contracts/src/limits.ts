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

/**
 * A picture sent by a user (a news image, an app user's photos): 200 kB, the spec's limit for the
 * app user's, which the contract gives news images too. Larger is a 400 with this message.
 */
export const IMAGE_LIMIT_BYTES = 200 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = 'O arquivo deve ser menor do que 200 kB';

/** A stored file's name (`nomeArquivo`, an upload's name): a file system's usual 255. */
export const FILE_NAME_MAX_LENGTH = 255;

/**
 * Lengths and counts of what a backend stores, stated in the OpenAPI (maxLength, maxItems) where a
 * field carries them, and refused with a 400 before anything is kept. The spec's own figures where
 * it gives one; otherwise the figure the screens can reach, with room.
 */
/** A push's title: the spec's 50 of the simple and mass notification pages, for every notification. */
export const NOTIFICATION_TITLE_MAX_LENGTH = 50;
/** Dates and times of one schedule: 23 half-hour slots a day (spec), for a little over four days. */
export const SCHEDULE_TIMES_MAX = 100;
/** CPFs of one send (or one check of CPFs): a municipality's mass send, within the 1 MB body. */
export const RECIPIENTS_MAX = 10_000;
/** Cities of one news item of a state: more than any state has (Minas Gerais, 853). */
export const NEWS_CITIES_MAX = 1000;
/** A password sent by anyone: past any passphrase, short of a hashing cost worth attacking. */
export const PASSWORD_MAX_LENGTH = 128;
/** The data URL of a 200 kB picture: its base64 and the `data:image/jpeg;base64,` before it. */
export const IMAGE_DATA_URL_MAX_LENGTH = Math.ceil(IMAGE_LIMIT_BYTES / 3) * 4 + 32;

/**
 * Public registrations (patients' and app users') from one address: an account is a row kept for
 * good, so one address may open this many per window, then 429 with Retry-After. Health units that
 * share one public address register a few patients an hour, not thirty.
 */
export const REGISTRATION_LIMIT = { perAddress: 30, windowMs: 60 * 60_000 } as const;
export const registrationLimitMessage = (retryAfterS: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
  return `Muitos cadastros a partir deste endereço. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
};
/** Cities in one answer of the `cities` query: the Portal Gerencial asks for a state's, up to this. */
export const CITIES_PAGE_MAX = 5000;
/** A news title: the service's 60 (spec), which the form's field keeps to as well. */
export const NEWS_TITLE_MAX_LENGTH = 60;
