/**
 * 'Você ainda precisa?' campaigns (`write`), over the tour patient's own SOLICITADO request (GET
 * /api/queue/my-solicitations, one of the admin's municipality):
 *
 * - `campaigns.own-municipality`: another municipality's admin (`accounts.otherAdmin`) sends a
 *   campaign whose filters (the request's service, procedure and status, a little under its days
 *   in the queue) would choose that request. The campaign holds none of the tour patient's
 *   requests, in either list, and the patient is asked nothing; the tour's admin gets 404 for its
 *   requests and does not list it. When the other municipality has no such request (400 'Nenhuma
 *   solicitação com esses filtros.'), a campaign of its own oldest request(s) of that service and
 *   status (the highest `minDays` that `reach` says still chooses one) is sent instead, so the
 *   404 part runs on a campaign that exists.
 * - `campaigns.answer-idempotent`: the tour's admin sends a campaign narrowed to the request
 *   (service, procedure, requesting unit, status, a little under its days); the patient finds the
 *   question (interest-questions, and the inbox's `pergunta` notice of the same id) and answers
 *   NAO twice with the same reason and their current phone and e-mail (the question's `contact`,
 *   else the staff's row before any answer), a little over a second apart: both answers carry
 *   the same `answeredAt`, the staff's answers list holds the request once with NAO and the
 *   campaign counts it once; the request stays in the patient's list; another patient's token
 *   (where the tour has one: the sandbox's Google stand-in) gets 404 answering it and changes
 *   nothing. A question of an earlier campaign still open for the request is answered first
 *   (SIM), or the request would not be asked again.
 *
 * Left behind: the contract removes no campaign, so both stay in their municipality's list with
 * their questions (the other patients' ones unanswered); the demo patient's are answered.
 */
import type { components } from '../../src/generated/api';
import type { Accounts } from '../steps/context';
import type { Sessions } from './auth';
import type { CheckId } from './catalogue';
import type { Answer, Checker } from './checker';
import { fold, messageOf, ProblemList, statusProblem } from './checker';

const OWN = 'campaigns.own-municipality';
const ANSWER = 'campaigns.answer-idempotent';

/** The contract's refusal of a campaign that would choose nothing. */
const NOTHING_CHOSEN = 'Nenhuma solicitação com esses filtros.';
const DAY_MS = 86_400_000;
/** Between the two answers: a backend that stamps the second answer anew shows a later second. */
const BETWEEN_ANSWERS_MS = 1_100;

type QueueRow = components['schemas']['QueueRow'];
type Filters = components['schemas']['InterestCampaignFilters'];
type Campaign = components['schemas']['InterestCampaign'];
type CampaignRequest = components['schemas']['InterestCampaignRequest'];
type Question = components['schemas']['InterestQuestion'];
type Notice = components['schemas']['PatientNotice'];
type Reach = components['schemas']['InterestCampaignReach'];

interface Contact {
  phone: string;
  email: string;
}

/** Another patient's session (not the tour patient's), and an e-mail of that account. */
export interface OtherPatient {
  token: string;
  email: string;
}

const digits = (text: unknown) => String(text ?? '').replace(/\D/g, '');

const rowsOf = <T>(answer: Answer): T[] | null => {
  const rows = (answer.body as { rows?: unknown } | null)?.rows;
  return answer.status === 200 && Array.isArray(rows) ? (rows as T[]) : null;
};

const idOf = (answer: Answer) => {
  const id = (answer.body as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? id : undefined;
};

/** The same moment, however the backend writes it. */
const sameMoment = (a: unknown, b: unknown) =>
  typeof a === 'string' &&
  typeof b === 'string' &&
  (a === b || (!Number.isNaN(Date.parse(a)) && Date.parse(a) === Date.parse(b)));

/** Today in São Paulo, `YYYY-MM-DD` (the contract counts days in the queue there). */
const saoPauloDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/**
 * A little under the request's days in the queue (from entering it, else from the request, to
 * today in São Paulo; or `fir_dias_na_fila` when fewer), so a clock a day apart still chooses it.
 */
function minDaysOf(row: QueueRow, at = new Date()): number {
  const entry = (row.fir_data_entrada_fila ?? row.fir_data_solicitacao ?? '').slice(0, 10);
  const counted = /^\d{4}-\d{2}-\d{2}$/.test(entry)
    ? Math.round(
        (Date.parse(`${saoPauloDay(at)}T00:00:00Z`) - Date.parse(`${entry}T00:00:00Z`)) / DAY_MS,
      )
    : 0;
  const listed = typeof row.fir_dias_na_fila === 'number' ? row.fir_dias_na_fila : counted;
  return Math.min(3650, Math.max(0, Math.min(counted, listed) - 1));
}

const contactOf = (phone: unknown, email: unknown): Contact | null => {
  const number = digits(phone);
  const mail = typeof email === 'string' ? email.trim() : '';
  return /^\d{10,11}$/.test(number) && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(mail)
    ? { phone: number, email: mail }
    : null;
};

const questionContact = (q: Question | undefined) =>
  q ? contactOf(q.contact?.phone, q.contact?.email) : null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The patient's SOLICITADO request of the admin's municipality (else any SOLICITADO one). */
function solicitado(rows: QueueRow[], clientCode: string | undefined, ownOnly: boolean) {
  const solicited = rows.filter(
    (r) => r.fir_status === 'SOLICITADO' && typeof r.fir_id === 'number',
  );
  const own = solicited.find((r) => (r.fir_codigo_cliente ?? clientCode) === clientCode);
  return ownOnly ? own : (own ?? solicited[0]);
}

/** Calls shared by both checks. */
function calls(checker: Checker, sessions: Sessions) {
  const patient = { token: sessions.patient, as: 'patient token' };
  const cpf = digits(sessions.patientCpf);
  return {
    requests: async () => {
      const answer = await checker.send('api', 'GET', '/api/queue/my-solicitations', {
        ...patient,
        query: { cpf, limit: 100, offset: 0 },
      });
      return { answer, rows: rowsOf<QueueRow>(answer) };
    },
    questions: async () => {
      const answer = await checker.send('api', 'GET', '/api/users/interest-questions', patient);
      return { answer, rows: rowsOf<Question>(answer) };
    },
    create: (token: string, as: string, filters: Filters) =>
      checker.send('api', 'POST', '/api/interest-campaigns', { token, as, json: filters }),
    campaignRequests: (token: string, as: string, id: number, list?: 'answers' | 'unreachable') =>
      checker.send('api', 'GET', `/api/interest-campaigns/${id}/requests`, {
        token,
        as,
        query: { list },
      }),
    campaigns: (token: string, as: string) =>
      checker.send('api', 'GET', '/api/interest-campaigns', {
        token,
        as,
        query: { limit: 100, offset: 0 },
      }),
    answer: (token: string, as: string, id: string, json: unknown) =>
      checker.send(
        'api',
        'POST',
        `/api/users/interest-questions/${encodeURIComponent(id)}/answer`,
        {
          token,
          as,
          json,
        },
      ),
  };
}

/** A check run with its own problem list, that may still end skipped (nothing it could use). */
async function runOrSkip(
  checker: Checker,
  id: CheckId,
  body: (found: ProblemList, skip: (why: string) => void) => Promise<void>,
) {
  const found = new ProblemList();
  let why: string | undefined;
  try {
    await body(found, (reason) => {
      why = reason;
    });
  } catch (error) {
    found.add('(while checking)', `the check could not go on: ${(error as Error).message}`);
  }
  if (!found.items.length && (why || found.cases === 0))
    return checker.skip(id, why ?? 'nothing to check: the backend answered no rows for it');
  return checker.record(id, Math.max(found.cases, 1), found.items);
}

export async function ownMunicipalityCheck(
  checker: Checker,
  sessions: Sessions,
  accounts: Accounts,
  clientCode: string | undefined,
) {
  if (!sessions.admin) return checker.skip(OWN, 'the admin login failed');
  if (!sessions.patient) return checker.skip(OWN, 'the patient login failed');
  const admin = { token: sessions.admin, as: 'admin token' };
  const call = calls(checker, sessions);
  const listed = await call.requests();
  if (!listed.rows)
    return checker.skip(
      OWN,
      `the patient’s requests could not be read (${statusProblem(listed.answer, [200]) ?? 'no rows'})`,
    );
  const request = solicitado(listed.rows, clientCode, false);
  if (!request) return checker.skip(OWN, 'the patient has no SOLICITADO request');
  const ownIds = new Set(listed.rows.map((r) => r.fir_id));

  const login = await checker.send('api', 'POST', '/api/clients/login', {
    json: accounts.otherAdmin,
    as: 'another municipality’s admin',
  });
  const session = login.body as { token?: string; user?: { usc_id_clientes?: number } } | null;
  if (login.status !== 200 || !session?.token)
    return checker.skip(
      OWN,
      `another municipality’s admin (${accounts.otherAdmin.login}) could not log in: ${login.status}`,
    );
  if (
    sessions.adminClientId !== undefined &&
    session.user?.usc_id_clientes === sessions.adminClientId
  )
    return checker.skip(
      OWN,
      `${accounts.otherAdmin.login} is an admin of the tour admin’s own municipality, not another`,
    );
  const other = session.token;
  const asOther = 'another municipality’s admin';

  await checker.run(OWN, async (found) => {
    const before = await call.questions();
    if (!before.rows)
      return found.add(
        before.answer.request,
        statusProblem(before.answer, [200]) ?? 'the patient’s questions answer no rows',
      );
    const known = new Set(before.rows.map((q) => q.id));
    const sent: number[] = [];
    /** Sends a campaign as the other admin; a refusal must be the contract's 'nothing chosen'. */
    const send = async (filters: Filters) => {
      const answer = await call.create(other, asOther, filters);
      const id = idOf(answer);
      if (answer.status === 201 && id !== undefined) sent.push(id);
      found.expect(
        answer,
        answer.status === 201
          ? id === undefined && 'the created campaign answers no id'
          : (statusProblem(answer, [201, 400]) ??
              (fold(messageOf(answer.body)).trim() === fold(NOTHING_CHOSEN)
                ? null
                : `refused with '${messageOf(answer.body)}', not '${NOTHING_CHOSEN}' (filters the tour patient’s request matches, of the admin’s own municipality)`)),
      );
      return answer.status === 201;
    };

    // Filters the tour patient's request matches: only the other municipality's requests count.
    const chose = await send({
      service: request.fir_tipos_filas,
      procedure: request.fir_procedimentos,
      unit: null,
      status: request.fir_status,
      minDays: minDaysOf(request),
    });
    if (!chose) {
      // None there: a campaign that exists, of the other municipality's oldest request(s) of the
      // service and status, for the 404 part (kept small: the highest minDays still choosing one).
      const broad = { service: request.fir_tipos_filas, status: request.fir_status };
      const size = async (minDays: number) => {
        const answer = await checker.send('api', 'GET', '/api/interest-campaigns/reach', {
          token: other,
          as: asOther,
          query: { ...broad, minDays },
        });
        const reach = answer.body as Partial<Reach> | null;
        if (answer.status !== 200 || typeof reach?.total !== 'number') {
          found.add(answer.request, statusProblem(answer, [200]) ?? 'the reach answers no total');
          return 0;
        }
        return (reach.reachable ?? 0) + (reach.unreachable ?? 0);
      };
      if ((await size(0)) > 0) {
        let low = 0;
        let high = 3651;
        while (high - low > 1) {
          const middle = Math.floor((low + high) / 2);
          if ((await size(middle)) > 0) low = middle;
          else high = middle;
        }
        await send({ ...broad, procedure: null, unit: null, minDays: low });
      }
    }

    for (const id of sent) {
      for (const list of ['answers', 'unreachable'] as const) {
        const answer = await call.campaignRequests(other, asOther, id, list);
        const rows = rowsOf<CampaignRequest>(answer);
        if (!rows) {
          found.add(answer.request, statusProblem(answer, [200]) ?? 'no rows');
          continue;
        }
        const mine = rows.filter((r) => ownIds.has(r.requestId));
        found.expect(
          answer,
          mine.length > 0 &&
            `another municipality’s campaign ${id} holds the tour patient’s request${mine.length === 1 ? '' : 's'} ${mine.map((r) => r.requestId).join(', ')} (a campaign chooses only its own municipality’s requests)`,
        );
      }
    }
    const after = await call.questions();
    if (!after.rows)
      found.add(
        after.answer.request,
        statusProblem(after.answer, [200]) ?? 'the patient’s questions answer no rows',
      );
    else {
      const asked = after.rows.filter((q) => !known.has(q.id));
      found.expect(
        after.answer,
        asked.length > 0 &&
          `another municipality’s campaign put ${asked.length} question${asked.length === 1 ? '' : 's'} (${asked.map((q) => `${q.id} for request ${q.requestId}`).join(', ')}) in the tour patient’s list`,
      );
    }

    // The tour's admin, of the patient's municipality, sees nothing of it.
    for (const id of sent) {
      for (const list of [undefined, 'answers'] as const) {
        const answer = await call.campaignRequests(
          admin.token,
          'admin token, another municipality’s campaign',
          id,
          list,
        );
        found.expect(answer, statusProblem(answer, [404]));
      }
    }
    if (sent.length) {
      const answer = await call.campaigns(admin.token, admin.as);
      const rows = rowsOf<Campaign>(answer);
      found.expect(
        answer,
        !rows
          ? (statusProblem(answer, [200]) ?? 'no rows')
          : rows.some((c) => sent.includes(c.id)) &&
              `the admin’s campaign list holds another municipality’s campaign ${rows
                .filter((c) => sent.includes(c.id))
                .map((c) => c.id)
                .join(', ')}`,
      );
    }
  });
}

export async function answerIdempotentCheck(
  checker: Checker,
  sessions: Sessions,
  clientCode: string | undefined,
  otherPatient: () => Promise<OtherPatient | null>,
) {
  if (!sessions.admin || !clientCode) return checker.skip(ANSWER, 'the admin login failed');
  if (!sessions.patient) return checker.skip(ANSWER, 'the patient login failed');
  const admin = { token: sessions.admin, as: 'admin token' };
  const patient = { token: sessions.patient, as: 'patient token' };
  const call = calls(checker, sessions);
  const listed = await call.requests();
  if (!listed.rows)
    return checker.skip(
      ANSWER,
      `the patient’s requests could not be read (${statusProblem(listed.answer, [200]) ?? 'no rows'})`,
    );
  const request = solicitado(listed.rows, clientCode, true);
  if (!request)
    return checker.skip(
      ANSWER,
      'the patient has no SOLICITADO request in the admin’s municipality',
    );
  const requestId = request.fir_id;

  await runOrSkip(checker, ANSWER, async (found, skip) => {
    const before = await call.questions();
    if (!before.rows)
      return found.add(
        before.answer.request,
        statusProblem(before.answer, [200]) ?? 'the patient’s questions answer no rows',
      );
    // An earlier campaign's question still open for the request: a new campaign would not ask it.
    const open = before.rows.filter((q) => q.requestId === requestId && q.answer === null);
    if (open.length) {
      const contact = questionContact(open[0]);
      if (!contact)
        return skip(
          `request ${requestId} has an open question (${open[0]!.id}) to answer first, and it gives no phone and e-mail to confirm (contact)`,
        );
      for (const q of open) {
        const answer = await call.answer(
          patient.token,
          'patient token, an earlier open question',
          q.id,
          {
            answer: 'SIM',
            reason: null,
            reasonText: null,
            ...contact,
          },
        );
        found.expect(answer, statusProblem(answer, [200]));
      }
    }
    const known = new Set(before.rows.map((q) => q.id));

    const sent = await call.create(admin.token, admin.as, {
      service: request.fir_tipos_filas,
      procedure: request.fir_procedimentos,
      unit: request.fir_nome_unidade_saude_solicitante ?? null,
      status: request.fir_status,
      minDays: minDaysOf(request),
    });
    const campaignId = idOf(sent);
    found.expect(
      sent,
      statusProblem(sent, [201]) ??
        (campaignId === undefined && 'the created campaign answers no id'),
    );
    if (campaignId === undefined) return;

    // The patient finds the question, in their questions and in their inbox.
    const asked = await call.questions();
    if (!asked.rows)
      return found.add(
        asked.answer.request,
        statusProblem(asked.answer, [200]) ?? 'the patient’s questions answer no rows',
      );
    const fresh = asked.rows.filter((q) => !known.has(q.id) && q.requestId === requestId);
    found.expect(
      asked.answer,
      fresh.length !== 1 &&
        `campaign ${campaignId}, narrowed to request ${requestId}, put ${fresh.length} new questions for it in the patient’s list, expected 1`,
    );
    const question = fresh[0];
    if (!question) return;
    found.expect(
      asked.answer,
      question.answer !== null &&
        `the new question ${question.id} reads answered (${question.answer})`,
    );
    const inbox = await checker.send('api', 'GET', '/api/users/notices', {
      ...patient,
      query: { limit: 100, offset: 0 },
    });
    const notices = rowsOf<Notice>(inbox);
    const notice = notices?.find((n) => n.id === question.id);
    found.expect(
      inbox,
      !notices
        ? (statusProblem(inbox, [200]) ?? 'the inbox answers no rows')
        : !notice
          ? `the inbox holds no notice ${question.id} for the question`
          : notice.kind !== 'pergunta'
            ? `notice ${notice.id} is of kind '${notice.kind}', expected 'pergunta'`
            : notice.question?.id !== question.id &&
              `notice ${notice.id} holds question ${notice.question?.id ?? 'none'}, expected ${question.id}`,
    );

    // The phone and e-mail the account holds now: the question's contact, else the staff's row
    // of the unanswered request (the account's, per the contract).
    let contact = questionContact(question);
    if (!contact) {
      const staff = await call.campaignRequests(admin.token, admin.as, campaignId, 'answers');
      const row = rowsOf<CampaignRequest>(staff)?.find((r) => r.requestId === requestId);
      contact = row ? contactOf(row.phone, row.email) : null;
    }
    if (!contact)
      return skip(
        `the patient’s current phone and e-mail are not readable (the question’s contact, nor the staff’s row): an answer sends them, and the check does not change the account’s`,
      );

    const body = { answer: 'NAO', reason: 'ATENDIDO_OUTRO_SERVICO', reasonText: null, ...contact };
    const first = await call.answer(patient.token, patient.as, question.id, body);
    const firstBody = first.body as Partial<Question> | null;
    const firstAt = firstBody?.answeredAt;
    found.expect(
      first,
      statusProblem(first, [200]) ??
        (firstBody?.answer !== 'NAO'
          ? `the answer reads ${String(firstBody?.answer)}, expected NAO`
          : typeof firstAt !== 'string' && 'the answered question gives no answeredAt'),
    );
    if (first.status !== 200) return;
    await sleep(BETWEEN_ANSWERS_MS);
    const again = await call.answer(
      patient.token,
      'patient token, the same answer again',
      question.id,
      body,
    );
    const againAt = (again.body as Partial<Question> | null)?.answeredAt;
    // What the question reads now (the second answer's, so a re-stamp is reported once).
    const answeredAt = again.status === 200 ? againAt : firstAt;
    found.expect(
      again,
      statusProblem(again, [200]) ??
        (!sameMoment(againAt, firstAt) &&
          `answered again with the same answer, answeredAt changed from ${String(firstAt)} to ${String(againAt)} (not idempotent)`),
    );

    // The staff see the request once, answered NAO, and the campaign counts it once.
    const staff = await call.campaignRequests(admin.token, admin.as, campaignId, 'answers');
    const rows = rowsOf<CampaignRequest>(staff);
    if (!rows) found.add(staff.request, statusProblem(staff, [200]) ?? 'no rows');
    else {
      const ours = rows.filter((r) => r.requestId === requestId);
      found.expect(
        staff,
        ours.length !== 1
          ? `the answers list holds request ${requestId} ${ours.length} times, expected once`
          : ours[0]!.answer !== 'NAO'
            ? `the answers list reads ${String(ours[0]!.answer)} for request ${requestId}, expected NAO`
            : !sameMoment(ours[0]!.answeredAt, answeredAt) &&
              `the answers list’s answeredAt for request ${requestId} is ${String(ours[0]!.answeredAt)}, the answer’s ${String(answeredAt)}`,
      );
      const no = rows.filter((r) => r.answer === 'NAO').length;
      const list = await call.campaigns(admin.token, admin.as);
      const campaign = rowsOf<Campaign>(list)?.find((c) => c.id === campaignId);
      found.expect(
        list,
        !campaign
          ? (statusProblem(list, [200]) ??
              `the admin’s campaign list does not hold campaign ${campaignId}`)
          : campaign.answers.no !== no &&
              `campaign ${campaignId} counts answers.no ${campaign.answers.no}; its answers list holds ${no} NAO (the request answered twice counts once)`,
      );
    }

    // An answer never takes the request out of the queue.
    const still = await call.requests();
    const row = still.rows?.find((r) => r.fir_id === requestId);
    found.expect(
      still.answer,
      !still.rows
        ? (statusProblem(still.answer, [200]) ?? 'no rows')
        : !row
          ? `request ${requestId} is no longer among the patient’s requests after the answer NAO`
          : row.fir_status !== request.fir_status &&
            `request ${requestId} reads ${row.fir_status} after the answer NAO, was ${request.fir_status}`,
    );

    // Another patient cannot answer it, and changes nothing.
    const someone = await otherPatient();
    if (someone) {
      const foreign = await call.answer(someone.token, 'another patient’s token', question.id, {
        answer: 'SIM',
        reason: null,
        reasonText: null,
        phone: '21999999999',
        email: someone.email,
      });
      found.expect(foreign, statusProblem(foreign, [404]));
    }
    const last = await call.questions();
    const now = last.rows?.find((q) => q.id === question.id);
    const kept = questionContact(now);
    found.expect(
      last.answer,
      !last.rows
        ? (statusProblem(last.answer, [200]) ?? 'no rows')
        : !now
          ? `question ${question.id} is no longer in the patient’s list`
          : now.answer !== 'NAO' || !sameMoment(now.answeredAt, answeredAt)
            ? `question ${question.id} reads ${String(now.answer)} at ${String(now.answeredAt)} at the end, expected NAO at ${String(answeredAt)}`
            : kept !== null &&
              (kept.phone !== contact.phone ||
                kept.email.toLowerCase() !== contact.email.toLowerCase()) &&
              `the account’s phone and e-mail changed from ${contact.phone} ${contact.email} to ${kept.phone} ${kept.email}, though the answers sent them unchanged`,
    );
  });
}
