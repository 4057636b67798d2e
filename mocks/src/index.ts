export { handlers } from './handlers';
export * from './core/scenarios';
