import { SearchClientUserDocument } from '../../src/generated/graphql/graphql';
import {
  atMost,
  DEMO,
  isoDate,
  NEEDS_WRITE,
  type AdminContext,
  type S,
  type TourContext,
} from './context';

/**
 * The Portal Gerencial's sign-in, and calls refused without it. Answers the context of the
 * Portal Gerencial groups, or nothing when the admin login failed.
 */
export async function gerencialSessionSteps(ctx: TourContext): Promise<AdminContext | undefined> {
  const { h, publicApi, tokens, accounts } = ctx;
  await h.rest('admin login with a wrong password', 'api', [401], () =>
    publicApi.POST('/api/clients/login', {
      body: { login: accounts.admin.login, password: 'senha-errada' },
    }),
  );
  const admin = await h.rest<S['AdminSession']>('admin login', 'api', [200], () =>
    publicApi.POST('/api/clients/login', { body: accounts.admin }),
  );
  tokens.admin = admin?.token;
  await h.rest('admin call without a session', 'api', [401], () =>
    publicApi.GET('/api/noticias', { params: { query: { clientId: 1 } } }),
  );
  await h.graphql(
    'admin GraphQL without a session',
    SearchClientUserDocument,
    { clientId: 1, clientUserId: 1 },
    { token: null, expectErrors: true },
  );
  if (!admin) return undefined;
  return {
    ...ctx,
    api: ctx.adminApi,
    admin,
    token: admin.token,
    clientId: admin.user.usc_id_clientes,
    clientUserId: admin.user.usc_id,
    codeClient: admin.user.cliente.cli_codigo,
    today: isoDate(ctx.now),
  };
}

/** The admin's responsibility term, and the app users over REST. */
export async function adminAccountSteps({ h, api, clientId, clientUserId, write }: AdminContext) {
  // Accepted by mistake, it would revoke the admin's term: only with --write.
  if (write)
    await h.rest('refusing the responsibility term is rejected', 'api', [400], () =>
      api.PUT('/api/clients', { body: { id: clientUserId, hasAcceptedTerms: false } }),
    );
  else h.skip('refusing the responsibility term is rejected', 'PUT /api/clients', NEEDS_WRITE);
  await h.rest<S['AppUserPage']>(
    'app users (REST listing)',
    'api',
    [200],
    () =>
      api.GET('/api/users', {
        params: { query: { clientId, clientUserId, limit: 10, offset: 0 } },
      }),
    atMost(10),
  );
  await h.rest('password reset of an unknown app user', 'api', [404], () =>
    api.PUT('/api/users/update-password', { body: { id: 999_999_999, password: DEMO.unknownCpf } }),
  );
}

/** The figures of the client home, read as the screen reads them. */
export function dashboardProblem(body: S['ClientDashboard']): string | null {
  const sum = (pick: (unit: S['DashboardUnit']) => number) =>
    body.units.reduce((total, unit) => total + pick(unit), 0);
  const card = (key: S['DashboardCard']['key']) => body.cards.find((c) => c.key === key)?.value;
  if (card('total') !== body.total) return `the 'Total de solicitações' card is not total`;
  if (sum((u) => u.total) !== body.total) return 'the units do not add up to total';
  const byStatus = [
    ['waiting', sum((u) => u.waiting)],
    ['authorized', sum((u) => u.authorized)],
    ['done', sum((u) => u.done)],
  ] as const;
  for (const [key, value] of byStatus) {
    if (card(key) !== value) return `the '${key}' card does not equal the sum over the units`;
  }
  if (body.months.length !== 12) return `expected 12 months, got ${body.months.length}`;
  for (const { year, month, days } of body.months) {
    if (days.length !== new Date(year, month, 0).getDate())
      return `${year}-${month} does not list every day of the month`;
  }
  return null;
}

/** The client home's figures: the session's client, and another client refused. */
export async function clientHomeSteps({ h, api, clientId }: AdminContext) {
  await h.rest<S['ClientDashboard']>(
    'client home figures',
    'api',
    [200],
    () => api.GET('/api/clients/dashboard', { params: { query: { clientId } } }),
    dashboardProblem,
  );
  await h.rest("another client's home figures are refused", 'api', [403], () =>
    api.GET('/api/clients/dashboard', { params: { query: { clientId: clientId + 1 } } }),
  );
}
