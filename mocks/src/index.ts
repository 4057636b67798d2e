import './core/graphql-schema-source';

export { handlers } from './handlers';
export * from './core/scenarios';
export { resetDb } from './db';
export { DEMO } from './seed/people';
