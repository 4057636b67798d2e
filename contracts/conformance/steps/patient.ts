import { atMost, NEEDS_WRITE, unsignedGoogleToken, type S, type TourContext } from './context';

/**
 * The patient area (REST): logins, my requests, terms, the inbox, Google sign-in, registration
 * refused.
 */
export async function patientSteps(ctx: TourContext) {
  const { h, now, tokens, publicApi, patientApi, accounts } = ctx;
  await h.rest('queue last check', 'api', [200], () => publicApi.GET('/api/queue/get-last-check'));
  await h.rest('news feeds of the portal home', 'api', [200], () =>
    publicApi.GET('/api/rss-feeds'),
  );
  await h.rest('patient login with a wrong password', 'api', [401], () =>
    publicApi.POST('/api/users/login', {
      body: { id: null, cpf: accounts.patient.cpf, password: 'senha-errada' },
    }),
  );
  const patient = await h.rest<S['PatientLoginResponse']>('patient login', 'api', [200], () =>
    publicApi.POST('/api/users/login', { body: { id: null, ...accounts.patient } }),
  );
  tokens.patient = patient?.token;
  if (patient) {
    await h.rest<S['MyRequestsPage']>(
      'my requests',
      'api',
      [200],
      () =>
        patientApi.GET('/api/queue/my-solicitations', {
          params: { query: { cpf: accounts.patient.cpf, limit: 10, offset: 0 } },
        }),
      atMost(10),
    );
    await h.rest<S['MyRequestsPage']>(
      'my requests, by period and status',
      'api',
      [200],
      () =>
        patientApi.GET('/api/queue/my-solicitations', {
          params: {
            query: {
              cpf: accounts.patient.cpf,
              limit: 10,
              offset: 0,
              period: now.getFullYear(),
              status: 'SOLICITADO',
            },
          },
        }),
      atMost(10),
    );
    if (ctx.write)
      await h.rest('patient confirms the accepted terms', 'api', [200], () =>
        patientApi.PUT('/api/users', { body: { id: patient.id, hasAcceptedTerms: true } }),
      );
    else h.skip('patient confirms the accepted terms', 'PUT /api/users', NEEDS_WRITE);
    // Listing the inbox is the patient's delivery receipt (it changes the notices' status), and
    // reading changes them too: only with --write.
    if (ctx.write) {
      const inbox = await h.rest<S['PatientNoticesPage']>('patient inbox', 'api', [200], () =>
        patientApi.GET('/api/users/notices', { params: { query: { limit: 10, offset: 0 } } }),
      );
      const first = inbox?.rows[0];
      if (first)
        await h.rest<S['PatientNotice']>('patient reads a notice', 'api', [200], () =>
          patientApi.POST('/api/users/notices/{id}/read', { params: { path: { id: first.id } } }),
        );
      else
        h.skip('patient reads a notice', 'POST /api/users/notices/{id}/read', 'the inbox is empty');
      await h.rest<S['NoticesRead']>('patient marks every notice read', 'api', [200], () =>
        patientApi.POST('/api/users/notices/read-all'),
      );
      await pushSubscriptionSteps(ctx);
    } else {
      h.skip('patient inbox', 'GET /api/users/notices', NEEDS_WRITE);
      h.skip('patient reads a notice', 'POST /api/users/notices/{id}/read', NEEDS_WRITE);
      h.skip('patient marks every notice read', 'POST /api/users/notices/read-all', NEEDS_WRITE);
      h.skip(
        'patient subscribes a browser to push',
        'POST /api/users/push/subscriptions',
        NEEDS_WRITE,
      );
      h.skip(
        'patient stops push to a browser',
        'DELETE /api/users/push/subscriptions',
        NEEDS_WRITE,
      );
    }
    await h.rest<S['PushPublicKey']>('patient push key', 'api', [200], () =>
      patientApi.GET('/api/users/push/key'),
    );
  } else {
    h.blocked('my requests', 'GET /api/queue/my-solicitations', 'the patient login failed');
  }
  await h.rest('my requests without a session', 'api', [401], () =>
    publicApi.GET('/api/queue/my-solicitations', {
      params: { query: { cpf: accounts.patient.cpf } },
    }),
  );
  await h.rest('patient inbox without a session', 'api', [401], () =>
    publicApi.GET('/api/users/notices'),
  );
  await googleSteps(ctx);
  // Accepted by mistake, it would create an account: only with --write.
  if (!ctx.write) {
    h.skip(
      'patient registration with an invalid CPF is refused',
      'POST /api/users/register',
      NEEDS_WRITE,
    );
    return;
  }
  await h.rest('patient registration with an invalid CPF is refused', 'api', [400], () =>
    publicApi.POST('/api/users/register', {
      body: {
        id: null,
        cpf: '11111111111',
        name: 'Teste de Conformidade',
        email: 'conformidade@example.com',
        cellphone: '21987654321',
        password: 'Segura@2026',
      },
    }),
  );
}

/**
 * A browser's push subscription, kept and removed again (the endpoint's host does not resolve: a
 * backend that pushes to it in between fails that push, and nothing leaves). The key is a real
 * P-256 point, as a browser's is.
 */
async function pushSubscriptionSteps({ h, patientApi }: TourContext) {
  const endpoint = `https://push.conformidade.invalid/envio/${Date.now().toString(36)}`;
  await h.rest<S['PushSubscriptionSaved']>(
    'patient subscribes a browser to push',
    'api',
    [201],
    () =>
      patientApi.POST('/api/users/push/subscriptions', {
        body: {
          endpoint,
          keys: {
            p256dh:
              'BGUiwXm15DpgykhKvTJJmJQucwXjRlU3tIEdiVBBJjxnGS9vDRXz6XOLd9_cp7d4rhMmgX8PeaYEFld8TbbarcA',
            auth: 'B7XoJjHUPa82cgKDuhahUg',
          },
        },
      }),
  );
  await h.rest('patient stops push to a browser', 'api', [204], () =>
    patientApi.DELETE('/api/users/push/subscriptions', { params: { query: { endpoint } } }),
  );
  await h.rest('patient stops push to a browser it never subscribed', 'api', [404], () =>
    patientApi.DELETE('/api/users/push/subscriptions', { params: { query: { endpoint } } }),
  );
}

/** The tour's Google account (the sandbox's stand-in signs its tokens; a real backend's, nobody). */
export const CONFORMANCE_GOOGLE = {
  sub: 'conformance-google-1',
  email: 'conformidade.google@example.com',
  name: 'Conformidade Google',
} as const;

/** Google sign-in: a forged token is refused everywhere; the sandbox's stand-in signs one that works. */
async function googleSteps({ h, now, publicApi, standInGoogleToken }: TourContext) {
  const google = CONFORMANCE_GOOGLE;
  const exp = Math.floor(now.getTime() / 1000) + 3600;
  await h.rest('patient Google sign-in with an unsigned token is refused', 'api', [401], () =>
    publicApi.POST('/api/users/login-google', {
      body: { token: unsignedGoogleToken({ ...google, email_verified: true, exp }) },
    }),
  );
  const token = await standInGoogleToken(google);
  // Only the sandbox has a stand-in; a real backend is checked with Google's own tokens by hand.
  if (!token) return;
  await h.rest<S['GoogleLoginResponse']>(
    'patient Google sign-in (sandbox stand-in, signed by the sandbox)',
    'api',
    [200],
    () => publicApi.POST('/api/users/login-google', { body: { token } }),
  );
}
