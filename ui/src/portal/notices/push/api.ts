/**
 * Browser push: one hook per contract operation (GET /api/users/push/key, POST and DELETE
 * /api/users/push/subscriptions), each a call made only when the patient clicks. Replies pass the
 * contract's zod schema first (./schema.ts).
 */
import { useCallback } from 'react';
import { useApi } from '../../../api/ApiProvider';
import { checkReply } from '../../../api/reply';
import { ApiError, unwrap } from '../../../api/unwrap';
import type { SubscriptionJson } from './pushBrowser';
import { pushKeySchema, pushSubscriptionSavedSchema } from './schema';

/** The backend's VAPID public key, which the browser subscribes with. */
export function useFetchPushKey() {
  const { api } = useApi();
  return useCallback(
    async () => checkReply(pushKeySchema, await unwrap(api.GET('/api/users/push/key'))).publicKey,
    [api],
  );
}

/** Hands the browser's subscription to the backend; resolves once the backend has kept it. */
export function useSavePushSubscription() {
  const { api } = useApi();
  return useCallback(
    async (subscription: SubscriptionJson) =>
      checkReply(
        pushSubscriptionSavedSchema,
        await unwrap(api.POST('/api/users/push/subscriptions', { body: subscription })),
      ),
    [api],
  );
}

/**
 * Stops the pushes to this endpoint. A 404 (the backend has no such subscription of this patient)
 * is the same outcome: nothing is pushed to this browser for them.
 */
export function useDeletePushSubscription() {
  const { api } = useApi();
  return useCallback(
    async (endpoint: string) => {
      try {
        await unwrap(
          api.DELETE('/api/users/push/subscriptions', { params: { query: { endpoint } } }),
        );
      } catch (failure) {
        if (!(failure instanceof ApiError && failure.status === 404)) throw failure;
      }
    },
    [api],
  );
}
