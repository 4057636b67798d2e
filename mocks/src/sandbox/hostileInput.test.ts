/**
 * Weak typing and missing lengths over real HTTP. Before, a news `titulo` sent as an object was
 * stored as '[object Object]', `text/plain` bodies were read as JSON, a `null` body answered 403,
 * `cities(offset:-3)` answered the last three cities, titles, e-mails and file names of any length
 * were stored, a schedule took any number of times and a send any number of CPFs, a state's news
 * took cities of other states, an admin could set an app user's password to 'a', and one address
 * could open any number of accounts. Each is now a pt-BR 400 (or 429) before anything is kept.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_JSON_MESSAGE } from '@portal/contracts/bodyRules';
import { cpfCheckDigit } from '@portal/contracts/documents';
import {
  NEWS_CITIES_MAX,
  RECIPIENTS_MAX,
  REGISTRATION_LIMIT,
  SCHEDULE_TIMES_MAX,
} from '@portal/contracts/limits';
import { configOf } from '../handlers/clients';
import { db } from '../db';
import { DEMO } from '../seed/people';
import { sandboxOverHttp } from '../testing/sandboxOverHttp';

const http = sandboxOverHttp('input');
let admin: string;
let stateAdmin: string;

async function adminToken(login: string, password: string) {
  const answer = await fetch(`${http.origin}/api/clients/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  return ((await answer.json()) as { token: string }).token;
}

beforeAll(async () => {
  admin = await adminToken(DEMO.admin.login, DEMO.admin.password);
  stateAdmin = await adminToken(DEMO.stateAdmin.login, DEMO.stateAdmin.password);
}, 30_000);

async function send(
  method: string,
  path: string,
  body: unknown,
  { token = admin, type = 'application/json' }: { token?: string | null; type?: string } = {},
) {
  const answer = await fetch(`${http.origin}${path}`, {
    method,
    headers: {
      'content-type': type,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await answer.text();
  const parsed = (text ? JSON.parse(text) : {}) as { mensagem?: string };
  return { status: answer.status, message: parsed.mensagem, headers: answer.headers };
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const news = {
  id: null,
  titulo: 'Vacinação',
  descricao: 'Campanha nas UBS.',
  link: null,
  dataPublicacao: day(1),
  dataExpiracao: day(10),
  clienteId: DEMO.admin.clientId,
  categoriaPrincipal: 1,
  nomeArquivo: 'v.png',
  imagem: PNG,
  cidades: [] as number[],
};
const newsCount = () => db.noticia.getAll().length;

/** `n` distinct valid CPFs. */
const cpfs = (n: number, from = 100_000_000) =>
  Array.from({ length: n }, (_, i) => {
    const base = String(from + i).padStart(9, '0');
    const first = cpfCheckDigit(base);
    return `${base}${first}${cpfCheckDigit(base + first)}`;
  });

describe('a body of the wrong type or shape', () => {
  it.each([
    ['an object as titulo', { ...news, titulo: { a: 1 } }, 'O campo titulo deve ser um texto.'],
    ['a list as descricao', { ...news, descricao: ['x'] }, 'O campo descricao deve ser um texto.'],
    [
      'a text as clienteId',
      { ...news, clienteId: '1' },
      'O campo clienteId deve ser um número inteiro.',
    ],
    ['null', null, 'O corpo da requisição é inválido.'],
    ['a list', [news], 'O corpo da requisição é inválido.'],
  ])('%s is a 400 and creates nothing', async (_label, body, message) => {
    const before = newsCount();
    expect(await send('POST', '/api/noticias', body)).toMatchObject({ status: 400, message });
    expect(newsCount()).toBe(before);
  });

  it('JSON sent as text/plain is a 400, not read as JSON', async () => {
    const before = newsCount();
    const answer = await send('POST', '/api/noticias', JSON.stringify(news), {
      type: 'text/plain',
    });
    expect(answer).toMatchObject({ status: 400, message: NOT_JSON_MESSAGE });
    expect(newsCount()).toBe(before);
  });

  it('a negative offset or limit of cities is an error, not the last rows', async () => {
    for (const args of ['offset: -3', 'limit: -1', 'limit: 5001']) {
      const answer = await fetch(`${http.origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ cities(uf: "RJ", ${args}) { count rows { id } } }` }),
      });
      const body = (await answer.json()) as { data?: unknown; errors?: { message: string }[] };
      expect(body.errors?.[0]?.message, args).toMatch(/limit/);
    }
  });
});

describe('lengths and counts past the contract', () => {
  const immediate = {
    sendAllCpf: false,
    cpfs: [DEMO.patient.cpf],
    title: 'Consulta confirmada',
    body: 'Sua consulta foi agendada.',
    data: { typeId: 1 },
    clientId: DEMO.admin.clientId,
    onlyPush: false,
  };
  const schedule = {
    form: {
      send: { radio: 0 },
      frequency: { listSchedule: [{ date: '25/12/2030', date_db: '2030-12-25', hour: '09:00' }] },
      receiver: { radio: 0, cpf: '', listCpf: [{ cpf: DEMO.patient.cpf, isRed: false }] },
      msg: {
        title: 'Lembrete de consulta',
        description: 'Sua consulta é amanhã.',
        type: { value: 2, label: 'Lembrete' },
        extraDatas: null,
        blipBotId: null,
      },
    },
    notification: {
      title: 'Lembrete de consulta',
      body: 'Sua consulta é amanhã.',
      typeId: 2,
      typeLabel: 'Lembrete',
      extraDatas: null,
      scheduleList: [{ date_db: '2030-12-25', hour: '09:00' }],
      isSendNow: '0',
      blipBotId: null,
      isCall: '0',
    },
  };
  const times = Array.from({ length: SCHEDULE_TIMES_MAX + 1 }, (_, i) => ({
    date: '25/12/2030',
    date_db: `2030-12-${String((i % 28) + 1).padStart(2, '0')}`,
    hour: '09:00',
  }));

  it.each([
    [
      'an immediate notification title of 1000',
      'POST',
      '/api/immediate-notifications',
      { ...immediate, title: 'x'.repeat(1000) },
      'O título deve ter no máximo 50 caracteres.',
    ],
    [
      'a schedule title of 1000',
      'POST',
      '/api/agendar-notificacoes',
      { ...schedule, notification: { ...schedule.notification, title: 'x'.repeat(1000) } },
      'O título deve ter no máximo 50 caracteres.',
    ],
    [
      `a schedule with ${SCHEDULE_TIMES_MAX + 1} times`,
      'POST',
      '/api/agendar-notificacoes',
      { ...schedule, notification: { ...schedule.notification, scheduleList: times } },
      `O campo notification.scheduleList deve ter no máximo ${SCHEDULE_TIMES_MAX} itens.`,
    ],
    [
      `a mass send to ${RECIPIENTS_MAX + 1} CPFs`,
      'POST',
      '/patients/envia-notificacao-em-massa',
      { not_titulo: 'Mutirão', not_mensagem: 'Sábado.', not_cpf: cpfs(RECIPIENTS_MAX + 1) },
      `O campo not_cpf deve ter no máximo ${RECIPIENTS_MAX} itens.`,
    ],
    [
      'a news nomeArquivo of 1000',
      'POST',
      '/api/noticias',
      { ...news, nomeArquivo: `${'x'.repeat(1000)}.png` },
      'O campo nomeArquivo deve ter no máximo 255 caracteres.',
    ],
  ])('%s is a 400', async (_label, method, path, body, message) => {
    const before = [newsCount(), db.notificacaoAgendada.getAll().length];
    expect(await send(method, path, body)).toMatchObject({ status: 400, message });
    expect([newsCount(), db.notificacaoAgendada.getAll().length]).toEqual(before);
  });

  it(`a recipient takes ${SCHEDULE_TIMES_MAX} times, one at a time as well`, async () => {
    const made = await send('POST', '/api/agendar-notificacoes', schedule);
    expect(made.status).toBe(201);
    const noa = db.notificacaoAgendada.getAll().at(-1)!;
    const nod = db.destinatarioAgendado
      .getAll()
      .find((d) => d.nod_id_notificacoes_agendadas === noa.noa_id)!;
    const timesOf = () =>
      db.horarioAgendado
        .getAll()
        .filter((h) => h.noh_id_notificacoes_agendadas_destinatarios === nod.nod_id).length;
    const add = () =>
      send('POST', '/api/agendar-notificacoes/horarios', {
        noh_id_tipos_interacoes_notificacoes: 3,
        noh_id_notificacoes_agendadas_destinatarios: nod.nod_id,
        noh_data: '2030-12-26',
        noh_hora: '10:00',
      });
    while (timesOf() < SCHEDULE_TIMES_MAX) expect((await add()).status).toBe(201);
    expect(await add()).toMatchObject({
      status: 400,
      message: `Um destinatário tem no máximo ${SCHEDULE_TIMES_MAX} horários.`,
    });
    expect(timesOf()).toBe(SCHEDULE_TIMES_MAX);
  });

  it("a state's news for cities that do not exist or are another state's is a 400", async () => {
    const state = configOf(db.cliente.getAll().find((c) => c.cli_id === 2)!.cli_codigo)!;
    const own = db.cidade.getAll().find((c) => c.uf === state.coc_uf)!;
    const other = db.cidade.getAll().find((c) => c.uf !== state.coc_uf)!;
    const category = db.categoria.getAll().find((c) => c.cat_id_clientes === 2)!.cat_id;
    const stateNews = { ...news, clienteId: 2, categoriaPrincipal: category };
    const before = newsCount();
    for (const cidades of [
      [own.id, other.id],
      [own.id, 999_999],
      Array(NEWS_CITIES_MAX + 1).fill(own.id),
    ]) {
      const answer = await send(
        'POST',
        '/api/noticias',
        { ...stateNews, cidades },
        { token: stateAdmin },
      );
      expect(answer.status).toBe(400);
    }
    expect(newsCount()).toBe(before);
    const fine = await send(
      'POST',
      '/api/noticias',
      { ...stateNews, cidades: [own.id] },
      { token: stateAdmin },
    );
    expect(fine.status).toBe(201);
  });

  it("an admin's reset to a weak password is a 400; the CPF digits still reset", async () => {
    const patient = db.usuario.findFirst({ where: { usu_cpf: { equals: DEMO.patient.cpf } } })!;
    for (const password of ['a', 'abcdefgh', `Aa1!${'x'.repeat(200)}`]) {
      expect(
        await send('PUT', '/api/users/update-password', { id: patient.usu_id, password }),
      ).toMatchObject({ status: 400, message: 'A senha está inválida.' });
    }
    const reset = await send('PUT', '/api/users/update-password', {
      id: patient.usu_id,
      password: DEMO.patient.cpf,
    });
    expect(reset.status).toBe(200);
  });
});

describe('public registration', () => {
  const register = (cpf: string, email = `p${cpf}@exemplo.com.br`) =>
    send(
      'POST',
      '/api/users/register',
      {
        id: null,
        cpf,
        name: 'Ana Souza',
        email,
        cellphone: '21987654321',
        password: 'Segura@2026',
      },
      { token: null },
    );

  it('an e-mail past 254 characters is a 400', async () => {
    const before = db.usuario.getAll().length;
    const answer = await register(cpfs(1, 300_000_000)[0]!, `${'a'.repeat(300)}@exemplo.com.br`);
    expect(answer).toMatchObject({ status: 400, message: 'O email está inválido.' });
    expect(db.usuario.getAll().length).toBe(before);
  });

  it(`one address opens ${REGISTRATION_LIMIT.perAddress} accounts an hour, then 429`, async () => {
    const list = cpfs(REGISTRATION_LIMIT.perAddress + 1, 200_000_000);
    for (const cpf of list.slice(0, -1)) expect((await register(cpf)).status).toBe(201);
    const refused = await register(list.at(-1)!);
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/^Muitos cadastros a partir deste endereço/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
