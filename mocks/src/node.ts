import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend for Node tests (msw/node). */
export const server = setupServer(...handlers);
