import type { z } from 'zod';
import { ApiError, MALFORMED_REPLY } from './unwrap';

export { MALFORMED_REPLY };

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
