import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { streamingCsvReader } from './import/nodeUpload';
import { setCsvReader } from './import/upload';

// Node reads uploads as streams (busboy + csv-parse), as the sandbox does.
setCsvReader(streamingCsvReader);

/** The mock backend for Node tests (msw/node). */
export const server = setupServer(...handlers);
