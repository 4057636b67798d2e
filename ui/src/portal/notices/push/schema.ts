/**
 * The contract's shapes of browser push (GET /api/users/push/key, POST
 * /api/users/push/subscriptions): a reply becomes data only once it passes `checkReply` with these.
 */
import { z } from 'zod';

export const pushKeySchema = z.looseObject({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
});

export const pushSubscriptionSavedSchema = z.looseObject({
  endpoint: z.string().min(1),
  createdAt: z.string().min(1),
});
