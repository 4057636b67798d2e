/** GET /api/clients/dashboard through the handlers: the session's client, new rows, refusals. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScenario } from '../core/scenarios';
import { addDays, parseLocal, today, toDay } from '../core/time';
import { db, insertQueueRows, markChanged, nextId, type Data } from '../db';
import { SEED_NOW } from '../seed';
import { queueCsv } from '../testing/csv';
import { login, rest, setupMockBackend } from '../testing/backend';
import { weekChangePercent } from './dashboard';

setupMockBackend();

afterEach(() => {
  vi.useRealTimers();
});

const URL_OF = (clientId: number) => `/api/clients/dashboard?clientId=${clientId}`;

function queueRow(unit: string, status: string): Data<'fila'> {
  const id = nextId('fila');
  return {
    fir_id: id,
    fir_fila_id: id,
    fir_tipos_filas: 'CONSULTAS',
    fir_codigo_cliente: '3302858',
    fir_ordem_regulada: 0,
    fir_iniciais_nome: 'T. D.',
    fir_nome_paciente: '',
    fir_cpf: null,
    fir_cns: null,
    fir_data_nascimento: null,
    fir_data_solicitacao: today(),
    fir_data_entrada_fila: today(),
    fir_data_agendamento: null,
    fir_data_execucao: null,
    fir_dias_na_fila: 0,
    fir_procedimentos: 'CONSULTA EM CARDIOLOGIA',
    fir_prioridade: null,
    fir_nome_unidade_saude_solicitante: unit,
    fir_nome_unidade_saude_reguladora: null,
    fir_nome_unidade_saude_executante: null,
    fir_observacao: null,
    fir_status: status,
    tempo_espera: null,
    fir_id_importacao: null,
  };
}

describe('GET /api/clients/dashboard', () => {
  it("answers the session client's rows, and new rows change the total and their unit", async () => {
    const token = await login('admin');
    const before = (await rest('GET', URL_OF(1), { token })).body;
    const rowsOfClient = db.fila.findMany({
      where: { fir_codigo_cliente: { equals: '3302858' } },
    }).length;
    expect(before.total).toBe(rowsOfClient);
    expect(before.cards[0].value).toBe(rowsOfClient);
    expect(before.units.every((u: { municipality: string }) => u.municipality === 'Mesquita')).toBe(
      true,
    );
    const [year, month, day] = today().split('-').map(Number);
    const thisMonth = before.months[11];
    expect([thisMonth.year, thisMonth.month]).toEqual([year, month]);

    insertQueueRows([
      queueRow('UBS Teste do Painel', 'SOLICITADO'),
      queueRow('UBS Teste do Painel', 'SOLICITADO'),
      queueRow('UBS Teste do Painel', 'AGENDADO'),
    ]);
    markChanged(); // as an import does: the next test starts from the seed again
    const after = (await rest('GET', URL_OF(1), { token })).body;
    expect(after.total).toBe(before.total + 3);
    expect(after.cards[1].value).toBe(before.cards[1].value + 2);
    expect(after.cards[2].value).toBe(before.cards[2].value + 1);
    expect(after.units.find((u: { unit: string }) => u.unit === 'UBS Teste do Painel')).toEqual({
      unit: 'UBS Teste do Painel',
      municipality: 'Mesquita',
      total: 3,
      waiting: 2,
      authorized: 1,
      done: 0,
    });
    expect(after.months[11].days[day! - 1].requested).toBe(thisMonth.days[day! - 1].requested + 3);
  });

  it("shows a state client's units under its own name", async () => {
    const token = await login('stateAdmin');
    const { body } = await rest('GET', URL_OF(2), { token });
    expect(body.units.length).toBeGreaterThan(0);
    expect(new Set(body.units.map((u: { municipality: string }) => u.municipality))).toEqual(
      new Set(['Secretaria de Estado de Saúde do Rio de Janeiro']),
    );
  });

  it("refuses another client's figures, no session and a missing client", async () => {
    const token = await login('admin');
    expect((await rest('GET', URL_OF(2), { token })).status).toBe(403);
    expect((await rest('GET', URL_OF(1))).status).toBe(401);
    expect((await rest('GET', '/api/clients/dashboard', { token })).status).toBe(400);
  });

  it('answers zeros and no units in the empty scenario', async () => {
    const token = await login('admin');
    setScenario('getClientDashboard', { kind: 'empty' });
    const { status, body } = await rest('GET', URL_OF(1), { token });
    expect(status).toBe(200);
    expect(body.total).toBe(0);
    expect(body.cards.map((c: { value: number }) => c.value)).toEqual([0, 0, 0, 0]);
    expect(body.months).toHaveLength(12);
    expect(body.units).toEqual([]);
  });

  it("compares the seed's last week a week after its date, then the week of an import", async () => {
    // Noon of 28/11/2026 in the municipality: 8 days after the seed's data, so the calendar's
    // last 7 days (22..28/11) hold none of its requests.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T15:00:00Z') });
    const token = await login('admin');
    const rows = () => db.fila.getAll().filter((r) => r.fir_codigo_cliente === '3302858');
    const week = (from: string, to: string, status: string | null) =>
      rows().filter(
        (r) =>
          r.fir_data_solicitacao >= from &&
          r.fir_data_solicitacao <= to &&
          (status === null || r.fir_status === status),
      ).length;
    const STATUSES = [null, 'SOLICITADO', 'AGENDADO', 'EFETIVADO'];
    const changes = (body: { cards: Array<{ weekChangePercent: number | null }> }) =>
      body.cards.map((c) => c.weekChangePercent);

    // The seed: its week (14..20/11) against the one before (7..13/11), as on its own date.
    const seeded = (await rest('GET', URL_OF(1), { token })).body;
    const dataDay = SEED_NOW.slice(0, 10);
    const first = toDay(addDays(parseLocal(dataDay), -6));
    const before = toDay(addDays(parseLocal(dataDay), -13));
    const dayBefore = toDay(addDays(parseLocal(first), -1));
    expect(changes(seeded)).toEqual(
      STATUSES.map((s) => weekChangePercent(week(first, dataDay, s), week(before, dayBefore, s))),
    );
    expect(changes(seeded)).toEqual([23, 35.3, -5.3, 33.3]); // the contract's example

    // 50 rows requested today (10 of each status) come in: the date of the data is today, so
    // 22..28/11 (the 50) against 15..21/11 (the seed's last days).
    const form = new FormData();
    form.set(
      'file',
      new File([queueCsv({ rows: 50, requested: '28/11/2026', firstId: 900_001 })], 'fila.csv', {
        type: 'text/csv',
      }),
    );
    const accepted = await rest('POST', '/clients/import-queue-info', { token, form });
    expect(accepted.status).toBe(202);
    await vi.waitFor(
      () =>
        expect(
          db.importacao.findFirst({ where: { ims_id: { equals: accepted.body.ims_id } } })
            ?.ims_situacao,
        ).toBe('CONCLUIDO'),
      { timeout: 10_000 },
    );
    const imported = (await rest('GET', URL_OF(1), { token })).body;
    expect(imported.total).toBe(seeded.total + 50);
    expect(STATUSES.map((s) => week('2026-11-22', '2026-11-28', s))).toEqual([50, 10, 10, 10]);
    expect(changes(imported)).toEqual(
      STATUSES.map((s) => weekChangePercent(10 * (s ? 1 : 5), week('2026-11-15', '2026-11-21', s))),
    );
    expect(changes(imported).every((c) => c !== null && c > -99)).toBe(true);
    markChanged(); // the next test starts from the seed again
  });
});
