import { z } from 'zod';
import { filled, text } from '../../forms/rules';
import { QUEUE_SEARCH } from './messages';

/** Queue search: service, procedure and situation are all required, with one message (5 s). */
export const queueSearchSchema = z.object({
  service: text(filled(QUEUE_SEARCH.allRequired)),
  procedure: text(filled(QUEUE_SEARCH.allRequired)),
  status: text(filled(QUEUE_SEARCH.allRequired)),
});
export type QueueSearchValues = z.input<typeof queueSearchSchema>;
