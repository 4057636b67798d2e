import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { streamingCsvReader } from './import/node-upload';
import { useCsvReader } from './import/upload';

// Node reads uploads as streams (busboy + csv-parse), as the sandbox does.
useCsvReader(streamingCsvReader);

/** The mock backend for Node tests (msw/node). */
export const server = setupServer(...handlers);
