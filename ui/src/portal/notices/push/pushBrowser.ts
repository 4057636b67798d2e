/**
 * The browser's side of 'Avisos neste navegador' (Web Push): the permission, the push worker and
 * the subscription. Behind one small interface, so the section can be shown in each state with a
 * stand-in browser (stories, tests); the portal uses `realPushBrowser`.
 *
 * The worker (apps/portal/public/pushWorker.js) is registered with a scope of its own, `/push/`,
 * which no page is under: it never replaces the worker at `/` (the mock backend's, in the
 * browser-mocks build), and it only shows pushes and opens them.
 */
import { createContext, useContext } from 'react';

/** The subscription as the backend takes it (`PushSubscription.toJSON()`). */
export interface SubscriptionJson {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

export interface BrowserSubscription {
  json: SubscriptionJson;
  unsubscribe(): Promise<boolean>;
}

export interface PushBrowser {
  /** Whether this browser can receive pushes at all (service workers, PushManager, Notification). */
  supported(): boolean;
  permission(): NotificationPermission;
  /** Asks the patient (only ever after a click). */
  requestPermission(): Promise<NotificationPermission>;
  /** The subscription this browser holds for the portal, without asking anything. */
  current(): Promise<BrowserSubscription | null>;
  /** Registers the worker and subscribes with the backend's key (base64url). */
  subscribe(publicKey: string): Promise<BrowserSubscription>;
}

export const PUSH_WORKER_SCOPE = '/push/';
const PUSH_WORKER_URL = '/pushWorker.js';

const bytesOf = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
};

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) => {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
};

function wrap(subscription: PushSubscription): BrowserSubscription {
  const json = subscription.toJSON();
  return {
    json: {
      endpoint: json.endpoint ?? subscription.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
    unsubscribe: () => subscription.unsubscribe(),
  };
}

/** Resolves once the registration has an active worker (a push subscription needs one). */
function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorkerRegistration> {
  if (registration.active) return Promise.resolve(registration);
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return Promise.reject(new Error('push worker not installed'));
  return new Promise((resolve, reject) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve(registration);
      if (worker.state === 'redundant') reject(new Error('push worker not installed'));
    });
  });
}

export const realPushBrowser: PushBrowser = {
  supported: () =>
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window,
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  async current() {
    const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_SCOPE);
    const subscription = await registration?.pushManager.getSubscription();
    return subscription ? wrap(subscription) : null;
  },
  async subscribe(publicKey) {
    const registration = await activated(
      await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: PUSH_WORKER_SCOPE }),
    );
    const key = bytesOf(publicKey);
    const existing = await registration.pushManager.getSubscription();
    if (existing && sameBytes(existing.options.applicationServerKey, key)) return wrap(existing);
    // Made with another key (another backend, or a new key pair): that one can never be pushed to.
    await existing?.unsubscribe();
    return wrap(
      await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      }),
    );
  },
};

const PushBrowserContext = createContext<PushBrowser>(realPushBrowser);

/** Stories and tests hand the section a stand-in browser. */
export const PushBrowserProvider = PushBrowserContext.Provider;
export const usePushBrowser = () => useContext(PushBrowserContext);

/** Which endpoint this browser sent for which patient (so a visit shows it on for them only). */
const OWNER_KEY = 'portal:avisos-push';

export function rememberOwner(userId: number, endpoint: string | null): void {
  try {
    if (endpoint) localStorage.setItem(OWNER_KEY, JSON.stringify({ userId, endpoint }));
    else localStorage.removeItem(OWNER_KEY);
  } catch {
    // No storage: the section shows 'off' on the next visit, and a click turns it on again.
  }
}

export function ownerOf(endpoint: string): number | null {
  try {
    const saved = JSON.parse(localStorage.getItem(OWNER_KEY) ?? 'null') as {
      userId?: unknown;
      endpoint?: unknown;
    } | null;
    return saved?.endpoint === endpoint && typeof saved.userId === 'number' ? saved.userId : null;
  } catch {
    return null;
  }
}
