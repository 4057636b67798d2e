/**
 * The patient's rights over their data ('Meus dados', LGPD), with --write:
 *
 * - `isolation.own-access-log`: the admin opens another patient's details (`accounts.otherCpf`,
 *   an app user of the admin's municipality) and then the tour patient's; the tour patient's log
 *   (GET /api/users/me/access-log) then holds exactly one new entry, the opening of their own
 *   details, newest first, with a role, a municipality and the purpose, and nothing naming the
 *   staff member; a staff token has no log.
 * - `privacy.data-requests`: the patient files a correction; the admin lists it with its deadline
 *   (15 days from the day of the request) and the days left, another municipality's admin neither
 *   lists nor answers it (404), the admin refuses it once (200) and a second answer is a 409 that
 *   changes nothing; the patient reads the answer in their requests and in their data download
 *   (GET /api/users/me/data, an attachment named `meus-dados-<date>.json`).
 *
 * Left behind: the contract removes no access log entry and no request (the log is append-only,
 * the requests are the municipality's record), so the tour patient keeps two entries and a
 * refused correction named 'Conformidade <run>'.
 */
import {
  ACCESS_PURPOSES,
  dataRequestDaysLeft,
  dataRequestDeadline,
  DATA_REQUEST_DEADLINE_DAYS,
} from '../../src/dataSubject';
import type { Accounts } from '../steps/context';
import type { Sessions } from './auth';
import type { Answer, Checker, ProblemList } from './checker';
import { statusProblem } from './checker';

const LOG = 'isolation.own-access-log';
const REQUESTS = 'privacy.data-requests';
const ENTRY_FIELDS = ['at', 'id', 'municipality', 'purpose', 'role'];

const digits = (cpf: string) => cpf.replace(/\D/g, '');

interface Entry {
  id: number;
  at: string;
  role: string;
  municipality: string;
  purpose: string;
}

const rowsOf = <T>(answer: Answer): T[] | null => {
  const rows = (answer.body as { rows?: unknown } | null)?.rows;
  return answer.status === 200 && Array.isArray(rows) ? (rows as T[]) : null;
};

/** The tour patient's id (their data download's account), or null. */
async function ownId(checker: Checker, token: string): Promise<number | null> {
  const data = await checker.send('api', 'GET', '/api/users/me/data', {
    token,
    as: 'patient token',
  });
  const id = (data.body as { account?: { id?: unknown } } | null)?.account?.id;
  return data.status === 200 && typeof id === 'number' ? id : null;
}

/** An app user's id, by CPF, among the admin's (GET /api/users, page by page). */
async function appUserId(
  checker: Checker,
  sessions: Sessions,
  cpf: string,
): Promise<number | null> {
  for (let offset = 0; offset < 2000; offset += 100) {
    const page = await checker.send('api', 'GET', '/api/users', {
      token: sessions.admin,
      as: 'admin token',
      query: {
        clientId: sessions.adminClientId,
        clientUserId: sessions.adminClientUserId,
        limit: 100,
        offset,
      },
    });
    const rows = rowsOf<{ usu_id: number; usu_cpf: string | null }>(page);
    if (!rows?.length) return null;
    const found = rows.find((r) => digits(r.usu_cpf ?? '') === digits(cpf));
    if (found) return found.usu_id;
  }
  return null;
}

async function readLog(checker: Checker, token: string, found: ProblemList) {
  const answer = await checker.send('api', 'GET', '/api/users/me/access-log', {
    token,
    as: 'patient token',
    query: { limit: 100, offset: 0 },
  });
  const rows = rowsOf<Entry>(answer);
  const count = (answer.body as { count?: unknown } | null)?.count;
  if (!rows || typeof count !== 'number')
    found.add(answer.request, statusProblem(answer, [200]) ?? 'no rows or count');
  return { answer, rows: rows ?? [], count: typeof count === 'number' ? count : 0 };
}

export async function ownAccessLogCheck(checker: Checker, sessions: Sessions, accounts: Accounts) {
  if (!sessions.admin) return checker.skip(LOG, 'the admin login failed');
  if (!sessions.patient) return checker.skip(LOG, 'the patient login failed');
  const patient = sessions.patient;
  const admin = { token: sessions.admin, as: 'admin token' };

  await checker.run(LOG, async (found) => {
    const staffLog = await checker.send('api', 'GET', '/api/users/me/access-log', admin);
    found.expect(staffLog, statusProblem(staffLog, [401, 403]));

    const own = await ownId(checker, patient);
    const other = await appUserId(checker, sessions, accounts.otherCpf);
    if (own === null)
      return found.add('GET /api/users/me/data', 'the patient’s data answers no account id');
    if (other === null)
      return found.add(
        'GET /api/users',
        `the other CPF (${accounts.otherCpf}) is not an app user of the admin’s municipality`,
      );
    const before = await readLog(checker, patient, found);

    for (const [id, whose] of [
      [other, 'another patient’s details'],
      [own, 'the patient’s details'],
    ] as const) {
      const opened = await checker.send('api', 'GET', `/api/app-users/${id}`, {
        ...admin,
        as: `admin token, ${whose}`,
      });
      found.expect(opened, statusProblem(opened, [200]));
    }

    const after = await readLog(checker, patient, found);
    const known = new Set(before.rows.map((r) => r.id));
    const added = after.rows.filter((r) => !known.has(r.id));
    found.expect(
      after.answer,
      after.count !== before.count + 1 &&
        `the log went from ${before.count} to ${after.count} entries after staff opened the patient’s details and another patient’s (one more expected: another patient’s access is not theirs)`,
    );
    found.expect(
      after.answer,
      added.length !== 1 && `${added.length} new entries listed (one expected)`,
    );
    const entry = after.rows[0];
    if (!entry) return;
    found.expect(
      after.answer,
      !added.some((r) => r.id === entry.id) && 'the newest entry is not listed first',
    );
    found.expect(
      after.answer,
      entry.purpose !== ACCESS_PURPOSES.appUserDetail &&
        `the entry’s purpose is '${entry.purpose}' ('${ACCESS_PURPOSES.appUserDetail}' expected)`,
    );
    found.expect(
      after.answer,
      (!entry.role?.trim() || !entry.municipality?.trim()) &&
        'the entry names no role or no municipality',
    );
    const keys = Object.keys(entry).sort();
    found.expect(
      after.answer,
      keys.join() !== ENTRY_FIELDS.join() &&
        `the entry carries ${keys.join(', ')}: the staff member is not shown to the patient`,
    );
  });
}

export async function dataRequestsCheck(
  checker: Checker,
  sessions: Sessions,
  accounts: Accounts,
  run: string,
) {
  if (!sessions.admin) return checker.skip(REQUESTS, 'the admin login failed');
  if (!sessions.patient) return checker.skip(REQUESTS, 'the patient login failed');
  const patient = { token: sessions.patient, as: 'patient token' };
  const admin = { token: sessions.admin, as: 'admin token' };

  await checker.run(REQUESTS, async (found) => {
    const filed = await checker.send('api', 'POST', '/api/users/me/data-requests', {
      ...patient,
      json: { kind: 'correcao', fields: `Conformidade ${run}`, correction: 'Valor correto.' },
    });
    found.expect(filed, statusProblem(filed, [201]));
    const request = filed.body as { id?: unknown; requestedAt?: unknown } | null;
    if (filed.status !== 201 || typeof request?.id !== 'number') return;
    const id = request.id;

    const listed = await checker.send('api', 'GET', '/api/data-requests', {
      ...admin,
      query: { limit: 100, offset: 0 },
    });
    const rows = rowsOf<{
      id: number;
      status: string;
      requestedAt: string;
      deadline: string;
      daysLeft: number;
    }>(listed);
    const row = rows?.find((r) => r.id === id);
    found.expect(listed, !row && `the admin’s list does not hold request ${id}`);
    if (row) {
      // The São Paulo day of the request, whatever offset the instant is written with.
      const day = new Date(Date.parse(row.requestedAt) - 3 * 3_600_000).toISOString().slice(0, 10);
      found.expect(
        listed,
        row.deadline !== dataRequestDeadline(day) &&
          `deadline ${row.deadline} for a request of ${day} (${DATA_REQUEST_DEADLINE_DAYS} days later expected)`,
      );
      const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
      found.expect(
        listed,
        Math.abs(row.daysLeft - dataRequestDaysLeft(row.deadline, today)) > 1 &&
          `daysLeft ${row.daysLeft} for a deadline of ${row.deadline}`,
      );
      const firstAnswered = rows!.findIndex((r) => r.status !== 'aberta');
      const lastOpen = rows!.map((r) => r.status).lastIndexOf('aberta');
      found.expect(
        listed,
        firstAnswered !== -1 &&
          lastOpen > firstAnswered &&
          'an answered request is listed before an open one',
      );
    }

    const other = await checker.send('api', 'POST', '/api/clients/login', {
      json: { login: accounts.otherAdmin.login, password: accounts.otherAdmin.password },
    });
    const otherToken = (other.body as { token?: unknown } | null)?.token;
    if (typeof otherToken === 'string') {
      const theirs = { token: otherToken, as: 'another municipality’s admin token' };
      const theirList = await checker.send('api', 'GET', '/api/data-requests', {
        ...theirs,
        query: { limit: 100, offset: 0 },
      });
      found.expect(
        theirList,
        rowsOf<{ id: number }>(theirList)?.some((r) => r.id === id) &&
          `another municipality’s admin lists request ${id}`,
      );
      const theirAnswer = await checker.send('api', 'POST', `/api/data-requests/${id}/answer`, {
        ...theirs,
        json: { status: 'atendida', answer: 'Conformidade: não deveria ser aceito.' },
      });
      found.expect(theirAnswer, statusProblem(theirAnswer, [404]));
    } else found.add(other.request, 'the other municipality’s admin could not sign in');

    const answer = { status: 'recusada', answer: `Conformidade ${run}: pedido de teste.` };
    const first = await checker.send('api', 'POST', `/api/data-requests/${id}/answer`, {
      ...admin,
      json: answer,
    });
    found.expect(first, statusProblem(first, [200]));
    const second = await checker.send('api', 'POST', `/api/data-requests/${id}/answer`, {
      ...admin,
      json: { status: 'atendida', answer: 'Conformidade: segunda resposta.' },
    });
    found.expect(second, statusProblem(second, [409]));

    const mine = await checker.send('api', 'GET', '/api/users/me/data-requests', patient);
    const seen = rowsOf<{ id: number; status: string; answer: string | null }>(mine)?.find(
      (r) => r.id === id,
    );
    found.expect(
      mine,
      (seen?.status !== answer.status || seen.answer !== answer.answer) &&
        `the patient reads ${seen ? `${seen.status}: ${seen.answer}` : 'no such request'} (the first answer expected, unchanged)`,
    );

    const data = await checker.send('api', 'GET', '/api/users/me/data', patient);
    found.expect(data, statusProblem(data, [200]));
    const disposition = data.headers?.get('content-disposition') ?? '';
    found.expect(
      data,
      !/^attachment;\s*filename="meus-dados-\d{4}-\d{2}-\d{2}\.json"$/.test(disposition) &&
        `Content-Disposition is '${disposition}'`,
    );
    const held = (data.body as { dataRequests?: Array<{ id: number }> } | null)?.dataRequests;
    found.expect(
      data,
      !held?.some((r) => r.id === id) && `the data download does not hold request ${id}`,
    );
  });
}
