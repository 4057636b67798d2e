/**
 * Browser push ('Avisos neste navegador'): the patient's browsers subscribe to their notices with
 * the backend's VAPID public key, and each notice that lands in the inbox is pushed to them. The
 * handlers here keep the subscriptions (`inscricaoPush`, one per endpoint); the sending is the
 * sandbox's (../../sandbox/webPush.ts registers the announcer of ./announce.ts), since it needs
 * the private key and the network. In the browser and in unit tests nothing is ever sent.
 */
import { check, notFound } from '../../core/http';
import { bytesFromBase64Url } from '../../core/jwt';
import { created, ok, route } from '../../core/route';
import { isoOf, nowMoment } from '../../core/time';
import { db, markChanged, nextId, type Row } from '../../db';
import { INTERACTION } from '../../seed/catalog';
import { patientById } from '../patients';
import type { Announcement } from './announce';

/**
 * The public key answered when no key pair is set: in the browser (MSW) mode, in Storybook and in
 * unit tests. A valid uncompressed P-256 point, made once; its private key was thrown away and
 * exists nowhere, so nothing can be signed with it and no push is ever sent in those modes. The
 * sandbox makes a key pair of its own at its first start and sets it with `setPushPublicKey`.
 */
export const DEMO_PUSH_PUBLIC_KEY =
  'BHCgGRVLSAZGjD0JfI23gYt9LnuUJKRGDFgq1srRtq_U8GPmKMftc4Miq3LVXrNPDZl76x2JeX6P8-GRz9L-Zmc';

let publicKeyOf: (() => string) | null = null;

/** Sets (or, with null, clears) where the VAPID public key comes from; answers the previous one. */
export function setPushPublicKey(provider: (() => string) | null): (() => string) | null {
  const previous = publicKeyOf;
  publicKeyOf = provider;
  return previous;
}

export const pushPublicKey = (): string => publicKeyOf?.() ?? DEMO_PUSH_PUBLIC_KEY;

export const PUSH_MESSAGES = {
  endpoint: 'Informe o endereço (endpoint) da inscrição: uma URL https.',
  keys: 'As chaves da inscrição (keys.p256dh e keys.auth) são inválidas.',
  notFound: 'Inscrição não encontrada.',
} as const;

const ENDPOINT_MAX = 2048;

/** Hosts of this machine: the only ones a push may go to over plain http (a test's push service). */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** An https URL (or http on this machine) of at most 2048 characters, or null. */
function endpointOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > ENDPOINT_MAX || /\s/.test(value)) return null;
  try {
    const url = new URL(value);
    if (!url.hostname || url.username || url.password) return null;
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname))
      ? value
      : null;
  } catch {
    return null;
  }
}

/** Whether `bytes` are a point of P-256 (uncompressed). WebCrypto checks the curve when it can. */
async function isP256Point(bytes: Uint8Array): Promise<boolean> {
  if (bytes.length !== 65 || bytes[0] !== 4) return false;
  const subtle = globalThis.crypto?.subtle;
  // A page outside a secure context has no WebCrypto (nor push): the length and prefix suffice.
  if (!subtle) return true;
  try {
    await subtle.importKey(
      'raw',
      bytes as Uint8Array<ArrayBuffer>,
      { name: 'ECDH', namedCurve: 'P-256' },
      false,
      [],
    );
    return true;
  } catch {
    return false;
  }
}

const unpadded = (text: string) => text.replace(/=+$/, '');

/** The subscription's keys, checked: a 65-byte P-256 point and a 16-byte secret. */
async function keysOf(value: unknown): Promise<{ p256dh: string; auth: string } | null> {
  if (!value || typeof value !== 'object') return null;
  const { p256dh, auth } = value as Record<string, unknown>;
  if (typeof p256dh !== 'string' || typeof auth !== 'string') return null;
  const point = bytesFromBase64Url(unpadded(p256dh));
  const secret = bytesFromBase64Url(unpadded(auth));
  if (!point || !secret || secret.length !== 16 || !(await isP256Point(point))) return null;
  return { p256dh: unpadded(p256dh), auth: unpadded(auth) };
}

const subscriptionByEndpoint = (endpoint: string) =>
  db.inscricaoPush.findFirst({ where: { ips_endpoint: { equals: endpoint } } });

/** A subscription to push to: where, and the keys to encrypt for. */
export interface PushTarget {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The subscriptions of the patient with this CPF in this municipality. */
export function pushTargetsOf(clientId: number, cpf: string): PushTarget[] {
  return db.inscricaoPush
    .getAll()
    .filter((s) => s.ips_id_clientes === clientId)
    .filter((s) => patientById(s.ips_id_usuarios)?.usu_cpf === cpf)
    .map((s) => ({
      id: s.ips_id,
      endpoint: s.ips_endpoint,
      p256dh: s.ips_p256dh,
      auth: s.ips_auth,
    }));
}

/** Drops a subscription its push service no longer knows (404 or 410). */
export function dropPushSubscription(id: number): boolean {
  const dropped = db.inscricaoPush.delete({ where: { ips_id: { equals: id } } });
  if (dropped) markChanged();
  return dropped !== null;
}

/** Statuses that take a scheduled time out of the inbox (as ./inbox.ts). */
const WITHDRAWN: readonly number[] = [INTERACTION.cancelado, INTERACTION.removido];

/**
 * The scheduled times that came due after `after` and by `upTo` (local moments, São Paulo time,
 * `YYYY-MM-DD hh:mm:ss`), as the inbox shows them: one notice `a-<noh_id>` each, for its
 * recipient's CPF in the notification's municipality. Cancelled or removed ones are left out.
 */
export function dueScheduledNotices(after: string, upTo: string): Announcement[] {
  const notifications = new Map(db.notificacaoAgendada.getAll().map((n) => [n.noa_id, n]));
  const recipients = new Map(db.destinatarioAgendado.getAll().map((r) => [r.nod_id, r]));
  const due: Announcement[] = [];
  for (const time of db.horarioAgendado.getAll()) {
    const at = `${time.noh_data} ${time.noh_hora.slice(0, 5)}:00`;
    if (at <= after || at > upTo) continue;
    if (WITHDRAWN.includes(time.noh_id_tipos_interacoes_notificacoes)) continue;
    const recipient = recipients.get(time.noh_id_notificacoes_agendadas_destinatarios);
    const notification = recipient && notifications.get(recipient.nod_id_notificacoes_agendadas);
    if (!recipient?.nod_cpf || !notification) continue;
    due.push({
      clientId: notification.noa_id_clientes,
      cpf: recipient.nod_cpf,
      noticeId: `a-${time.noh_id}`,
      title: notification.noa_titulo,
      message: notification.noa_mensagem,
    });
  }
  return due;
}

const savedBody = (row: Row<'inscricaoPush'>) => ({
  endpoint: row.ips_endpoint,
  createdAt: isoOf(row.ips_criado_em),
});

export const webPushHandlers = [
  route(
    'get',
    '/api/users/push/key',
    'getPushPublicKey',
    () => ok({ publicKey: pushPublicKey() }),
    {
      roles: ['patient'],
    },
  ),

  route(
    'post',
    '/api/users/push/subscriptions',
    'savePushSubscription',
    async ({ json, session }) => {
      const body = await json();
      const endpoint = endpointOf(body.endpoint);
      check(endpoint, PUSH_MESSAGES.endpoint, 'endpoint');
      const keys = await keysOf(body.keys);
      check(keys, PUSH_MESSAGES.keys, 'keys');
      const patient = patientById(session.subjectId);
      check(patient, PUSH_MESSAGES.notFound);
      const data = {
        ips_id_usuarios: patient.usu_id,
        ips_id_clientes: patient.usu_id_clientes,
        ips_p256dh: keys.p256dh,
        ips_auth: keys.auth,
      };
      // One subscription per endpoint (a browser): sent again, it takes the new keys, and the
      // patient who sent it last (another login in the same browser) is the one it pushes to.
      const known = subscriptionByEndpoint(endpoint);
      const row = known
        ? db.inscricaoPush.update({ where: { ips_id: { equals: known.ips_id } }, data })!
        : db.inscricaoPush.create({
            ips_id: nextId('inscricaoPush'),
            ips_endpoint: endpoint,
            ips_criado_em: nowMoment(),
            ...data,
          });
      return created(savedBody(row));
    },
    { roles: ['patient'] },
  ),

  route(
    'delete',
    '/api/users/push/subscriptions',
    'deletePushSubscription',
    ({ query, session }) => {
      const endpoint = endpointOf(query.get('endpoint'));
      check(endpoint, PUSH_MESSAGES.endpoint, 'endpoint');
      const known = subscriptionByEndpoint(endpoint);
      // Another patient's subscription is as unknown as one that does not exist.
      if (!known || known.ips_id_usuarios !== session.subjectId)
        throw notFound(PUSH_MESSAGES.notFound);
      db.inscricaoPush.delete({ where: { ips_id: { equals: known.ips_id } } });
      return new Response(null, { status: 204 });
    },
    { roles: ['patient'] },
  ),
];
