import { describe, expect, it } from 'vitest';
import {
  ACCESS_PURPOSES,
  dataRequestDaysLeft,
  dataRequestDeadline,
} from '@portal/contracts/dataSubject';
import { setFault } from '../core/faults';
import { today } from '../core/time';
import { db } from '../db';
import { DEMO } from '../seed/people';
import { login, rest, setupMockBackend } from '../testing/backend';

setupMockBackend();

const CORRECTION = { kind: 'correcao', fields: 'Telefone', correction: '(21) 98888-7777' };
const DEMO_ID = 1;
const FIRST_VISIT_ID = 2;

async function fileRequest(token: string, body: object = CORRECTION) {
  const answer = await rest('POST', '/api/users/me/data-requests', { token, body });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; deadline: string; daysLeft: number; status: string };
}

async function staffRequests(token: string) {
  const answer = await rest('GET', '/api/data-requests?limit=100', { token });
  expect(answer.status).toBe(200);
  return answer.body as {
    count: number;
    open: number;
    rows: Array<{ id: number; status: string; daysLeft: number; patient: { id: number } }>;
  };
}

describe('the access log', () => {
  it('records each opening of a patient’s details, for that patient only', async () => {
    const admin = await login('admin');
    const patient = await login('patient');
    expect((await rest('GET', '/api/users/me/access-log', { token: patient })).body).toEqual({
      count: 0,
      rows: [],
    });
    const detail = await rest('GET', `/api/app-users/${DEMO_ID}`, { token: admin });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ usu_id: DEMO_ID, usu_cpf: DEMO.patient.cpf, anexos: [] });
    expect(detail.body).not.toHaveProperty('usu_senha');

    const log = await rest('GET', '/api/users/me/access-log', { token: patient });
    expect(log.body.count).toBe(1);
    expect(log.body.rows[0]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/),
      role: 'Administrador municipal',
      municipality: 'Prefeitura Municipal de Mesquita',
      purpose: ACCESS_PURPOSES.appUserDetail,
    });
    // The staff member is kept for an audit, never shown to the patient.
    expect(db.acessoDados.getAll().at(-1)?.acd_id_usc).toBe(1);

    const other = await login('firstVisit');
    const theirs = await rest('GET', '/api/users/me/access-log', { token: other });
    expect(theirs.body.rows.map((r: { purpose: string }) => r.purpose)).toEqual([
      ACCESS_PURPOSES.appUserDetail,
    ]);
    expect(theirs.body.count).toBe(1); // the seed's, not the demo patient's
  });

  it('records nothing for another municipality’s user (404), nor for a patient token', async () => {
    const otherAdmin = await login('otherAdmin');
    const before = db.acessoDados.count();
    expect((await rest('GET', `/api/app-users/${DEMO_ID}`, { token: otherAdmin })).status).toBe(
      404,
    );
    const patient = await login('patient');
    expect((await rest('GET', `/api/app-users/${DEMO_ID}`, { token: patient })).status).toBe(401);
    expect(db.acessoDados.count()).toBe(before);
  });

  it('is paged, newest first', async () => {
    const admin = await login('admin');
    for (let i = 0; i < 3; i++) await rest('GET', `/api/app-users/${DEMO_ID}`, { token: admin });
    const patient = await login('patient');
    const first = await rest('GET', '/api/users/me/access-log?limit=2&offset=0', {
      token: patient,
    });
    const second = await rest('GET', '/api/users/me/access-log?limit=2&offset=2', {
      token: patient,
    });
    expect(first.body.count).toBe(3);
    expect(first.body.rows).toHaveLength(2);
    expect(second.body.rows).toHaveLength(1);
    const ids = [...first.body.rows, ...second.body.rows].map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('the foreignAccessLog fault shows other patients’ entries (the check can fail)', async () => {
    setFault('foreignAccessLog');
    const admin = await login('admin');
    await rest('GET', `/api/app-users/${FIRST_VISIT_ID}`, { token: admin });
    const patient = await login('patient');
    const log = await rest('GET', '/api/users/me/access-log', { token: patient });
    expect(log.body.count).toBeGreaterThan(0);
  });
});

describe('the data download', () => {
  it('holds the account without its password, the requests, the requests about data and the log', async () => {
    const admin = await login('admin');
    await rest('GET', `/api/app-users/${DEMO_ID}`, { token: admin });
    const patient = await login('patient');
    await fileRequest(patient);
    const answer = await rest('GET', '/api/users/me/data', { token: patient });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="meus-dados-${today()}.json"`,
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const data = answer.body;
    expect(data.account).toMatchObject({
      id: DEMO_ID,
      name: DEMO.patient.name,
      cpf: DEMO.patient.cpf,
      hasPassword: true,
      googleLinked: false,
    });
    const text = JSON.stringify(data);
    const hash = db.usuario.findFirst({ where: { usu_id: { equals: DEMO_ID } } })!.usu_senha!;
    expect(text).not.toContain(hash);
    expect(text).not.toMatch(/"(usu_senha|password|usu_hash_redefinicao|token)"/);
    expect(data.municipality).toBe('Prefeitura Municipal de Mesquita');
    expect(data.requests.length).toBeGreaterThan(0);
    expect(data.requests.every((r: { fir_cns: string }) => r.fir_cns === '898001234567891')).toBe(
      true,
    );
    expect(data.notices.length).toBeGreaterThan(0);
    expect(data.dataRequests).toHaveLength(1);
    expect(data.accessLog).toHaveLength(1);
    expect(data.pushSubscriptions).toEqual([]);
  });

  it('is refused without a patient token', async () => {
    expect((await rest('GET', '/api/users/me/data')).status).toBe(401);
    const admin = await login('admin');
    expect((await rest('GET', '/api/users/me/data', { token: admin })).status).toBe(401);
  });
});

describe('requests about the patient’s data', () => {
  it('files a correction with its 15-day deadline; staff list it, open first', async () => {
    const patient = await login('patient');
    const filed = await fileRequest(patient);
    expect(filed.deadline).toBe(dataRequestDeadline(today()));
    expect(filed.daysLeft).toBe(15);
    expect(filed.status).toBe('aberta');

    const admin = await login('admin');
    const list = await staffRequests(admin);
    // The seed's two open requests and this one, then the seed's answered one.
    expect(list.open).toBe(3);
    expect(list.rows.map((r) => r.status)).toEqual(['aberta', 'aberta', 'aberta', 'atendida']);
    const open = list.rows.filter((r) => r.status === 'aberta').map((r) => r.daysLeft);
    expect(open).toEqual([...open].sort((a, b) => a - b));
    const mine = list.rows.find((r) => r.id === filed.id)!;
    expect(mine.patient.id).toBe(DEMO_ID);
    // Days left, counted from today.
    const seeded = db.solicitacaoTitular.findFirst({ where: { sot_id: { equals: 2 } } })!;
    const late = list.rows.find((r) => r.id === 2)!;
    expect(late.daysLeft).toBe(
      dataRequestDaysLeft(dataRequestDeadline(seeded.sot_criado_em.slice(0, 10)), today()),
    );
  });

  it('refuses a correction without the data or the value, and keeps none', async () => {
    const patient = await login('patient');
    const noField = await rest('POST', '/api/users/me/data-requests', {
      token: patient,
      body: { kind: 'correcao', fields: ' ', correction: 'x' },
    });
    expect(noField.status).toBe(400);
    expect(noField.body.mensagem).toBe('Diga qual dado está errado.');
    const noValue = await rest('POST', '/api/users/me/data-requests', {
      token: patient,
      body: { kind: 'correcao', fields: 'Telefone' },
    });
    expect(noValue.body.mensagem).toBe('Informe o valor correto.');
    const badKind = await rest('POST', '/api/users/me/data-requests', {
      token: patient,
      body: { kind: 'apagar' },
    });
    expect(badKind.status).toBe(400);
    const list = await rest('GET', '/api/users/me/data-requests', { token: patient });
    expect(list.body.count).toBe(0);
  });

  it('answers once: a second answer is a 409 and changes nothing', async () => {
    const patient = await login('patient');
    const filed = await fileRequest(patient);
    const admin = await login('admin');
    const answer = { status: 'atendida', answer: 'Telefone corrigido no cadastro.' };
    const first = await rest('POST', `/api/data-requests/${filed.id}/answer`, {
      token: admin,
      body: answer,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'atendida',
      answer: answer.answer,
      answeredBy: 'Administrador Mesquita',
    });
    const again = await rest('POST', `/api/data-requests/${filed.id}/answer`, {
      token: admin,
      body: { status: 'recusada', answer: 'Outra resposta.' },
    });
    expect(again.status).toBe(409);
    const seen = await rest('GET', '/api/users/me/data-requests', { token: patient });
    expect(seen.body.rows[0]).toMatchObject({
      status: 'atendida',
      answer: answer.answer,
      answeredAt: first.body.answeredAt,
    });
  });

  it('keeps other municipalities’ staff out: not listed, and 404 to answer', async () => {
    const patient = await login('patient');
    const filed = await fileRequest(patient);
    const otherAdmin = await login('otherAdmin');
    const list = await staffRequests(otherAdmin);
    expect(list.rows.some((r) => r.id === filed.id)).toBe(false);
    const answer = await rest('POST', `/api/data-requests/${filed.id}/answer`, {
      token: otherAdmin,
      body: { status: 'recusada', answer: 'Não.' },
    });
    expect(answer.status).toBe(404);
    const answerText = await rest('POST', `/api/data-requests/${filed.id}/answer`, {
      token: await login('admin'),
      body: { status: 'atendida', answer: '  ' },
    });
    expect(answerText.status).toBe(400);
  });

  it('a deletion done deactivates the account, erases its contact and ends its sessions', async () => {
    const patient = await login('firstVisit');
    const filed = await fileRequest(patient, { kind: 'exclusao' });
    const twice = await rest('POST', '/api/users/me/data-requests', {
      token: patient,
      body: { kind: 'exclusao' },
    });
    expect(twice.status).toBe(409);
    const admin = await login('admin');
    const done = await rest('POST', `/api/data-requests/${filed.id}/answer`, {
      token: admin,
      body: { status: 'atendida', answer: 'Conta excluída.' },
    });
    expect(done.status).toBe(200);
    expect(done.body.patient).toMatchObject({ id: FIRST_VISIT_ID, cpf: DEMO.firstVisit.cpf });
    expect((await rest('GET', '/api/users/me/data-requests', { token: patient })).status).toBe(401);
    const account = db.usuario.findFirst({ where: { usu_id: { equals: FIRST_VISIT_ID } } })!;
    expect(account).toMatchObject({
      usu_status: 0,
      usu_senha: null,
      usu_email: '',
      usu_telefone: '',
      usu_nome_mae: '',
    });
    const again = await rest('POST', '/api/users/login', {
      body: { id: null, cpf: DEMO.firstVisit.cpf, password: DEMO.firstVisit.password },
    });
    expect(again.status).toBe(401);
  });
});

describe('campaign lists with personal data', () => {
  it('record the read for each patient with an account, as an export when saved', async () => {
    const admin = await login('admin');
    const sent = await rest('POST', '/api/interest-campaigns', {
      token: admin,
      body: {
        service: 'CONSULTAS',
        procedure: 'CONSULTA EM CARDIOLOGIA',
        status: 'SOLICITADO',
        minDays: 90,
      },
    });
    expect(sent.status).toBe(201);
    const id = sent.body.id as number;
    await rest('GET', `/api/interest-campaigns/${id}/requests?list=answers`, { token: admin });
    await rest('GET', `/api/interest-campaigns/${id}/requests?list=answers&purpose=exportacao`, {
      token: admin,
    });
    expect(
      (
        await rest('GET', `/api/interest-campaigns/${id}/requests?purpose=apagar`, {
          token: admin,
        })
      ).status,
    ).toBe(400);
    const patient = await login('patient');
    const log = await rest('GET', '/api/users/me/access-log', { token: patient });
    expect(log.body.rows.map((r: { purpose: string }) => r.purpose)).toEqual([
      ACCESS_PURPOSES.listExport,
      ACCESS_PURPOSES.campaignAnswers,
    ]);
  });
});
