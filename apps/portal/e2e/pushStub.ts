import type { BrowserContext, LaunchOptions } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.ts';

/**
 * Debian's Chromium, not the pinned headless shell the other journeys run on: the shell has no
 * notifications (a worker's showNotification is refused, and `Notification.permission` reads
 * 'denied' after a reload, whatever was granted). For `test.use({ launchOptions })`.
 */
export const NOTIFYING_BROWSER: LaunchOptions = {
  executablePath: chromiumPath(),
  args: chromiumArgs,
};

/**
 * No push service is reachable from the tests' browser: `PushManager.prototype.subscribe` and
 * `getSubscription` are replaced in every page of the context by a stand-in that answers a
 * subscription with the test's endpoint and keys (as a push service would have handed out). The
 * key the page subscribed with is kept in localStorage (`e2e:push-key`, base64url) for the test.
 * Everything else is the browser's own: the permission, the worker's registration, the worker.
 */
export async function stubPushManager(
  context: BrowserContext,
  subscription: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await context.addInitScript((stub) => {
    const KEY = 'e2e:push-key';
    const toBase64Url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const fromBase64Url = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const made = (key: string) => ({
      endpoint: stub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: fromBase64Url(key).buffer },
      toJSON: () => ({
        endpoint: stub.endpoint,
        expirationTime: null,
        keys: { p256dh: stub.p256dh, auth: stub.auth },
      }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      if (!key || typeof key === 'string') throw new DOMException('no key', 'InvalidAccessError');
      const bytes = ArrayBuffer.isView(key)
        ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength)
        : new Uint8Array(key);
      localStorage.setItem(KEY, toBase64Url(bytes));
      return made(localStorage.getItem(KEY)!) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      const key = localStorage.getItem(KEY);
      return (key ? made(key) : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}
