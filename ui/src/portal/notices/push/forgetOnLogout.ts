import type { ApiClient } from '@portal/contracts';
import { ownerOf, realPushBrowser, rememberOwner, type PushBrowser } from './pushBrowser';

/**
 * On 'Sair': this browser stops receiving the leaving patient's notices. A shared computer (a
 * health unit's, a library's) must not show the next person a notice about the last one's
 * requests. When the browser holds a subscription this patient turned on, the backend is asked to
 * forget it (with the session's token, which the page has already dropped), and the browser
 * unsubscribes whatever the backend answered: an unsubscribed endpoint answers 410 to the push
 * service, and the backend then drops it by itself. Best effort; never throws.
 */
export async function forgetPushOnLogout(
  api: ApiClient,
  token: string,
  userId: number,
  browser: PushBrowser = realPushBrowser,
): Promise<void> {
  try {
    if (!browser.supported()) return;
    const subscription = await browser.current();
    if (!subscription || ownerOf(subscription.json.endpoint) !== userId) return;
    await api
      .DELETE('/api/users/push/subscriptions', {
        params: { query: { endpoint: subscription.json.endpoint } },
        headers: { Authorization: `Bearer ${token}` },
      })
      .catch(() => undefined);
    await subscription.unsubscribe().catch(() => false);
    rememberOwner(userId, null);
  } catch {
    // No service worker, or the browser refused: nothing more this page can do.
  }
}
