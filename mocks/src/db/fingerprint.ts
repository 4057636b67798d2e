import { models } from './models';

/** Changes when a model gains or loses a field: a state saved by older models then no longer fits. */
export const schemaFingerprint = Object.entries(models)
  .map(([name, fields]) => `${name}:${Object.keys(fields).join(',')}`)
  .join(';');
