/**
 * Validates GraphQL responses against the contract's schema and the operation that asked for them
 * (Node only; uses graphql-js, which the apps never ship). The response's `data` is replayed
 * through the operation with resolvers that read it back, so graphql-js itself checks non-null
 * fields, lists, scalars and enums; a deep comparison then catches coerced values, missing keys and
 * fields the operation did not select.
 */
import { readdirSync, readFileSync } from 'node:fs';
import {
  buildSchema,
  executeSync,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';

let schema: GraphQLSchema | undefined;

export const graphqlSchemaFile = new URL('../../graphql/schema.graphql', import.meta.url);
const operationsDir = new URL('../../graphql/operations/', import.meta.url);

export function graphqlSchema(): GraphQLSchema {
  schema ??= buildSchema(readFileSync(graphqlSchemaFile, 'utf8'));
  return schema;
}

export interface GraphqlOperationInfo {
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  /** The root fields it selects. */
  fields: string[];
  file: string;
}

/** Every operation in contracts/graphql/operations/. */
export function listGraphqlOperations(): GraphqlOperationInfo[] {
  return readdirSync(operationsDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .flatMap((file) =>
      parse(readFileSync(new URL(file, operationsDir), 'utf8')).definitions.flatMap((def) =>
        def.kind === Kind.OPERATION_DEFINITION && def.name
          ? [
              {
                name: def.name.value,
                kind: def.operation,
                fields: def.selectionSet.selections.flatMap((s) =>
                  s.kind === Kind.FIELD ? [s.name.value] : [],
                ),
                file,
              },
            ]
          : [],
      ),
    );
}

export interface GraphqlSample {
  /** The operation text (a generated `XxxDocument`'s `toString()`). */
  query: string;
  variables?: Record<string, unknown>;
  /** The HTTP status of the response. */
  status: number;
  /** The parsed JSON body. */
  body: unknown;
  /** true when the step expects GraphQL `errors` (e.g. a call without a token). */
  expectErrors?: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const at = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : `${path}.${key}`;

/** Differences between what the operation yields (`expected`) and what the server sent. */
function diff(expected: unknown, actual: unknown, path: string, out: string[]): void {
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length !== actual.length) out.push(`${path} has an unexpected length`);
    expected.forEach((item, i) => diff(item, actual[i], at(path, i), out));
    return;
  }
  if (isObject(expected) && isObject(actual)) {
    for (const key of Object.keys(expected)) {
      if (!(key in actual)) out.push(`${at(path, key)} is missing (the operation selects it)`);
      else diff(expected[key], actual[key], at(path, key), out);
    }
    for (const key of Object.keys(actual)) {
      if (!(key in expected)) out.push(`${at(path, key)} was not selected by the operation`);
    }
    return;
  }
  if (expected !== actual) {
    out.push(`${path} is ${JSON.stringify(actual)}, not a value of its type`);
  }
}

/** Errors of one GraphQL response; empty when it conforms. */
export function validateGraphqlResponse(sample: GraphqlSample): string[] {
  let document: DocumentNode;
  try {
    document = parse(sample.query);
  } catch (error) {
    return [`the operation does not parse: ${(error as Error).message}`];
  }
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const name =
    operation && 'name' in operation && operation.name ? operation.name.value : 'anonymous';
  const label = `GraphQL ${name} → ${sample.status}`;
  const invalid = validate(graphqlSchema(), document);
  if (invalid.length) return invalid.map((e) => `${label}: the operation is invalid: ${e.message}`);

  if (!isObject(sample.body)) return [`${label}: the body is not a JSON object`];
  const { data, errors } = sample.body;
  const problems: string[] = [];
  if (errors !== undefined) {
    if (
      !Array.isArray(errors) ||
      errors.some((e) => !isObject(e) || typeof e.message !== 'string')
    ) {
      problems.push(`${label}: errors must be a list of objects with a message`);
    } else if (!sample.expectErrors) {
      problems.push(
        ...errors.map(
          (e) =>
            `${label}: the server answered an error: ${String((e as { message: string }).message)}`,
        ),
      );
    }
  } else if (sample.expectErrors) {
    problems.push(`${label}: expected GraphQL errors, got none`);
  }
  if (sample.expectErrors) return problems;
  if (sample.status !== 200) problems.push(`${label}: expected HTTP 200`);
  if (!isObject(data)) return [...problems, `${label}: data must be an object`];

  const replay = executeSync({
    schema: graphqlSchema(),
    document,
    rootValue: data,
    variableValues: sample.variables,
    fieldResolver: (source, _args, _context, info) =>
      isObject(source) ? source[info.path.key as string] : undefined,
    typeResolver: (value) => (isObject(value) ? (value.__typename as string) : undefined),
  });
  for (const error of replay.errors ?? []) {
    const where = (error.path ?? []).reduce<string>((acc, key) => at(acc, key), 'data');
    problems.push(`${label}: ${where}: ${error.message}`);
  }
  if (!replay.errors?.length) diff(replay.data, data, 'data', problems);
  return problems.map((p) => (p.startsWith(label) ? p : `${label}: ${p}`));
}
