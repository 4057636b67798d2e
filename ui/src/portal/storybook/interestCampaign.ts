/**
 * For stories: a 'Você ainda precisa?' campaign sent as the Portal Gerencial sends it (the admin's
 * login, POST /api/interest-campaigns on the mock backend), so the logged-in demo patient has the
 * question on their waiting cardiology request and in 'Avisos'.
 */
import { sessionToken } from '../session/session';

async function json(path: string, init: RequestInit = {}) {
  const response = await fetch(path, init);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** The campaign of the acceptance journey: cardiology consultations waiting for more than 90 days. */
export const CARDIOLOGY_OVER_90_DAYS = {
  service: 'CONSULTAS',
  procedure: 'CONSULTA EM CARDIOLOGIA',
  unit: null,
  status: 'SOLICITADO',
  minDays: 90,
} as const;

/** Sends the campaign as `admin` and waits until the logged-in patient has its question. */
export async function askStillNeeded(admin: { login: string; password: string }) {
  const patient = sessionToken();
  if (!patient) throw new Error('askStillNeeded: log the patient in first');
  const { token } = (await json('/api/clients/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: admin.login, password: admin.password }),
  })) as { token: string };
  await json('/api/interest-campaigns', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(CARDIOLOGY_OVER_90_DAYS),
  });
  const questions = await json('/api/users/interest-questions', {
    headers: { authorization: `Bearer ${patient}` },
  });
  if (!(questions.rows as unknown[]).length) throw new Error('askStillNeeded: no question came');
}
