/**
 * The conformance tour, in two parts:
 * - the contract: a scripted walk through every operation with the demo accounts, checking each
 *   answer's shape against the contract (`steps/`);
 * - behaviour: what a backend must do beyond shapes (`checks/`, listed in `checks/catalogue.ts`):
 *   authentication and authorization, filters and paging, privacy, and with `write` the state of
 *   what is created and the queue import.
 *
 * Read-only by default, so it can run against a shared backend: steps and checks that create data
 * run only with `write`, and then remove what they created (named 'Conformidade <run>'), even when
 * a check fails halfway. Requests that must be refused use ids no row has and empty bodies. A step
 * or check never throws: a failure is a row of the report; what depends on it is blocked or skipped.
 */
import { authChecks, setSweepAll, type Sessions } from './checks/auth';
import { answerIdempotentCheck, ownMunicipalityCheck, type OtherPatient } from './checks/campaigns';
import { dataRequestsCheck, ownAccessLogCheck } from './checks/dataSubject';
import { Checker, type CheckResult } from './checks/checker';
import { errorChecks } from './checks/errors';
import { hostileChecks } from './checks/hostile';
import { recipientsCheck } from './checks/isolation';
import { ownNoticesCheck } from './checks/notices';
import { queueSwitchCheck } from './checks/queueSwitch';
import { graphqlCostCheck } from './checks/graphqlCost';
import { hostileInputChecks } from './checks/hostileInput';
import { stateChecks } from './checks/lifecycle';
import { estimateCheck, listChecks, myRequestsCheck, queueChecks } from './checks/queries';
import { dashboardSmallGroupsCheck, openDataChecks } from './checks/openData';
import { openDataAggregateChecks } from './checks/openDataAggregates';
import { importChecks } from './checks/queueImport';
import { statusNoticesCheck } from './checks/statusNotices';
import { throttleCheck } from './checks/throttle';
import type { TourReport } from './report';
import { chatbotSteps } from './steps/chatbots';
import {
  createContext,
  NEEDS_WRITE,
  type AdminContext,
  type TourContext,
  type TourOptions,
} from './steps/context';
import { adminAccountSteps, clientHomeSteps, gerencialSessionSteps } from './steps/gerencial';
import { newsSteps } from './steps/news';
import { campaignSteps } from './steps/campaigns';
import { dataSubjectSteps } from './steps/dataSubject';
import { notificationSteps } from './steps/notifications';
import { panelSteps } from './steps/panel';
import { CONFORMANCE_GOOGLE, patientSteps } from './steps/patient';
import { privacyNoticeSteps } from './steps/privacyNotice';
import { queueImportSteps } from './steps/queueImport';
import { queueSearchSteps } from './steps/queueSearch';
import { openDataSetSteps } from './steps/openDataSets';
import { rssSteps } from './steps/rss';
import { userSteps } from './steps/users';

export { DEMO, runTag, unsignedGoogleToken, type TourOptions } from './steps/context';

/** The Portal Gerencial's groups, run in this order once the admin has signed in. */
const GERENCIAL: Array<(ctx: AdminContext) => Promise<void>> = [
  adminAccountSteps,
  clientHomeSteps,
  newsSteps,
  rssSteps,
  chatbotSteps,
  notificationSteps,
  queueImportSteps,
  campaignSteps,
  userSteps,
  privacyNoticeSteps,
  dataSubjectSteps,
];

export interface BehaviourOptions {
  /** Run the behavioural checks (default true; the shape-only tests turn them off). */
  behaviour?: boolean;
  /** Called after each check (the CLI prints progress). */
  onCheck?: (result: CheckResult) => void;
  /** How long the import checks wait for an import to end. */
  importWaitMs?: number;
}

/** The shape steps (the contract part of the tour). */
async function contractSteps(ctx: TourContext): Promise<AdminContext | undefined> {
  await patientSteps(ctx);
  await queueSearchSteps(ctx);
  await openDataSetSteps(ctx);
  const admin = await gerencialSessionSteps(ctx);
  if (admin) for (const steps of GERENCIAL) await steps(admin);
  else ctx.h.blocked('Portal Gerencial calls', 'GET /api/noticias', 'the admin login failed');
  await panelSteps(ctx);
  return admin;
}

/**
 * Another patient's session, where the tour can have one: the tour's Google account, signed in
 * with a token of the sandbox's stand-in (the patient steps sign it in too); null elsewhere.
 */
async function otherPatient(ctx: TourContext, checker: Checker): Promise<OtherPatient | null> {
  const token = await ctx.standInGoogleToken(CONFORMANCE_GOOGLE);
  if (!token) return null;
  const login = await checker.send('api', 'POST', '/api/users/login-google', {
    json: { token },
    as: 'the tour’s Google account (sandbox stand-in)',
  });
  const session = (login.body as { token?: unknown } | null)?.token;
  return login.status === 200 && typeof session === 'string'
    ? { token: session, email: CONFORMANCE_GOOGLE.email }
    : null;
}

/** The client (by id) of another municipality than the admin's, for the cross-client checks. */
async function otherClient(checker: Checker, adminClientId: number | undefined) {
  const answer = await checker.graphql('query ConformidadeOutros { queue_clients { cli_id } }', {});
  const ids = ((answer.data?.queue_clients ?? []) as Array<{ cli_id: number }>).map(
    (c) => c.cli_id,
  );
  return ids.find((id) => id !== adminClientId);
}

async function behaviour(
  ctx: TourContext,
  admin: AdminContext | undefined,
  checker: Checker,
  options: TourOptions & BehaviourOptions,
): Promise<void> {
  const sessions: Sessions = {
    patient: ctx.tokens.patient,
    admin: ctx.tokens.admin,
    panel: ctx.tokens.panel,
    adminClientId: admin?.clientId,
    adminClientUserId: admin?.clientUserId,
    patientCpf: ctx.accounts.patient.cpf,
  };
  setSweepAll(ctx.write);
  await authChecks(checker, sessions, ctx.accounts, await otherClient(checker, admin?.clientId));
  const queue = await queueChecks(checker, admin?.codeClient);
  await listChecks(checker, sessions, ctx.run, queue);
  await estimateCheck(checker, queue);
  await openDataChecks(checker, queue?.client);
  await openDataAggregateChecks(checker, queue?.client);
  await dashboardSmallGroupsCheck(checker, queue?.client);
  await myRequestsCheck(checker, sessions, ctx.accounts.otherCpf);
  if (ctx.write) {
    await stateChecks(checker, sessions, ctx.cleanup, ctx.run, ctx.now, ctx.accounts);
    await importChecks(checker, sessions, admin?.codeClient, ctx.run, ctx.now, ctx.cleanup, {
      waitMs: options.importWaitMs,
    });
    await statusNoticesCheck(checker, sessions, admin?.codeClient, ctx.run, ctx.now, ctx.cleanup, {
      waitMs: options.importWaitMs,
    });
    await ownMunicipalityCheck(checker, sessions, ctx.accounts, admin?.codeClient);
    await answerIdempotentCheck(checker, sessions, admin?.codeClient, () =>
      otherPatient(ctx, checker),
    );
  } else {
    for (const id of [
      'state.news',
      'state.rss',
      'state.bots',
      'state.client-users',
      'state.client-user-rules',
      'state.scheduled',
      'import.bad-row',
      'import.good-file',
      'import.status-notices',
      'campaigns.own-municipality',
      'campaigns.answer-idempotent',
    ] as const)
      checker.skip(id, NEEDS_WRITE);
  }
  await recipientsCheck(checker, sessions, ctx.accounts, ctx);
  if (ctx.write) await ownNoticesCheck(checker, sessions, ctx.accounts.otherCpf, ctx.run);
  else checker.skip('isolation.own-notices', NEEDS_WRITE);
  if (ctx.write) {
    await ownAccessLogCheck(checker, sessions, ctx.accounts);
    await dataRequestsCheck(checker, sessions, ctx.accounts, ctx.run);
  } else {
    checker.skip('isolation.own-access-log', NEEDS_WRITE);
    checker.skip('privacy.data-requests', NEEDS_WRITE);
  }
  if (ctx.write) await queueSwitchCheck(checker, sessions, admin?.codeClient);
  else checker.skip('privacy.queue-switched-off', NEEDS_WRITE);
  await hostileChecks(checker, ctx.accounts);
  await graphqlCostCheck(checker);
  const written = ctx.write ? { run: ctx.run, now: ctx.now } : null;
  await hostileInputChecks(checker, sessions, ctx.cleanup, written, NEEDS_WRITE);
  await throttleCheck(checker, ctx.accounts, ctx.now.getTime());
  await errorChecks(checker);
}

export async function runTour(options: TourOptions & BehaviourOptions): Promise<TourReport> {
  const ctx = createContext(options);
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const checker = new Checker(
    {
      api: baseUrl,
      panel: (options.panelUrl ?? baseUrl).replace(/\/+$/, ''),
      graphql: options.graphqlUrl ?? `${baseUrl}/graphql`,
    },
    options.fetch ?? globalThis.fetch,
    options.onCheck,
  );
  const withBehaviour = options.behaviour !== false;
  try {
    const admin = await contractSteps(ctx);
    if (withBehaviour) await behaviour(ctx, admin, checker, options);
  } finally {
    // Whatever a step or a check created and did not remove (it failed halfway) goes now.
    const left = await ctx.cleanup.run();
    if (withBehaviour) {
      if (ctx.write)
        checker.record(
          'state.cleanup',
          ctx.cleanup.created,
          left.map((label) => ({ request: label, problem: 'could not be removed at the end' })),
        );
      else checker.skip('state.cleanup', NEEDS_WRITE);
    }
  }
  return { mode: ctx.write ? 'write' : 'read-only', steps: ctx.h.results, checks: checker.results };
}
