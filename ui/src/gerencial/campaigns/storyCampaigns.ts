/**
 * For stories: campaigns sent and answered on the mock backend as people would, so the list holds
 * what the server really counts: the admin sends through POST /api/interest-campaigns, and the
 * patients answer in their own session (POST /api/users/interest-questions/{id}/answer).
 */
import type { components } from '@portal/contracts/generated/api';

type Filters = components['schemas']['InterestCampaignFilters'];
type Answer = Omit<components['schemas']['InterestAnswer'], 'phone' | 'email'>;

async function call<T>(path: string, { token, body }: { token?: string; body?: unknown } = {}) {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json() as Promise<T>;
}

/** Demo patient's cardiology request: 1 patient asked in the portal, the others for a call. */
export const CARDIOLOGY: Filters = {
  service: 'CONSULTAS',
  procedure: 'CONSULTA EM CARDIOLOGIA',
  unit: null,
  status: 'SOLICITADO',
  minDays: 90,
};

/** Scheduled exams: 7 patients with an account (6 of them the many-requests patient's). */
export const SCHEDULED_EXAMS: Filters = {
  service: 'EXAMES',
  procedure: null,
  unit: null,
  status: 'AGENDADO',
  minDays: 0,
};

/** Returned therapies: a short list, nobody with an account (a campaign for phone calls only). */
export const RETURNED_THERAPIES: Filters = {
  service: 'TERAPIAS',
  procedure: null,
  unit: null,
  status: 'DEVOLVIDO',
  minDays: 0,
};

/** Sends campaigns as the admin, one after the other; their ids. */
export async function sendCampaigns(
  admin: { login: string; password: string },
  campaigns: readonly Filters[],
): Promise<number[]> {
  const { token } = await call<{ token: string }>('/api/clients/login', {
    body: { login: admin.login, password: admin.password },
  });
  const ids: number[] = [];
  for (const filters of campaigns)
    ids.push((await call<{ id: number }>('/api/interest-campaigns', { token, body: filters })).id);
  return ids;
}

/** Sends a campaign as the admin; its id. */
export async function sendCampaign(
  admin: { login: string; password: string },
  filters: Filters,
): Promise<number> {
  const [id] = await sendCampaigns(admin, [filters]);
  return id!;
}

interface Question {
  id: string;
  procedure: string;
  answer: string | null;
}

/**
 * The patient answers their open questions, newest first: each answer of `answers` in turn (one
 * per question; `null` leaves one unanswered), confirming `contact` as their phone and e-mail.
 */
export async function answerAsPatient(
  patient: { cpf: string; password: string },
  contact: { phone: string; email: string },
  answers: ReadonlyArray<Answer | null>,
) {
  const session = await call<{ token: string }>('/api/users/login', {
    body: { id: null, cpf: patient.cpf, password: patient.password },
  });
  const { rows } = await call<{ rows: Question[] }>('/api/users/interest-questions', {
    token: session.token,
  });
  const open = rows.filter((q) => q.answer === null);
  for (const [i, answer] of answers.entries()) {
    const question = open[i];
    if (!question || !answer) continue;
    await call(`/api/users/interest-questions/${question.id}/answer`, {
      token: session.token,
      body: { ...answer, ...contact },
    });
  }
}

/** What the server counts for these filters now (a play's expected numbers). */
export async function reachOf(
  admin: { login: string; password: string },
  filters: Filters,
): Promise<{ total: number; reachable: number; unreachable: number; alreadyAsked: number }> {
  const { token } = await call<{ token: string }>('/api/clients/login', {
    body: { login: admin.login, password: admin.password },
  });
  const query = new URLSearchParams(
    Object.entries(filters).flatMap(([key, value]) =>
      value === null || value === undefined ? [] : [[key, String(value)]],
    ),
  );
  return call(`/api/interest-campaigns/reach?${query.toString()}`, { token });
}
