/**
 * A stand-in browser for 'Avisos neste navegador' in stories: no push service is reachable from a
 * story, and the pinned headless browser the pictures are taken with has no notifications at all.
 * It answers what a browser would (support, permission, the subscription); the calls to the
 * backend stay the mock backend's. `parameters.pushBrowser` sets its state per story.
 */
import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import {
  PushBrowserProvider,
  type BrowserSubscription,
  type PushBrowser,
} from '../notices/push/pushBrowser';

/** A subscription as a browser hands it out: a real P-256 key and secret, so the backend takes it. */
export const STAND_IN_SUBSCRIPTION = {
  endpoint: 'https://push.exemplo.com.br/envio/storybook-navegador',
  expirationTime: null,
  keys: {
    p256dh:
      'BGUiwXm15DpgykhKvTJJmJQucwXjRlU3tIEdiVBBJjxnGS9vDRXz6XOLd9_cp7d4rhMmgX8PeaYEFld8TbbarcA',
    auth: 'B7XoJjHUPa82cgKDuhahUg',
  },
};

export interface StandInPush {
  supported?: boolean;
  /** The permission before any click ('default' unless set). */
  permission?: NotificationPermission;
  /** What the permission prompt answers ('granted' unless set). */
  answer?: NotificationPermission;
  /** The browser already holds a subscription (turned on in an earlier visit). */
  subscribed?: boolean;
  /** The push service refuses the subscription. */
  subscribeFails?: boolean;
}

/** What the stand-in was asked, for play functions (reset by each story's decorator). */
export const pushAsked = { permission: 0, subscribe: 0, unsubscribe: 0 };

export function standInPushBrowser(options: StandInPush = {}): PushBrowser {
  let permission = options.permission ?? 'default';
  let subscribed = options.subscribed ?? false;
  const subscription: BrowserSubscription = {
    json: STAND_IN_SUBSCRIPTION,
    unsubscribe: async () => {
      pushAsked.unsubscribe += 1;
      subscribed = false;
      return true;
    },
  };
  return {
    supported: () => options.supported ?? true,
    permission: () => permission,
    requestPermission: async () => {
      pushAsked.permission += 1;
      permission = options.answer ?? 'granted';
      return permission;
    },
    current: async () => (subscribed ? subscription : null),
    subscribe: async () => {
      pushAsked.subscribe += 1;
      if (options.subscribeFails) throw new DOMException('Registration failed', 'AbortError');
      subscribed = true;
      return subscription;
    },
  };
}

/** One stand-in for the story's whole life (a re-render keeps what it was asked and holds). */
function StandIn({ options, children }: { options?: StandInPush; children: ReactNode }) {
  const [browser] = useState(() => {
    pushAsked.permission = pushAsked.subscribe = pushAsked.unsubscribe = 0;
    return standInPushBrowser(options);
  });
  return <PushBrowserProvider value={browser}>{children}</PushBrowserProvider>;
}

/** The stand-in browser of `parameters.pushBrowser` (off, supported, when a story sets none). */
export const withPushBrowser: Decorator = (Story, { parameters }) => (
  <StandIn options={parameters.pushBrowser as StandInPush | undefined}>
    <Story />
  </StandIn>
);
