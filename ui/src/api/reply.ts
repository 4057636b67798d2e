import type { z } from 'zod';
import { ApiError } from './unwrap';

/** What a screen says when a backend answers 200 with something the contract does not allow. */
export const MALFORMED_REPLY = 'O servidor enviou uma resposta inesperada. Tente novamente.';

/**
 * A reply is data only once the contract's shape accepts it: `schema` checks the fields the screen
 * reads. Anything else (null, a missing list, a wrong type) becomes a failed call with a retry,
 * never a blank or misleading screen.
 */
export function checkReply<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  message: string = MALFORMED_REPLY,
): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiError(message, 200, value);
  return parsed.data;
}
