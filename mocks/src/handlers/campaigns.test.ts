import { afterEach, describe, expect, it } from 'vitest';
import { resetFaults, setFault } from '../core/faults';
import { db, ensureDb } from '../db';
import { DEMO } from '../seed/people';
import { login, rest, setupMockBackend } from '../testing/backend';

setupMockBackend();
afterEach(() => resetFaults());

const CARDIOLOGY = {
  service: 'CONSULTAS',
  procedure: 'CONSULTA EM CARDIOLOGIA',
  status: 'SOLICITADO',
  minDays: 90,
} as const;

const query = (filters: Record<string, string | number | null | undefined>) =>
  new URLSearchParams(
    Object.entries(filters).flatMap(([k, v]) =>
      v === null || v === undefined ? [] : [[k, String(v)]],
    ),
  ).toString();

/** The demo patient's cardiology request (SOLICITADO, more than 90 days in the queue). */
async function demoCardiology(patient: string) {
  const mine = await rest(
    'GET',
    `/api/queue/my-solicitations?cpf=${DEMO.patient.cpf}&limit=100&status=SOLICITADO`,
    { token: patient },
  );
  const row = mine.body.rows.find(
    (r: { fir_procedimentos: string }) => r.fir_procedimentos === CARDIOLOGY.procedure,
  );
  expect(row).toBeDefined();
  return row as { fir_id: number; fir_nome_unidade_saude_solicitante: string };
}

async function createCampaign(token: string, filters: object = CARDIOLOGY) {
  const sent = await rest('POST', '/api/interest-campaigns', { token, body: filters });
  expect(sent.status).toBe(201);
  return sent.body as { id: number; total: number; reachable: number; unreachable: number };
}

async function questionFor(patient: string, requestId: number) {
  const questions = await rest('GET', '/api/users/interest-questions', { token: patient });
  expect(questions.status).toBe(200);
  return questions.body.rows.find(
    (q: { requestId: number; answer: string | null }) => q.requestId === requestId && !q.answer,
  ) as { id: string; answer: string | null; answeredAt: string | null } | undefined;
}

const ANSWER_NO = {
  answer: 'NAO',
  reason: 'ATENDIDO_OUTRO_SERVICO',
  reasonText: null,
  phone: '21987654321',
  email: 'maria.santos@exemplo.com.br',
};

describe("'Você ainda precisa?' campaigns", () => {
  it('counts reachable and unreachable requests, and sending asks exactly the reachable ones', async () => {
    const admin = await login('admin');
    const patient = await login('patient');
    const request = await demoCardiology(patient);
    const reach = await rest('GET', `/api/interest-campaigns/reach?${query(CARDIOLOGY)}`, {
      token: admin,
    });
    expect(reach.status).toBe(200);
    expect(reach.body.total).toBe(reach.body.reachable + reach.body.unreachable);
    expect(reach.body.reachable).toBeGreaterThanOrEqual(1);
    expect(reach.body.unreachable).toBeGreaterThan(0);

    const campaign = await createCampaign(admin);
    expect(campaign).toMatchObject({
      total: reach.body.total,
      reachable: reach.body.reachable,
      answers: { yes: 0, no: 0, pending: reach.body.reachable },
    });
    // Only cardiology requests of at least 90 days, of the admin's municipality.
    ensureDb();
    const asked = db.perguntaInteresse.getAll().filter((q) => q.pin_id_campanha === campaign.id);
    expect(asked.every((q) => q.pin_codigo_cliente === '3302858')).toBe(true);
    expect(asked.every((q) => q.pin_procedimento === CARDIOLOGY.procedure)).toBe(true);
    expect(asked.every((q) => q.pin_dias_na_fila >= 90)).toBe(true);

    // The demo patient has the question in 'Avisos' and for the request's card.
    const question = await questionFor(patient, request.fir_id);
    expect(question).toBeDefined();
    const inbox = await rest('GET', '/api/users/notices?limit=5', { token: patient });
    expect(inbox.body.rows[0]).toMatchObject({
      id: question!.id,
      kind: 'pergunta',
      title: 'Você ainda precisa desta solicitação?',
      question: { requestId: request.fir_id, answer: null },
    });

    // A second campaign does not ask again a request with an open question.
    const again = await rest('GET', `/api/interest-campaigns/reach?${query(CARDIOLOGY)}`, {
      token: admin,
    });
    expect(again.body).toMatchObject({ reachable: 0, alreadyAsked: reach.body.reachable });
  });

  it('narrows by requesting unit and answers 400 when nothing matches', async () => {
    const admin = await login('admin');
    const patient = await login('patient');
    const request = await demoCardiology(patient);
    const unit = request.fir_nome_unidade_saude_solicitante;
    const all = await rest('GET', `/api/interest-campaigns/reach?${query(CARDIOLOGY)}`, {
      token: admin,
    });
    const narrowed = await rest(
      'GET',
      `/api/interest-campaigns/reach?${query({ ...CARDIOLOGY, unit })}`,
      { token: admin },
    );
    expect(narrowed.body.total).toBeGreaterThanOrEqual(1);
    expect(narrowed.body.total).toBeLessThan(all.body.total);
    const none = await rest('POST', '/api/interest-campaigns', {
      token: admin,
      body: { ...CARDIOLOGY, minDays: 3650 },
    });
    expect(none.status).toBe(400);
    expect(none.body.mensagem).toBe('Nenhuma solicitação com esses filtros.');
  });

  it('takes an answer once (the same answer again keeps answeredAt), and staff see and export it', async () => {
    const admin = await login('admin');
    const patient = await login('patient');
    const request = await demoCardiology(patient);
    const campaign = await createCampaign(admin);
    const question = (await questionFor(patient, request.fir_id))!;

    const first = await rest('POST', `/api/users/interest-questions/${question.id}/answer`, {
      token: patient,
      body: ANSWER_NO,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ answer: 'NAO', reason: 'ATENDIDO_OUTRO_SERVICO' });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await rest('POST', `/api/users/interest-questions/${question.id}/answer`, {
      token: patient,
      body: ANSWER_NO,
    });
    expect(second.body.answeredAt).toBe(first.body.answeredAt);

    const answers = await rest(
      'GET',
      `/api/interest-campaigns/${campaign.id}/requests?list=answers`,
      {
        token: admin,
      },
    );
    const mine = answers.body.rows.filter(
      (r: { requestId: number }) => r.requestId === request.fir_id,
    );
    expect(mine).toEqual([
      expect.objectContaining({
        answer: 'NAO',
        reason: 'ATENDIDO_OUTRO_SERVICO',
        phone: ANSWER_NO.phone,
        email: ANSWER_NO.email,
        reachable: true,
        patientName: DEMO.patient.name,
      }),
    ]);
    const list = await rest('GET', '/api/interest-campaigns?limit=1', { token: admin });
    expect(list.body.rows[0]).toMatchObject({ id: campaign.id, answers: { no: 1 } });
    // The answer takes nobody out of the queue.
    const still = await demoCardiology(patient);
    expect(still.fir_id).toBe(request.fir_id);
    // The account keeps the confirmed phone and e-mail.
    ensureDb();
    expect(
      db.usuario.findFirst({ where: { usu_cpf: { equals: DEMO.patient.cpf } } }),
    ).toMatchObject({
      usu_telefone: ANSWER_NO.phone,
      usu_email: ANSWER_NO.email,
    });
    const unreachable = await rest(
      'GET',
      `/api/interest-campaigns/${campaign.id}/requests?list=unreachable`,
      { token: admin },
    );
    expect(unreachable.body.count).toBe(campaign.unreachable);
    expect(unreachable.body.rows.every((r: { reachable: boolean }) => !r.reachable)).toBe(true);
  });

  it('refuses a reason-less "Não", an "Outro" without text, and another patient\'s question', async () => {
    const admin = await login('admin');
    const patient = await login('patient');
    const request = await demoCardiology(patient);
    await createCampaign(admin);
    const question = (await questionFor(patient, request.fir_id))!;
    const path = `/api/users/interest-questions/${question.id}/answer`;
    const noReason = await rest('POST', path, {
      token: patient,
      body: { ...ANSWER_NO, reason: null },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.mensagem).toBe('Escolha o motivo.');
    const other = await rest('POST', path, {
      token: patient,
      body: { ...ANSWER_NO, reason: 'OUTRO', reasonText: '  ' },
    });
    expect(other.status).toBe(400);
    expect(other.body.mensagem).toBe('Descreva o motivo.');
    const stranger = await login('firstVisit');
    const foreign = await rest('POST', path, { token: stranger, body: ANSWER_NO });
    expect(foreign.status).toBe(404);
    expect((await questionFor(patient, request.fir_id))?.answer).toBeNull();
  });

  it("keeps a campaign to its municipality: another's staff get 404 and reach none of its patients", async () => {
    const admin = await login('admin');
    const other = await login('otherAdmin');
    const campaign = await createCampaign(admin);
    const foreign = await rest('GET', `/api/interest-campaigns/${campaign.id}/requests`, {
      token: other,
    });
    expect(foreign.status).toBe(404);
    const theirs = await rest('GET', '/api/interest-campaigns', { token: other });
    expect(theirs.body.rows.map((c: { id: number }) => c.id)).not.toContain(campaign.id);
  });

  it('the campaignAcrossClients fault reaches requests of other municipalities (the check can fail)', async () => {
    setFault('campaignAcrossClients');
    const other = await login('otherAdmin');
    const sent = await createCampaign(other, { ...CARDIOLOGY, minDays: 0 });
    ensureDb();
    const clients = new Set(
      db.perguntaInteresse
        .getAll()
        .filter((q) => q.pin_id_campanha === sent.id)
        .map((q) => q.pin_codigo_cliente),
    );
    expect(clients.size).toBeGreaterThan(1);
  });

  it("staff and patients are refused at each other's doors", async () => {
    const admin = await login('admin');
    const patient = await login('patient');
    expect(
      (await rest('GET', '/api/users/interest-questions', { token: admin })).status,
    ).toBeGreaterThanOrEqual(401);
    expect(
      (await rest('GET', `/api/interest-campaigns/reach?${query(CARDIOLOGY)}`, { token: patient }))
        .status,
    ).toBeGreaterThanOrEqual(401);
  });
});
