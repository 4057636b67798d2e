/**
 * The GraphQL endpoint (`/graphql`), written once: every operation runs through graphql-js against
 * the contract's own schema (contracts/graphql/schema.graphql), so arguments, defaults, enums,
 * non-null fields and the selection set behave as on a real server. Resolvers are plain functions
 * per root field; `@auth(role: ADMIN)` in the schema decides which need an admin token. Scenarios
 * are keyed by operation name (e.g. `SearchQueue`).
 */
import {
  buildSchema,
  execute,
  getNullableType,
  GraphQLError,
  isListType,
  isObjectType,
  parse,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type * as NodeFs from 'node:fs/promises';
import { graphql as mswGraphql, HttpResponse } from 'msw';
import { ensureDb, markChanged } from '../db';
import { requireSession, type Session } from './auth';
import {
  GRAPHQL_LIMIT_CODE,
  GRAPHQL_LIMIT_MESSAGES,
  PROTOTYPE_KEYS,
} from '@portal/contracts/limits';
import { hasFault } from './faults';
import { GRAPHQL_MESSAGES, graphqlRefusal } from './graphqlGate';
import { limitError, limitRules, rowsLimitError, tooManyTokens } from './graphqlLimits';
import { badRequest, HttpError, MESSAGES } from './http';
import { applyScenario } from './route';

export interface GraphqlContext {
  request: Request;
  /** The admin session; resolvers of `@auth(role: ADMIN)` fields always have one. */
  session: Session | null;
}

export type FieldResolver = (args: Record<string, unknown>, context: GraphqlContext) => unknown;

let schemaSource: string | undefined;
let schema: GraphQLSchema | undefined;
let adminFields: Set<string> | undefined;

/** Gives the schema's text (browser runtimes import it with Vite's `?raw`). */
export function registerSchemaSource(sdl: string): void {
  schemaSource = sdl;
  schema = undefined;
}

async function loadSchema(): Promise<GraphQLSchema> {
  if (schema) return schema;
  if (!schemaSource) {
    // Node runtimes read the contract's file; the specifier is opaque to bundlers on purpose.
    const fsModule = 'node:fs/promises';
    const { readFile } = (await import(/* @vite-ignore */ fsModule)) as typeof NodeFs;
    // A variable path: a literal one would make Vite ship the file as an asset of the browser build.
    const schemaPath = '../../../contracts/graphql/schema.graphql';
    schemaSource = await readFile(new URL(schemaPath, import.meta.url), 'utf8');
  }
  schema = buildSchema(schemaSource);
  adminFields = new Set();
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      if (field.astNode?.directives?.some((d) => d.name.value === 'auth'))
        adminFields.add(field.name);
    }
  }
  return schema;
}

const resolvers: Record<string, FieldResolver> = {};

/** Declares the resolvers of root fields (queries and mutations). */
export function defineResolvers(map: Record<string, FieldResolver>): void {
  Object.assign(resolvers, map);
}

/** A GraphQL error with the code clients branch on. */
export const gqlError = (message: string, code = 'BAD_USER_INPUT') =>
  new GraphQLError(message, { extensions: { code } });

const CODES: Record<number, string> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
};

function rootValue(context: GraphqlContext) {
  return Object.fromEntries(
    Object.entries(resolvers).map(([name, resolve]) => [
      name,
      (args: Record<string, unknown>) =>
        Promise.resolve()
          .then(() => {
            if (adminFields?.has(name))
              context.session = requireSession(context.request, ['admin']);
            return resolve(args, context);
          })
          .catch((error: unknown) => {
            if (error instanceof HttpError) {
              throw gqlError(error.message, CODES[error.status] ?? 'BAD_USER_INPUT');
            }
            throw error;
          }),
    ]),
  );
}

/**
 * MSW reads a multipart GraphQL request (the upload spec) as text, which turns every byte that is
 * not UTF-8 into U+FFFD: an uploaded PNG arrives broken. The files are read again here from the
 * request's own form data, byte for byte, and set at the paths the `map` part names.
 */
async function withUploadedFiles(
  request: Request,
  variables: Record<string, unknown> | undefined,
): Promise<Record<string, unknown> | undefined> {
  if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return variables;
  const form = await request.clone().formData();
  const map = JSON.parse(String(form.get('map') ?? '{}')) as Record<string, string[]>;
  const result = structuredClone(variables ?? {}) as Record<string, unknown>;
  for (const [field, paths] of Object.entries(map)) {
    const file = form.get(field);
    if (!(file instanceof Blob)) continue;
    for (const path of paths) {
      const keys = path.split('.');
      if (keys.shift() !== 'variables') continue;
      // A prototype key is never followed (the sandbox's door refuses it first; the browser's
      // worker and msw/node have no door).
      if (keys.some((key) => PROTOTYPE_KEYS.has(key))) throw badRequest(MESSAGES.badBody);
      let target = result as Record<string, unknown>;
      for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
      target[keys.at(-1)!] = file;
    }
  }
  return result;
}

export const graphqlHandler = mswGraphql
  .link('*/graphql')
  .operation(async ({ query, variables, operationName, request }) => {
    const outcome = await applyScenario(operationName ?? '');
    if (outcome.kind === 'respond') return outcome.response;
    ensureDb();
    const activeSchema = await loadSchema();
    const checked = checkedDocument(activeSchema, query);
    if ('errors' in checked) {
      // Past the contract's limits: which one, in its own words (contracts/src/limits.ts).
      const overLimits = checked.errors.filter((e) => e.extensions?.code === GRAPHQL_LIMIT_CODE);
      if (overLimits.length) return HttpResponse.json({ errors: overLimits }, { status: 400 });
      return graphqlRefusal(
        GRAPHQL_MESSAGES.validation,
        'GRAPHQL_VALIDATION_FAILED',
        [
          ...new Map(
            checked.errors
              .flatMap((e) => e.locations ?? [])
              .map((l) => [`${l.line}:${l.column}`, l]),
          ).values(),
        ].slice(0, 5),
      );
    }
    const { document } = checked;
    const operation = document.definitions.find(
      (d): d is OperationDefinitionNode =>
        d.kind === 'OperationDefinition' && (!operationName || d.name?.value === operationName),
    );
    if (operation && !hasFault('noGraphqlLimits')) {
      const tooMany = rowsLimitError(activeSchema, document, operation, variables);
      if (tooMany) return HttpResponse.json({ errors: [tooMany] }, { status: 400 });
    }
    const context: GraphqlContext = { request, session: null };
    let variableValues: Record<string, unknown> | undefined;
    try {
      variableValues = await withUploadedFiles(request, variables);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return HttpResponse.json(
        { errors: [{ message: error.message, extensions: { code: 'BAD_REQUEST' } }] },
        { status: error.status },
      );
    }
    const result = await execute({
      schema: activeSchema,
      document,
      rootValue: rootValue(context),
      contextValue: context,
      variableValues,
      operationName: operationName || undefined,
    });
    // No data at all: the variables did not fit the operation (graphql-js names and echoes them).
    if (!('data' in result) && result.errors?.length) {
      return graphqlRefusal(GRAPHQL_MESSAGES.variables, 'BAD_USER_INPUT');
    }
    if (outcome.kind === 'empty' && operation?.operation === 'query') {
      return HttpResponse.json({
        data:
          result.errors?.length || !result.data
            ? emptyData(activeSchema, operation)
            : emptied(result.data),
      });
    }
    if (operation?.operation === 'mutation' && !result.errors?.length) markChanged();
    for (const error of result.errors ?? []) {
      if (!error.extensions?.code)
        console.error('[mocks] GraphQL resolver failed:', error.originalError ?? error);
    }
    return HttpResponse.json(JSON.parse(JSON.stringify(result)) as Record<string, unknown>);
  });

const checkedDocuments = new Map<
  string,
  { document: DocumentNode } | { errors: GraphQLFormattedError[] }
>();

/**
 * Parses and validates an operation once: clients send the same few documents over and over. The
 * contract's limits are checked first, on their own: graphql-js's rules cost time in proportion to
 * the square of a selection's size, and a document past the limits gets no further.
 */
function checkedDocument(activeSchema: GraphQLSchema, query: string) {
  const limited = !hasFault('noGraphqlLimits');
  const key = limited ? query : `\u0000${query}`;
  let checked = checkedDocuments.get(key);
  if (!checked) {
    try {
      // The door counted a POST's tokens already; a GET's are counted here.
      if (limited && tooManyTokens(query)) throw limitError(GRAPHQL_LIMIT_MESSAGES.tokens);
      const document = parse(query);
      const overLimits = limited ? validate(activeSchema, document, limitRules) : [];
      const invalid = overLimits.length ? overLimits : validate(activeSchema, document);
      checked = invalid.length ? { errors: invalid.map((e) => e.toJSON()) } : { document };
    } catch (error) {
      checked = {
        errors: [
          error instanceof GraphQLError ? error.toJSON() : { message: (error as Error).message },
        ],
      };
    }
    if (checkedDocuments.size > 200) checkedDocuments.clear();
    checkedDocuments.set(key, checked);
  }
  return checked;
}

/**
 * The `empty` scenario over a real answer: lists answer nothing; an object that holds lists keeps
 * its other fields (the date of the data, a window) with its lists emptied and its `count` 0, as a
 * backend with no rows would answer; any other object is null.
 */
function emptied(data: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value)) out[key] = [];
    else if (value && typeof value === 'object' && Object.values(value).some(Array.isArray))
      out[key] = Object.fromEntries(
        Object.entries(value).map(([field, inner]) => [
          field,
          Array.isArray(inner) ? [] : field === 'count' ? 0 : inner,
        ]),
      );
    else out[key] = null;
  }
  return out;
}

/** The `empty` scenario when the real answer failed: lists nothing, `{ count, rows }` no rows, objects null. */
function emptyData(activeSchema: GraphQLSchema, operation: OperationDefinitionNode) {
  const fields = activeSchema.getQueryType()?.getFields() ?? {};
  const data: Record<string, unknown> = {};
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== 'Field') continue;
    const type = getNullableType(fields[selection.name.value]?.type);
    const key = selection.alias?.value ?? selection.name.value;
    if (isListType(type)) data[key] = [];
    else if (isObjectType(type) && 'rows' in type.getFields()) data[key] = { count: 0, rows: [] };
    else data[key] = null;
  }
  return data;
}
