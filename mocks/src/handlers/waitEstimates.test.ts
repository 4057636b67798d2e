/**
 * The wait figures the mock backend answers, against a computation made here, directly over the
 * seed's rows (not with contracts/src/waitEstimates.ts): sort the waits, take the nearest ranks.
 * An import of served requests changes them.
 */
import { QUEUE_IMPORT_COLUMNS } from '@portal/contracts/csv';
import {
  QueueFlowDocument,
  SearchStatusImportDocument,
  WaitEstimatesDocument,
} from '@portal/contracts/graphql';
import { describe, expect, it } from 'vitest';
import { db, insertQueueRows, meta } from '../db';
import { gql, login, rest, setupMockBackend } from '../testing/backend';

setupMockBackend();

const CLIENT = '3302858';
const CARDIOLOGY = 'CONSULTA EM CARDIOLOGIA';
const DAY = 86_400_000;
const day = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);

/** Straight from the rows: the waits of the requests served in the year up to the data. */
function direct(procedure: string, priority?: string | null) {
  const end = meta.lastCheck.slice(0, 10);
  const endMs = day(end);
  const startMs = Date.UTC(
    new Date(endMs).getUTCFullYear() - 1,
    new Date(endMs).getUTCMonth(),
    new Date(endMs).getUTCDate() + 1,
  );
  const rows = db.fila
    .getAll()
    .filter((r) => r.fir_codigo_cliente === CLIENT && r.fir_procedimentos === procedure)
    .filter((r) => priority === undefined || (r.fir_prioridade?.trim() || null) === priority);
  const waits: number[] = [];
  for (const r of rows) {
    if (r.fir_status === 'DEVOLVIDO') continue;
    const served = r.fir_data_agendamento || r.fir_data_execucao;
    if (!served || day(served) < startMs || day(served) > endMs) continue;
    waits.push(Math.round((day(served) - day(r.fir_data_solicitacao)) / DAY));
  }
  waits.sort((a, b) => a - b);
  const rank = (p: number) => waits[Math.ceil(p * waits.length) - 1];
  return {
    waiting: rows.filter((r) => r.fir_status === 'SOLICITADO').length,
    cases: waits.length,
    median: rank(0.5),
    p90: rank(0.9),
  };
}

/** A count as published: 1 to 4 is null (no group under 5). */
const published = (n: number) => (n >= 1 && n <= 4 ? null : n);

describe('wait estimates of the mock backend', () => {
  it("match a direct computation over the seed for 'CONSULTA EM CARDIOLOGIA'", async () => {
    const { data } = await gql(
      WaitEstimatesDocument,
      { client: CLIENT, service: 'CONSULTAS', procedure: CARDIOLOGY },
      { expectErrors: false },
    );
    const figures = direct(CARDIOLOGY);
    expect(figures.cases).toBeGreaterThanOrEqual(20);
    expect(data.queue_wait_estimates.data_date).toBe(meta.lastCheck.slice(0, 10));
    expect(data.queue_wait_estimates.rows).toMatchObject([
      {
        service: 'CONSULTAS',
        procedure: CARDIOLOGY,
        waiting: figures.waiting,
        cases: figures.cases,
        median_days: figures.median,
        p90_days: figures.p90,
        unavailable: null,
      },
    ]);
  });

  it('match it for each priority class of cardiology, each on its own cases', async () => {
    const { data } = await gql(
      WaitEstimatesDocument,
      { client: CLIENT, service: 'CONSULTAS', procedure: CARDIOLOGY },
      { expectErrors: false },
    );
    const classes = data.queue_wait_estimates.rows[0]!.by_priority;
    // The seed's cardiology has every class, only P3 (32 cases) with figures.
    expect(classes.map((c) => c.priority)).toEqual(['P1', 'P2', 'P3', 'P4']);
    for (const figures of classes) {
      const own = direct(CARDIOLOGY, figures.priority);
      const enough = own.cases >= 20;
      expect(figures).toEqual({
        priority: figures.priority,
        cases: published(own.cases),
        median_days: enough ? own.median : null,
        p90_days: enough ? own.p90 : null,
        unavailable: enough ? null : 'FEW_CASES',
      });
    }
    expect(classes.find((c) => c.priority === 'P3')!.median_days).not.toBeNull();
    expect(classes.find((c) => c.priority === 'P2')!).toMatchObject({
      cases: 17,
      unavailable: 'FEW_CASES',
    });
  });

  it('match it for every procedure of the client, with the service totals first', async () => {
    const { data } = await gql(WaitEstimatesDocument, { client: CLIENT }, { expectErrors: false });
    const rows = data.queue_wait_estimates.rows;
    const totals = rows.filter((r) => r.procedure === null);
    expect(totals.length).toBeGreaterThan(1);
    expect(rows.slice(0, totals.length)).toEqual(totals);
    for (const row of rows.filter((r) => r.procedure !== null)) {
      const figures = direct(row.procedure!);
      expect(row).toMatchObject({
        waiting: published(figures.waiting),
        cases: published(figures.cases),
      });
      expect(row.by_priority.length).toBeGreaterThan(0);
      for (const c of row.by_priority) {
        const own = direct(row.procedure!, c.priority);
        expect(c).toMatchObject({
          cases: published(own.cases),
          median_days: own.cases >= 20 ? own.median : null,
        });
      }
      if (figures.cases >= 20)
        expect(row).toMatchObject({ median_days: figures.median, p90_days: figures.p90 });
      else expect(row).toMatchObject({ median_days: null, unavailable: 'FEW_CASES' });
    }
  });

  it('an unknown client answers no rows; a procedure with few cases says why', async () => {
    const none = await gql(
      WaitEstimatesDocument,
      { client: 'nao-existe' },
      { expectErrors: false },
    );
    expect(none.data.queue_wait_estimates.rows).toEqual([]);
    const { data } = await gql(WaitEstimatesDocument, { client: CLIENT }, { expectErrors: false });
    expect(data.queue_wait_estimates.rows.some((r) => r.unavailable === 'FEW_CASES')).toBe(true);
    // A class of 1 to 4 served requests has its count withheld, never a number under 5.
    const classes = data.queue_wait_estimates.rows.flatMap((r) => r.by_priority);
    expect(classes.some((c) => c.cases === null)).toBe(true);
    expect(classes.filter((c) => c.cases !== null && c.cases > 0 && c.cases < 5)).toEqual([]);
  });

  it('are kept between asks only while the queue stays the same', async () => {
    const ask = async () =>
      (
        await gql(
          WaitEstimatesDocument,
          { client: CLIENT, service: 'CONSULTAS', procedure: CARDIOLOGY },
          { expectErrors: false },
        )
      ).data.queue_wait_estimates.rows[0]!;
    const first = await ask();
    expect(await ask()).toEqual(first);
    // Rows added without an import (the date of the data stays): the next answer counts them.
    const served = db.fila
      .getAll()
      .find((r) => r.fir_procedimentos === CARDIOLOGY && r.fir_status === 'AGENDADO')!;
    const dataDate = meta.lastCheck.slice(0, 10);
    insertQueueRows(
      Array.from({ length: 3 }, (_, i) => ({
        ...served,
        fir_id: 900_000 + i,
        fir_fila_id: 900_000 + i,
        fir_status: 'SOLICITADO',
        fir_data_agendamento: null,
        fir_data_execucao: null,
        fir_data_solicitacao: dataDate,
      })),
    );
    expect((await ask()).waiting).toBe(first.waiting! + 3);
    expect(direct(CARDIOLOGY).waiting).toBe(first.waiting! + 3);
  });

  it('change with an import: 25 requests served within a week bring the median down', async () => {
    const token = await login('admin');
    const before = direct(CARDIOLOGY);
    const ask = () =>
      gql(
        WaitEstimatesDocument,
        { client: CLIENT, service: 'CONSULTAS', procedure: CARDIOLOGY },
        { expectErrors: false },
      );
    // Asked before the import, so the answer kept for it must not outlive the import.
    expect((await ask()).data.queue_wait_estimates.rows[0]).toMatchObject({
      cases: before.cases,
      median_days: before.median,
    });
    const end = meta.lastCheck.slice(0, 10);
    const br = (iso: string) => iso.split('-').reverse().join('/');
    const requested = new Date(day(end) - 7 * DAY).toISOString().slice(0, 10);
    const cells = (i: number): Record<string, string> => ({
      fir_fila_id: String(800_000 + i),
      fir_tipos_filas: 'CONSULTAS',
      fir_codigo_cliente: CLIENT,
      fir_ordem_regulada: '0',
      fir_iniciais_nome: 'T. E.',
      fir_data_solicitacao: br(requested),
      fir_data_agendamento: br(end),
      fir_procedimentos: CARDIOLOGY,
      fir_status: 'AGENDADO',
    });
    const lines = Array.from({ length: 25 }, (_, i) =>
      QUEUE_IMPORT_COLUMNS.map((column) => cells(i)[column] ?? '').join(';'),
    );
    const form = new FormData();
    form.set(
      'file',
      new File([[QUEUE_IMPORT_COLUMNS.join(';'), ...lines].join('\r\n')], 'semana.csv', {
        type: 'text/csv',
      }),
    );
    expect((await rest('POST', '/clients/import-queue-info', { token, form })).status).toBe(202);
    // The import ends (CONCLUIDO) and moves the date of the data to its own time.
    await expect
      .poll(
        async () =>
          (await gql(SearchStatusImportDocument, { clientId: 1 }, { token })).data
            .search_status_import.rows[0]?.ims_situacao,
        { timeout: 10_000 },
      )
      .toBe('CONCLUIDO');
    const { data } = await ask();
    const after = data.queue_wait_estimates.rows[0]!;
    const now = direct(CARDIOLOGY);
    expect(after).toMatchObject({ cases: now.cases, median_days: now.median, p90_days: now.p90 });
    // The 25 new cases are in (a few old ones may have left the window that moved with the data).
    expect(after.cases).toBeGreaterThanOrEqual(before.cases + 20);
    expect(after.median_days!).toBeLessThan(before.median!);
  });

  it('the flow has 12 months, the last the month of the data', async () => {
    const { data } = await gql(QueueFlowDocument, { client: CLIENT }, { expectErrors: false });
    const months = data.queue_flow.months;
    expect(months).toHaveLength(12);
    expect(months.at(-1)!.month).toBe(meta.lastCheck.slice(0, 7));
    // A count of 1 to 4 is null (no group under 5).
    expect(months.reduce((n, m) => n + (m.entries ?? 0), 0)).toBeGreaterThan(0);
    expect(months.reduce((n, m) => n + (m.served ?? 0), 0)).toBeGreaterThan(0);
  });
});
