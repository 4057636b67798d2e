/**
 * Patients kept apart in their inbox (`isolation.own-notices`, `write`): the admin sends one
 * notification to another patient of its municipality only (`accounts.otherCpf`) and one to both
 * that patient and the tour's; the tour's patient then lists their inbox (no trace of the other's
 * notification, their own once) and tries to read the other patient's notices of both sends, by
 * the ids the contract gives them (`i-<recipient id>`, the recipients as the admin lists them, not
 * guessed: a broken backend marks only the tour's own sends read). Their own notice reads, twice
 * with the same `readAt`; a staff token has no inbox.
 *
 * Left behind: the contract removes no notification sent at once, so both stay in the sent list,
 * named 'Conformidade <run>' (the tour patient's read, the other patient's unread in their inbox).
 */
import type { Sessions } from './auth';
import type { Answer, Checker } from './checker';
import { statusProblem } from './checker';

const ID = 'isolation.own-notices';
const LIDO = 6;

const digits = (cpf: string) => cpf.replace(/\D/g, '');

interface Notice {
  id: string;
  title: string;
  readAt: string | null;
}

interface Recipient {
  id: number;
  cpf: string;
  interactionNotificationType: number | null;
}

const rowsOf = <T>(answer: Answer): T[] | null => {
  const rows = (answer.body as { rows?: unknown } | null)?.rows;
  return answer.status === 200 && Array.isArray(rows) ? (rows as T[]) : null;
};

export async function ownNoticesCheck(
  checker: Checker,
  sessions: Sessions,
  otherCpf: string,
  run: string,
) {
  if (!sessions.admin) return checker.skip(ID, 'the admin login failed');
  if (!sessions.patient) return checker.skip(ID, 'the patient login failed');
  const admin = { token: sessions.admin, as: 'admin token' };
  const patient = { token: sessions.patient, as: 'patient token' };
  const own = digits(sessions.patientCpf);
  const other = digits(otherCpf);
  // Both must be the admin's patients, or the sends are (rightly) refused.
  const known = await checker.send('api', 'POST', '/api/validate-cpfs', {
    ...admin,
    json: [own, other],
  });
  const unknown = (known.body as { response?: { nonexistent?: unknown } } | null)?.response
    ?.nonexistent;
  const missing = Array.isArray(unknown) ? unknown.map((cpf) => digits(String(cpf))) : [];
  if (missing.includes(own) || missing.includes(other))
    return checker.skip(
      ID,
      `validate-cpfs does not find ${missing.includes(own) ? 'the patient' : `the other CPF (${other})`}: both must be app users of the admin’s municipality`,
    );

  await checker.run(ID, async (found) => {
    // A staff token has no inbox.
    const staff = await checker.send('api', 'GET', '/api/users/notices', admin);
    found.expect(staff, statusProblem(staff, [401, 403]));
    const send = async (title: string, cpfs: string[]) => {
      const answer = await checker.send('api', 'POST', '/api/immediate-notifications', {
        ...admin,
        json: {
          sendAllCpf: false,
          cpfs,
          title,
          body: 'Aviso do teste de conformidade.',
          data: {},
          clientId: sessions.adminClientId,
          onlyPush: false,
        },
      });
      const id = (answer.body as { id?: unknown } | null)?.id;
      found.expect(answer, statusProblem(answer, [201]));
      return answer.status === 201 && typeof id === 'number' ? id : undefined;
    };
    const recipients = async (id: number) => {
      const answer = await checker.send(
        'api',
        'GET',
        `/api/immediate-notifications/${id}/recipients`,
        admin,
      );
      const rows = rowsOf<Recipient>(answer);
      if (!rows) found.add(answer.request, statusProblem(answer, [200]) ?? 'no rows');
      return { answer, rows: rows ?? [] };
    };
    const theirsTitle = `Conformidade ${run} aviso de outro paciente`;
    const sharedTitle = `Conformidade ${run} aviso`;
    const theirsId = await send(theirsTitle, [other]);
    const sharedId = await send(sharedTitle, [own, other]);
    if (theirsId === undefined || sharedId === undefined) return;

    // The other patient's notices, by the recipient ids the admin sees.
    const foreign: Recipient[] = [];
    let ownRecipient: Recipient | undefined;
    for (const id of [theirsId, sharedId]) {
      const listed = await recipients(id);
      const theirs = listed.rows.find((r) => digits(String(r.cpf)) === other);
      if (theirs) foreign.push(theirs);
      else found.add(listed.answer.request, `notification ${id} does not list ${other}`);
      if (id === sharedId) ownRecipient = listed.rows.find((r) => digits(String(r.cpf)) === own);
    }

    const inbox = await checker.send('api', 'GET', '/api/users/notices', {
      ...patient,
      query: { limit: 100 },
    });
    const notices = rowsOf<Notice>(inbox);
    if (!notices) return found.add(inbox.request, statusProblem(inbox, [200]) ?? 'no rows');
    found.expect(
      inbox,
      notices.some((n) => n.title === theirsTitle) &&
        `another patient’s notification ('${theirsTitle}') is in the patient’s inbox`,
    );
    const mine = notices.filter((n) => n.title === sharedTitle);
    found.expect(
      inbox,
      mine.length !== 1 &&
        `the notification sent to the patient and another is listed ${mine.length} times (once expected: their own)`,
    );
    const ownIds = new Set(notices.map((n) => n.id));
    for (const recipient of foreign) {
      const noticeId = `i-${recipient.id}`;
      found.expect(
        inbox,
        ownIds.has(noticeId) && `another patient’s notice ${noticeId} is in the patient’s inbox`,
      );
      const read = await checker.send('api', 'POST', `/api/users/notices/${noticeId}/read`, {
        ...patient,
        as: 'patient token, another patient’s notice',
      });
      found.expect(read, statusProblem(read, [404]));
    }
    // Nothing the patient did reads the other patient's notices.
    for (const id of [theirsId, sharedId]) {
      const after = await recipients(id);
      const theirs = after.rows.find((r) => digits(String(r.cpf)) === other);
      found.expect(
        after.answer,
        theirs?.interactionNotificationType === LIDO &&
          `another patient’s recipient ${theirs.id} became lido (6) by the tour patient’s calls`,
      );
    }

    // Their own (on a backend that lists the other's too, the one that is not the other's).
    const notice = mine.find((n) => !foreign.some((r) => n.id === `i-${r.id}`));
    if (!notice) return;
    if (ownRecipient)
      found.expect(
        inbox,
        notice.id !== `i-${ownRecipient.id}` &&
          `the patient’s notice is ${notice.id}; the contract names it i-<recipient id>, i-${ownRecipient.id}`,
      );
    const readOwn = () =>
      checker.send('api', 'POST', `/api/users/notices/${encodeURIComponent(notice.id)}/read`, {
        ...patient,
        as: 'patient token, their own notice',
      });
    const first = await readOwn();
    const firstAt = (first.body as { readAt?: unknown } | null)?.readAt;
    found.expect(
      first,
      statusProblem(first, [200]) ??
        (typeof firstAt === 'string' ? null : 'the notice read answers no readAt'),
    );
    const again = await readOwn();
    const againAt = (again.body as { readAt?: unknown } | null)?.readAt;
    found.expect(
      again,
      statusProblem(again, [200]) ??
        (againAt === firstAt
          ? null
          : `read again, readAt changed from ${String(firstAt)} to ${String(againAt)} (not idempotent)`),
    );
  });
}
