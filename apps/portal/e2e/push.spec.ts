/**
 * Browser push, from the patient's click to the notification's: the patient turns on 'Avisos neste
 * navegador' in Avisos; the staff send a notice through the API; the sandbox pushes it to the
 * subscription's endpoint (this test's push service: no real one is reachable here, so the page's
 * PushManager is a stand-in, ./pushStub.ts), where it arrives signed with the key the page
 * subscribed with and decrypts with the subscription's own keys. The decrypted message is then
 * delivered to the portal's real push worker, which shows it; clicking the notification brings
 * the portal, opened on `/`, to Avisos.
 */
import { expect, test, type APIRequestContext, type Worker } from '@playwright/test';
import { DEMO } from '@portal/mocks/seed/people';
import {
  checkVapid,
  decryptPush,
  makeSubscriptionKeys,
  startPushService,
  type PushService,
} from '@portal/mocks/testing/webPushEndpoint';
import { expectNoSeriousA11yViolations, loginWithCpf, PATIENT, uniqueSuffix } from './helpers';
import { NOTIFYING_BROWSER, stubPushManager } from './pushStub';

test.use({ launchOptions: NOTIFYING_BROWSER });

/** The push message the sandbox sends for a notice. */
interface PushMessage {
  id: string;
  title: string;
  body: string;
  url: string;
}

/** The push worker's global scope, as the test uses it (the DOM lib has no worker types). */
interface WorkerScope {
  registration: {
    getNotifications(filter?: {
      tag?: string;
    }): Promise<Array<{ title: string; body: string; tag: string; data: unknown }>>;
  };
  dispatchEvent(event: Event): boolean;
  PushEvent: new (type: string, init: { data: string }) => Event;
  NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
}

let service: PushService;
test.beforeAll(async () => {
  service = await startPushService();
});
test.afterAll(async () => {
  await service?.close();
});

/** The admin sends a notification at once to the demo patient, through the API. */
async function sendToPatient(request: APIRequestContext, title: string, body: string) {
  const login = await request.post('/api/clients/login', {
    data: { login: DEMO.admin.login, password: DEMO.admin.password },
  });
  const { token } = (await login.json()) as { token: string };
  const sent = await request.post('/api/immediate-notifications', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      sendAllCpf: false,
      cpfs: [PATIENT.cpf],
      title,
      body,
      data: {},
      clientId: DEMO.admin.clientId,
      onlyPush: false,
    },
  });
  expect(sent.status()).toBe(201);
}

test('a notice reaches the browser as a push, shows as a notification and opens Avisos', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const keys = makeSubscriptionKeys();
  const path = `/push/${uniqueSuffix()}`;
  const endpoint = `${service.origin}${path}`;
  await context.grantPermissions(['notifications']);
  await stubPushManager(context, { endpoint, p256dh: keys.p256dh, auth: keys.auth });

  await loginWithCpf(page, PATIENT.cpf, PATIENT.password);
  await page.goto('/avisos');
  const section = page.getByRole('region', { name: 'Avisos neste navegador' });
  await section.getByRole('button', { name: 'Receber avisos neste navegador' }).click();
  await expect(section.getByText('Este navegador recebe seus avisos.')).toBeVisible();
  await expect(
    section.getByRole('button', { name: 'Parar de receber neste navegador' }),
  ).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  const subscribedWith = await page.evaluate(() => localStorage.getItem('e2e:push-key'));

  // The portal's push worker, registered apart from any page's scope.
  const worker: Worker =
    context.serviceWorkers().find((w) => w.url().endsWith('/pushWorker.js')) ??
    (await context.waitForEvent('serviceworker', (w) => w.url().endsWith('/pushWorker.js')));
  expect(
    await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname),
    ),
  ).toEqual(['/push/']);

  const title = `Aviso no navegador ${uniqueSuffix()}`;
  await sendToPatient(request, title, 'Sua consulta é amanhã às 08:00.');
  // Other journeys send to the same patient: the push of this notice is the one with its title.
  let message: PushMessage | null = null;
  let authorization: string | undefined;
  while (message === null) {
    const push = await service.next(path, 20_000);
    const decrypted = JSON.parse(decryptPush(push.body, keys).toString('utf8')) as PushMessage;
    if (decrypted.title === title) {
      message = decrypted;
      authorization = push.headers.authorization;
    }
  }
  const vapid = checkVapid(authorization, endpoint);
  expect(vapid.signed).toBe(true);
  expect(vapid.publicKey).toBe(subscribedWith);
  expect(message).toMatchObject({ body: 'Sua consulta é amanhã às 08:00.', url: '/avisos' });
  expect(message.id).toMatch(/^i-\d+$/);

  // The message, delivered to the real worker as the browser's push service would.
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  const shown = await worker.evaluate(async (data) => {
    const scope = self as unknown as WorkerScope;
    const waits: Promise<unknown>[] = [];
    const event = new scope.PushEvent('push', { data });
    // A synthetic event's waitUntil is refused by the browser: the test awaits what it was given.
    Object.defineProperty(event, 'waitUntil', { value: (p: Promise<unknown>) => waits.push(p) });
    scope.dispatchEvent(event);
    await Promise.all(waits);
    const notifications = await scope.registration.getNotifications();
    return notifications.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
  }, JSON.stringify(message));
  expect(shown).toContainEqual({
    title,
    body: 'Sua consulta é amanhã às 08:00.',
    tag: message.id,
    data: { url: '/avisos' },
  });

  // A click on it: the open portal window (on `/`) is told to open Avisos.
  await worker.evaluate(async (tag) => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications({ tag });
    const waits: Promise<unknown>[] = [];
    const event = new scope.NotificationEvent('notificationclick', { notification });
    Object.defineProperty(event, 'waitUntil', { value: (p: Promise<unknown>) => waits.push(p) });
    scope.dispatchEvent(event);
    await Promise.all(waits);
  }, message.id);
  await expect(page).toHaveURL(/\/avisos$/);
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  // Off again: the backend forgets the subscription (and this browser its stand-in).
  const section2 = page.getByRole('region', { name: 'Avisos neste navegador' });
  await section2.getByRole('button', { name: 'Parar de receber neste navegador' }).click();
  await expect(
    section2.getByRole('button', { name: 'Receber avisos neste navegador' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('e2e:push-key'))).toBeNull();
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('portal.paciente.sessao') ?? '{}') as { token?: string })
        .token,
  );
  const gone = await request.delete(
    `/api/users/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(gone.status()).toBe(404);
});

test('Sair stops the pushes to this browser: the backend forgets the subscription and the browser unsubscribes', async ({
  page,
  context,
}) => {
  const keys = makeSubscriptionKeys();
  const endpoint = `${service.origin}/push/${uniqueSuffix()}`;
  await context.grantPermissions(['notifications']);
  await stubPushManager(context, { endpoint, p256dh: keys.p256dh, auth: keys.auth });

  await loginWithCpf(page, PATIENT.cpf, PATIENT.password);
  await page.goto('/avisos');
  const section = page.getByRole('region', { name: 'Avisos neste navegador' });
  await section.getByRole('button', { name: 'Receber avisos neste navegador' }).click();
  await expect(section.getByText('Este navegador recebe seus avisos.')).toBeVisible();

  // A shared computer: the next person must not get this patient's notices.
  const forgotten = page.waitForResponse(
    (r) =>
      r.request().method() === 'DELETE' &&
      r.url().includes(`/api/users/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`),
  );
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sair' }).click();
  expect((await forgotten).status()).toBe(204);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('e2e:push-key'))).toBeNull();
});
