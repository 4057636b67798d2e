/**
 * Municipalities kept apart (`isolation.recipients`): another municipality's admin finds the
 * patient's CPF nowhere (`validate-cpfs` calls it nonexistent) and, with `write`, cannot send to it.
 * The sends are the kind that a broken backend would leave removable or harmless: a schedule days
 * ahead (removed at once if it was taken), a push only ('Apenas enviar') and a removal push for a
 * notification no row has.
 */
import type { Cleanup } from '../cleanup';
import type { Accounts } from '../steps/context';
import { addDays } from '../steps/context';
import { scheduleRequest } from '../steps/notifications';
import type { Sessions } from './auth';
import type { Answer, Checker, ProblemList } from './checker';
import { messageOf, statusProblem } from './checker';

const digits = (cpf: string) => cpf.replace(/\D/g, '');

/** The `nonexistent` list of a validate-cpfs answer, or a problem. */
function nonexistentOf(answer: Answer): string[] | { problem: string } {
  const list = (answer.body as { response?: { nonexistent?: unknown } } | null)?.response
    ?.nonexistent;
  if (answer.status !== 200 || !Array.isArray(list))
    return { problem: statusProblem(answer, [200]) ?? 'no response.nonexistent list' };
  return list.map((cpf) => digits(String(cpf)));
}

/** A refusal with the contract's 400 and a message; anything created is removed at once. */
function refused(found: ProblemList, answer: Answer) {
  found.expect(
    answer,
    statusProblem(answer, [400]) ??
      (messageOf(answer.body) ? null : 'the 400 carries no message (mensagem, msg or error)'),
  );
}

export async function recipientsCheck(
  checker: Checker,
  sessions: Sessions,
  accounts: Accounts,
  context: { write: boolean; cleanup: Cleanup; run: string; now: Date },
) {
  if (!sessions.admin) return checker.skip('isolation.recipients', 'the admin login failed');
  const login = await checker.send('api', 'POST', '/api/clients/login', {
    json: accounts.otherAdmin,
    as: 'another municipality’s admin',
  });
  const other = login.body as { token?: string; user?: { usc_id_clientes?: number } } | null;
  if (login.status !== 200 || !other?.token)
    return checker.skip(
      'isolation.recipients',
      `another municipality’s admin (${accounts.otherAdmin.login}) could not log in: ${login.status}`,
    );
  const token = other.token;
  const cpf = digits(accounts.patient.cpf);
  const own = await checker.send('api', 'POST', '/api/validate-cpfs', {
    token: sessions.admin,
    as: 'admin token, the patient’s own municipality',
    json: [cpf],
  });
  const ownUnknown = nonexistentOf(own);
  if (!('problem' in ownUnknown) && ownUnknown.includes(cpf))
    return checker.skip(
      'isolation.recipients',
      'the admin’s validate-cpfs does not find the patient: the patient must be of the admin’s municipality',
    );
  await checker.run('isolation.recipients', async (found) => {
    const asOther = 'another municipality’s admin';
    const seen = await checker.send('api', 'POST', '/api/validate-cpfs', {
      token,
      as: asOther,
      json: [cpf],
    });
    const unknown = nonexistentOf(seen);
    found.expect(
      seen,
      'problem' in unknown
        ? unknown.problem
        : !unknown.includes(cpf) &&
            `the patient ${cpf} of another municipality is not in nonexistent`,
    );
    if (!context.write) return;
    const clientId = other.user?.usc_id_clientes;
    const title = `Conformidade ${context.run}`;
    const schedule = await checker.send('api', 'POST', '/api/agendar-notificacoes', {
      token,
      as: asOther,
      json: scheduleRequest(title, addDays(context.now, 3), cpf),
    });
    const created = (schedule.body as { id?: unknown } | null)?.id;
    if (schedule.status < 300 && typeof created === 'number') {
      const label = `another municipality’s schedule ${created}`;
      const remove = async () =>
        (
          await checker.send('api', 'DELETE', '/api/agendar-notificacoes', {
            token,
            as: asOther,
            query: { id: created },
          })
        ).status === 200;
      context.cleanup.add(label, remove);
      if (await remove()) context.cleanup.done(label);
    }
    refused(found, schedule);
    // A push only: a backend that takes it saves no notification ('Apenas enviar').
    const push = { title, body: 'Aviso do teste de conformidade.', clientId, cpfs: [cpf] };
    refused(
      found,
      await checker.send('api', 'POST', '/api/immediate-notifications', {
        token,
        as: asOther,
        json: { ...push, sendAllCpf: false, data: {}, onlyPush: true },
      }),
    );
    refused(
      found,
      await checker.send('api', 'POST', '/api/enviaNotificacao', {
        token,
        as: asOther,
        json: { ...push, data: {}, onlyPush: true },
      }),
    );
    refused(
      found,
      await checker.send('api', 'POST', '/api/enviaNotificacao/remover', {
        token,
        as: asOther,
        json: { arrayNoaIds: [999999999], cpfs: [cpf] },
      }),
    );
  });
}
