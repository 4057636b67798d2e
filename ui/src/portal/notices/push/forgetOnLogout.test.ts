import type { ApiClient } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPushOnLogout } from './forgetOnLogout';
import { ownerOf, rememberOwner, type PushBrowser } from './pushBrowser';

const ENDPOINT = 'https://push.example/abc';

function standIn(subscribed: boolean) {
  const unsubscribe = vi.fn(async () => true);
  const browser: PushBrowser = {
    supported: () => true,
    permission: () => 'granted',
    requestPermission: async () => 'granted',
    current: async () =>
      subscribed
        ? { json: { endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } }, unsubscribe }
        : null,
    subscribe: async () => {
      throw new Error('not in this test');
    },
  };
  return { browser, unsubscribe };
}

const apiWith = (DELETE: ReturnType<typeof vi.fn>) => ({ DELETE }) as unknown as ApiClient;

describe('forgetPushOnLogout', () => {
  afterEach(() => localStorage.clear());

  it('asks the backend to forget the leaving patient’s subscription, then unsubscribes', async () => {
    rememberOwner(7, ENDPOINT);
    const DELETE = vi.fn(async () => ({ response: new Response(null, { status: 204 }) }));
    const { browser, unsubscribe } = standIn(true);
    await forgetPushOnLogout(apiWith(DELETE), 'tok', 7, browser);
    expect(DELETE).toHaveBeenCalledWith('/api/users/push/subscriptions', {
      params: { query: { endpoint: ENDPOINT } },
      headers: { Authorization: 'Bearer tok' },
    });
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(ownerOf(ENDPOINT)).toBeNull();
  });

  it('unsubscribes the browser even when the backend cannot be reached', async () => {
    rememberOwner(7, ENDPOINT);
    const DELETE = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { browser, unsubscribe } = standIn(true);
    await expect(forgetPushOnLogout(apiWith(DELETE), 'tok', 7, browser)).resolves.toBeUndefined();
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(ownerOf(ENDPOINT)).toBeNull();
  });

  it('leaves a subscription another patient turned on in this browser alone', async () => {
    rememberOwner(8, ENDPOINT);
    const DELETE = vi.fn();
    const { browser, unsubscribe } = standIn(true);
    await forgetPushOnLogout(apiWith(DELETE), 'tok', 7, browser);
    expect(DELETE).not.toHaveBeenCalled();
    expect(unsubscribe).not.toHaveBeenCalled();
    expect(ownerOf(ENDPOINT)).toBe(8);
  });

  it('does nothing when the browser holds no subscription or cannot push', async () => {
    const DELETE = vi.fn();
    await forgetPushOnLogout(apiWith(DELETE), 'tok', 7, standIn(false).browser);
    await forgetPushOnLogout(apiWith(DELETE), 'tok', 7, {
      ...standIn(true).browser,
      supported: () => false,
    });
    expect(DELETE).not.toHaveBeenCalled();
  });
});
