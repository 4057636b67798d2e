/**
 * The sandbox's browser push (Web Push): the notices that land in a patient's inbox are pushed to
 * the browsers the patient subscribed in 'Avisos neste navegador'.
 *
 * - The VAPID key pair (RFC 8292) is made at the first start and kept in the data dir
 *   (`web-push-vapid.json`, readable only by its owner): subscriptions made before a restart keep
 *   working. The public half is what `GET /api/users/push/key` answers; the private half signs
 *   every push and never leaves the server.
 * - The announcer of ../handlers/notifications/announce.ts sends each new notice to the patient's
 *   subscriptions: `{ id, title, body, url: '/avisos' }` as text, encrypted for the subscription
 *   (RFC 8291, aes128gcm) by the `web-push` package, which also signs the VAPID header. The request
 *   goes out with fetch rather than `webpush.sendNotification`, which speaks https only: a push
 *   service on this machine (the tests' own) is plain http.
 * - Sending never blocks nor fails the answer that made the notice: it starts after it, a push
 *   service answering 404 or 410 (the subscription expired or was revoked) gets the subscription
 *   dropped, and any other failure is logged once per subscription.
 * - A ticker announces the scheduled times that come due while the sandbox runs (never the seed's
 *   old ones at start).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { nowMoment } from '../core/time';
import {
  announceNotice,
  setNoticeAnnouncer,
  type Announcement,
  type Announcer,
} from '../handlers/notifications/announce';
import {
  dropPushSubscription,
  dueScheduledNotices,
  pushTargetsOf,
  setPushPublicKey,
  type PushTarget,
} from '../handlers/notifications/webPush';
import { dataDir } from './persistence';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Who the push services may write to about this sender's pushes (VAPID `sub`). */
export const PUSH_SUBJECT = 'mailto:avisos@sandbox.portal-da-transparencia.example';
/** How long a push service keeps a push for a browser that is offline: a day (in seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not answer in this time has failed this push. */
const SEND_TIMEOUT_MS = 10_000;
/** A notice's text is cut to this in the push (a push carries at most 4 KB); the inbox has it all. */
const BODY_MAX = 1000;

export const vapidKeyFile = (dir = dataDir()) => join(dir, 'web-push-vapid.json');

const isKeyOfLength = (text: unknown, bytes: number): text is string =>
  typeof text === 'string' &&
  /^[A-Za-z0-9_-]+$/.test(text) &&
  Buffer.from(text, 'base64url').length === bytes;

/** The kept key pair (made and kept when missing or unreadable). */
export function loadKeptVapidKeys(dir = dataDir()): VapidKeys {
  const file = vapidKeyFile(dir);
  try {
    if (existsSync(file)) {
      const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
      if (isKeyOfLength(kept.publicKey, 65) && isKeyOfLength(kept.privateKey, 32))
        return { publicKey: kept.publicKey, privateKey: kept.privateKey };
    }
  } catch {
    // Unreadable: a new pair below (the browsers then subscribe again).
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}

/** The message a browser gets for a notice: text only, and nothing the inbox does not show. */
export function pushPayload(announcement: Announcement): string {
  const body =
    announcement.message.length > BODY_MAX
      ? `${announcement.message.slice(0, BODY_MAX - 1)}…`
      : announcement.message;
  return JSON.stringify({
    id: announcement.noticeId,
    title: announcement.title,
    body,
    url: '/avisos',
  });
}

const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return '?';
  }
};

export interface WebPushSender {
  readonly keys: VapidKeys;
  /** Resolves when every push started so far has been answered (tests). */
  settled(): Promise<void>;
  /** Stops announcing and answering this key (unless another sender took over since). */
  stop(): void;
}

/**
 * Loads (or makes) the key pair, answers its public half at `GET /api/users/push/key`, and pushes
 * every announced notice to the patient's subscriptions.
 */
export function startWebPush(dir = dataDir()): WebPushSender {
  const keys = loadKeptVapidKeys(dir);
  const vapidDetails = { subject: PUSH_SUBJECT, ...keys };
  const inFlight = new Set<Promise<void>>();
  /** Subscriptions whose last push failed (logged once, until one goes through). */
  const failing = new Set<number>();

  const send = async (target: PushTarget, payload: string) => {
    const host = hostOf(target.endpoint);
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        { vapidDetails, TTL: PUSH_TTL_SECONDS, urgency: 'normal', contentEncoding: 'aes128gcm' },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) {
        // The push service no longer knows it: the browser unsubscribed, or it expired.
        dropPushSubscription(target.id);
        failing.delete(target.id);
        return;
      }
      if (!response.ok) throw new Error(`o serviço de push respondeu ${response.status}`);
      failing.delete(target.id);
    } catch (error) {
      if (failing.has(target.id)) return;
      failing.add(target.id);
      // The host only: the endpoint's path is the subscription's secret.
      console.warn(
        `[sandbox] push para ${host} (inscrição ${target.id}) falhou: ${(error as Error).message}`,
      );
    }
  };

  const announcer: Announcer = (announcement) => {
    // After the answer that made the notice: nothing here delays or fails it.
    setImmediate(() => {
      let targets: PushTarget[];
      try {
        targets = pushTargetsOf(announcement.clientId, announcement.cpf);
      } catch (error) {
        console.warn(`[sandbox] push de ${announcement.noticeId}: ${(error as Error).message}`);
        return;
      }
      if (targets.length === 0) return;
      const payload = pushPayload(announcement);
      for (const target of targets) {
        const sending = send(target, payload);
        inFlight.add(sending);
        void sending.finally(() => inFlight.delete(sending));
      }
    });
  };

  const publicKey = () => keys.publicKey;
  setNoticeAnnouncer(announcer);
  setPushPublicKey(publicKey);
  return {
    keys,
    async settled() {
      // Twice round the event loop: an announcement's sends start on the next turn.
      await new Promise((done) => setImmediate(done));
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    stop() {
      const current = setNoticeAnnouncer(null);
      if (current !== announcer) setNoticeAnnouncer(current);
      const currentKey = setPushPublicKey(null);
      if (currentKey !== publicKey) setPushPublicKey(currentKey);
    },
  };
}

/**
 * Announces the scheduled times that come due while the sandbox runs: every `intervalMs`, those
 * whose day and hour (São Paulo time) passed since the previous tick. The first tick counts from
 * the start, so times already due then (the seed's) are never pushed. Answers the stop.
 */
export function startScheduledAnnouncer(intervalMs = 30_000): () => void {
  let last = nowMoment();
  const timer = setInterval(() => {
    const now = nowMoment();
    if (now <= last) return;
    try {
      for (const notice of dueScheduledNotices(last, now)) announceNotice(notice);
    } catch (error) {
      console.warn(`[sandbox] avisos agendados: ${(error as Error).message}`);
    }
    last = now;
  }, intervalMs);
  // The ticker alone never keeps the process running.
  timer.unref();
  return () => clearInterval(timer);
}
