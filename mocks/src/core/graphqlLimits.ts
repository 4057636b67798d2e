/**
 * The contract's limits on one GraphQL request (contracts/src/limits.ts), checked before any
 * resolver runs. Depth, aliases and cost are graphql-armor's validation rules, run on their own
 * ahead of graphql-js's rules: those compare every pair of fields of a selection, so a document of
 * thousands of aliases would cost seconds to validate before being refused. The rows a request
 * asks for depend on its variables, so they are counted per request, after validation. The length
 * of a document is counted first of all, by the door, before anything parses it (MSW included).
 */
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  getNamedType,
  getVariableValues,
  GraphQLError,
  isObjectType,
  Kind,
  Lexer,
  Source,
  TokenKind,
  valueFromAST,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLFormattedError,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import {
  GRAPHQL_LIMIT_CODE,
  GRAPHQL_LIMIT_MESSAGES,
  GRAPHQL_LIMITS,
} from '@portal/contracts/limits';

export const limitError = (message: string): GraphQLError =>
  new GraphQLError(message, { extensions: { code: GRAPHQL_LIMIT_CODE } });

/**
 * Whether a document has more tokens than the limit, counted without parsing and no further than
 * the limit. A document the lexer cannot read is left to the parser's own error.
 */
export function tooManyTokens(query: string): boolean {
  try {
    const lexer = new Lexer(new Source(query));
    for (let count = 0; count <= GRAPHQL_LIMITS.tokens; count++)
      if (lexer.advance().kind === TokenKind.EOF) return false;
    return true;
  } catch {
    return false;
  }
}

/**
 * The refusal of a GraphQL request body (`{ query }`, or an upload's `operations`) whose document
 * is too long, or null.
 */
export function tokensRefusal(body: unknown): GraphQLFormattedError | null {
  const query = body && typeof body === 'object' ? (body as { query?: unknown }).query : null;
  return typeof query === 'string' && tooManyTokens(query)
    ? limitError(GRAPHQL_LIMIT_MESSAGES.tokens).toJSON()
    : null;
}

/** Armor reports its own English message; the contract's Portuguese one is reported instead. */
const reportAs = (message: string) => ({
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null) => context?.reportError(limitError(message))],
});

/** Depth, aliases and cost, as validation rules for graphql-js `validate`. */
export const limitRules: readonly ValidationRule[] = new ApolloArmor({
  maxDepth: { n: GRAPHQL_LIMITS.depth, ...reportAs(GRAPHQL_LIMIT_MESSAGES.depth) },
  maxAliases: { n: GRAPHQL_LIMITS.aliases, ...reportAs(GRAPHQL_LIMIT_MESSAGES.aliases) },
  costLimit: { maxCost: GRAPHQL_LIMITS.cost, ...reportAs(GRAPHQL_LIMIT_MESSAGES.cost) },
  // Not limits of the contract: directives are few and fixed, and the rest are Apollo plugins.
  maxDirectives: { enabled: false },
  maxTokens: { enabled: false },
  blockFieldSuggestion: { enabled: false },
}).protect().validationRules;

/**
 * The rows an operation asks for: the sum of the `limit` argument of every field that takes one,
 * with the schema's default when not sent, each fragment counted as often as it is spread. Null
 * when a `limit` is negative. Runs on a validated document (no fragment cycles), whose depth and
 * cost are already bounded.
 */
export function rowsAsked(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  inputs: Record<string, unknown> | undefined,
): number | null {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], inputs ?? {});
  // Variables that do not coerce fail in execution, before any resolver.
  const variables = 'coerced' in coerced ? coerced.coerced : {};
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  let negative = false;
  const walk = (selections: SelectionSetNode, parent: GraphQLObjectType | null): number => {
    let rows = 0;
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = parent?.getFields()[selection.name.value];
        const limitArg = field?.args.find((arg) => arg.name === 'limit');
        if (limitArg) {
          const sent = selection.arguments?.find((arg) => arg.name.value === 'limit');
          const value = sent ? valueFromAST(sent.value, limitArg.type, variables) : undefined;
          const limit = Number(value ?? limitArg.defaultValue ?? 0);
          if (limit < 0) negative = true;
          else rows += limit;
        }
        const inner = field && getNamedType(field.type);
        if (selection.selectionSet)
          rows += walk(selection.selectionSet, inner && isObjectType(inner) ? inner : null);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : parent;
        rows += walk(selection.selectionSet, type && isObjectType(type) ? type : null);
      } else {
        const fragment = fragments.get(selection.name.value);
        const type = fragment && schema.getType(fragment.typeCondition.name.value);
        if (fragment) rows += walk(fragment.selectionSet, type && isObjectType(type) ? type : null);
      }
    }
    return rows;
  };
  const root =
    operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const rows = walk(operation.selectionSet, root ?? null);
  return negative ? null : rows;
}

/** The limit a request's rows pass, as a GraphQL error, or null when within them. */
export function rowsLimitError(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): GraphQLFormattedError | null {
  const rows = rowsAsked(schema, document, operation, variables);
  if (rows === null) return limitError(GRAPHQL_LIMIT_MESSAGES.negativeLimit).toJSON();
  if (rows > GRAPHQL_LIMITS.rows) return limitError(GRAPHQL_LIMIT_MESSAGES.rows).toJSON();
  return null;
}
