import './core/graphqlSchemaSource';

export { handlers } from './handlers';
export * from './core/scenarios';
export { resetDb } from './db';
export { DEMO } from './seed/people';
