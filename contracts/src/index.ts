export type {
  paths as ApiPaths,
  components as ApiComponents,
  operations as ApiOperations,
} from './generated/api';
export * from './client/rest';
export * from './client/errors';
export * from './client/config';
export * from './client/clients';
export * from './client/graphql';
export type { paths as PanelPaths, components as PanelComponents } from './generated/panel';
export * from './queue';
export * from './documents';
export * from './passwords';
export * from './registry';
