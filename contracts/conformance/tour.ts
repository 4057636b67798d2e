/**
 * The conformance tour: a scripted walk through the contract with the demo accounts (logins, queue
 * search, my requests, news and RSS CRUD, bots, notifications, import status, panel), checking every
 * answer against the contract. What it creates it removes; notifications go only to the demo
 * patient; calls that would change a real user's data (register, app-user password reset) are sent
 * only in forms the server must refuse, and self-registration over GraphQL (CreateUser,
 * CreateTalkToUs, AuthorizeUser) is left out, so the tour can run against a shared backend.
 *
 * Each area's steps live in `steps/`; this file runs the groups in order. A group never throws: a
 * failed step is a row of the report, and steps that depend on it are reported as blocked.
 */
import type { StepResult } from './harness';
import { chatbotSteps } from './steps/chatbots';
import { createContext, type AdminContext, type TourOptions } from './steps/context';
import { adminAccountSteps, clientHomeSteps, gerencialSessionSteps } from './steps/gerencial';
import { newsSteps } from './steps/news';
import { notificationSteps } from './steps/notifications';
import { panelSteps } from './steps/panel';
import { patientSteps } from './steps/patient';
import { queueImportSteps } from './steps/queueImport';
import { queueSearchSteps } from './steps/queueSearch';
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
  userSteps,
];

export async function runTour(options: TourOptions): Promise<StepResult[]> {
  const ctx = createContext(options);
  await patientSteps(ctx);
  await queueSearchSteps(ctx);
  const admin = await gerencialSessionSteps(ctx);
  if (admin) for (const steps of GERENCIAL) await steps(admin);
  else ctx.h.blocked('Portal Gerencial calls', 'GET /api/noticias', 'the admin login failed');
  await panelSteps(ctx);
  return ctx.h.results;
}
