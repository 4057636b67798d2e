/**
 * GET /api/clients/dashboard answers kept figures: each answer must equal a computation over the
 * rows as they are now, after an insert, an import, another write, a change of day and of the
 * date of the data, and a kept answer is what is served until one of those happens.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { today } from '../core/time';
import { db, insertQueueRows, markChanged, meta, nextId, queueIndex, type Data } from '../db';
import { queueCsv } from '../testing/csv';
import { login, rest, setupMockBackend } from '../testing/backend';
import { computeDashboard } from './dashboard';

setupMockBackend();

afterEach(() => {
  vi.useRealTimers();
});

const MESQUITA = '3302858';

/** The figures as computed now, from the rows, with nothing kept. */
function fresh() {
  return computeDashboard(queueIndex.ofClient(MESQUITA), {
    today: today(),
    dataDate: meta.lastCheck.slice(0, 10),
    updatedAt: '',
    municipalityOf: () => 'Mesquita',
  });
}

async function answered(token: string) {
  const { status, body } = await rest('GET', '/api/clients/dashboard?clientId=1', { token });
  expect(status).toBe(200);
  const { updatedAt, ...figures } = body as ReturnType<typeof fresh>;
  expect(updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  return figures;
}

const expected = () => {
  const { updatedAt: _, ...figures } = fresh();
  return figures;
};

function queueRow(requested: string, status = 'SOLICITADO'): Data<'fila'> {
  const id = nextId('fila');
  return {
    fir_id: id,
    fir_fila_id: id,
    fir_tipos_filas: 'CONSULTAS',
    fir_codigo_cliente: MESQUITA,
    fir_ordem_regulada: 0,
    fir_iniciais_nome: 'T. C.',
    fir_nome_paciente: '',
    fir_cpf: null,
    fir_cns: null,
    fir_data_nascimento: null,
    fir_data_solicitacao: requested,
    fir_data_entrada_fila: requested,
    fir_data_agendamento: null,
    fir_data_execucao: null,
    fir_dias_na_fila: 0,
    fir_procedimentos: 'CONSULTA EM CARDIOLOGIA',
    fir_prioridade: null,
    fir_nome_unidade_saude_solicitante: 'UBS do Cache',
    fir_nome_unidade_saude_reguladora: null,
    fir_nome_unidade_saude_executante: null,
    fir_observacao: null,
    fir_status: status,
    tempo_espera: null,
    fir_id_importacao: null,
  };
}

describe('the dashboard’s kept figures', () => {
  it('are served until a write, and equal a fresh computation after each', async () => {
    const token = await login('admin');
    const first = await answered(token);
    expect(first).toEqual(expected());

    // A row changed behind the routes' back (no write marked) is not seen: the answer is kept.
    const row = queueIndex.ofClient(MESQUITA).find((r) => r.fir_status === 'SOLICITADO')!;
    row.fir_status = 'EFETIVADO';
    expect(await answered(token)).toEqual(first);
    // Once a write is marked, as every route does after a change, it is.
    markChanged();
    const afterWrite = await answered(token);
    expect(afterWrite).toEqual(expected());
    expect(afterWrite.cards[1]!.value).toBe(first.cards[1]!.value - 1);

    // Rows inserted through the index are seen at once, with no write marked.
    insertQueueRows([queueRow(today()), queueRow(today(), 'AGENDADO')]);
    const afterInsert = await answered(token);
    expect(afterInsert).toEqual(expected());
    expect(afterInsert.total).toBe(afterWrite.total + 2);
    expect(afterInsert.units).toContainEqual(expect.objectContaining({ unit: 'UBS do Cache' }));
    markChanged(); // the next test starts from the seed again
  });

  it('are computed again after an import', async () => {
    const token = await login('admin');
    const before = await answered(token);
    const form = new FormData();
    form.set(
      'file',
      new File([queueCsv({ rows: 40, procedure: 'EXAME DO CACHE' })], 'fila.csv', {
        type: 'text/csv',
      }),
    );
    const accepted = await rest('POST', '/clients/import-queue-info', { token, form });
    expect(accepted.status).toBe(202);
    await vi.waitFor(
      () => {
        const done = db.importacao.findFirst({
          where: { ims_id: { equals: accepted.body.ims_id } },
        });
        expect(done?.ims_situacao).toBe('CONCLUIDO');
      },
      { timeout: 10_000 },
    );
    const after = await answered(token);
    expect(after).toEqual(expected());
    expect(after.total).toBe(before.total + 40);
  });

  it('move with the day: the week’s change and the months are today’s', async () => {
    // 20:00 on 31 March in the municipality (UTC-3); the session outlives the night.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-31T23:00:00Z') });
    const token = await login('admin');
    insertQueueRows([queueRow('2026-03-25'), queueRow('2026-03-25'), queueRow('2026-03-20')]);
    const lastOfMarch = await answered(token);
    expect(lastOfMarch).toEqual(expected());
    expect(lastOfMarch.months.at(-1)).toMatchObject({ year: 2026, month: 3 });

    // Past midnight, with no write in between: the 25th is last week's now, April ends the chart.
    vi.setSystemTime(new Date('2026-04-01T04:00:00Z'));
    const firstOfApril = await answered(token);
    expect(firstOfApril).toEqual(expected());
    expect(firstOfApril.months.at(-1)).toMatchObject({ year: 2026, month: 4 });
    expect(firstOfApril.cards).not.toEqual(lastOfMarch.cards);
    markChanged();
  });

  it('move with the date of the data: its week is the one compared', async () => {
    const token = await login('admin');
    const seeded = await answered(token);
    // A check a week earlier, and nothing else changed: the week compared ends on its day.
    meta.lastCheck = '2026-11-13 09:00:00';
    const weekEarlier = await answered(token);
    expect(weekEarlier).toEqual(expected());
    expect(weekEarlier.cards).not.toEqual(seeded.cards);
    markChanged(); // the next test starts from the seed again
  });
});
