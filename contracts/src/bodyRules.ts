/**
 * What a backend checks of a JSON request body before any work, from the contract's own schema
 * (generated/requestBodies.ts, cut from the OpenAPI by `npm run generate`): each field present has
 * the type the contract gives it, and stays within its maxLength, maxItems, minimum and maximum.
 * A title sent as an object is a 400, not a stored '[object Object]'; a 1 MB title is a 400, not a
 * row. Missing fields, minimum lengths and formats stay with each operation, which answers them
 * with the spec's messages. Messages are pt-BR and name the field (`form.msg.title`, `cpfs[3]`).
 */
import type { BodySchema, JsonType } from './bodySchema';
import { REQUEST_BODIES } from './generated/requestBodies';

export type { BodySchema };

/** A body that is not the JSON object (or list) the operation takes. */
export const BAD_BODY_MESSAGE = 'O corpo da requisição é inválido.';
/** A body sent as anything but JSON (`text/plain`, a form) to an operation that takes JSON. */
export const NOT_JSON_MESSAGE = 'O corpo da requisição deve ser enviado como application/json.';

const TYPE_NAMES: Record<JsonType, string> = {
  string: 'um texto',
  integer: 'um número inteiro',
  number: 'um número',
  boolean: 'verdadeiro ou falso',
  array: 'uma lista',
  object: 'um objeto',
  null: 'nulo',
};

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

const fits = (actual: JsonType, allowed: JsonType) =>
  actual === allowed || (allowed === 'number' && actual === 'integer');

/** The first problem of `value` at `path` against `schema`, in pt-BR; null when there is none. */
function problemAt(value: unknown, schema: BodySchema, path: string): string | null {
  const actual = typeOf(value);
  if (schema.type) {
    const allowed = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!allowed.some((type) => fits(actual, type)))
      return `O campo ${path} deve ser ${allowed.map((t) => TYPE_NAMES[t]).join(' ou ')}.`;
  }
  const own = schema['x-message'];
  if (
    typeof value === 'string' &&
    schema.maxLength !== undefined &&
    value.length > schema.maxLength
  )
    return own ?? `O campo ${path} deve ter no máximo ${schema.maxLength} caracteres.`;
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum)
      return own ?? `O campo ${path} deve ser no mínimo ${schema.minimum}.`;
    if (schema.maximum !== undefined && value > schema.maximum)
      return own ?? `O campo ${path} deve ser no máximo ${schema.maximum}.`;
  }
  if (Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      return own ?? `O campo ${path} deve ter no máximo ${schema.maxItems} itens.`;
    if (schema.items) {
      for (const [i, item] of value.entries()) {
        const found = problemAt(item, schema.items, `${path}[${i}]`);
        if (found) return found;
      }
    }
  }
  if (actual === 'object' && schema.properties) {
    const record = value as Record<string, unknown>;
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!Object.hasOwn(record, name) || record[name] === undefined) continue;
      const found = problemAt(record[name], property, path ? `${path}.${name}` : name);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The first problem of an operation's JSON body, in pt-BR, or null. A body of another kind than
 * the operation takes (`null`, a list where an object goes) is `BAD_BODY_MESSAGE`.
 */
export function bodyProblem(operationId: string, body: unknown): string | null {
  const schema = REQUEST_BODIES[operationId];
  if (!schema) return null;
  const allowed = schema.type ? [schema.type].flat() : [];
  if (allowed.length && !allowed.some((type) => fits(typeOf(body), type))) return BAD_BODY_MESSAGE;
  return problemAt(body, schema, '');
}
