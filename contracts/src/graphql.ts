/** The stored GraphQL operations (`XxxDocument`, as strings) and their result and variable types. */
export * from './generated/graphql/graphql';
