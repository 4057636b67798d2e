/**
 * No group under 5 in what the public reads (issue 40): the whole row-level export (CSV and JSON)
 * and the public dashboard's flow, over the seed and after an import of small groups (a rare
 * procedure at rare units), read the way a reuser reads them. The checker is
 * `smallGroupsIn` (contracts/src/openData.ts); the `exactOpenData` and `exactDashboardCounts`
 * faults show it would catch a backend that skips the rule.
 */
import { QueueFlowDocument } from '@portal/contracts/generated/graphql/graphql';
import {
  OPEN_QUEUE_COLUMNS,
  parseOpenDataCsv,
  smallGroupsIn,
  SUPPRESSED,
} from '@portal/contracts/openData';
import { isSmallGroup } from '@portal/contracts/smallGroups';
import { describe, expect, it } from 'vitest';
import { setFault } from '../core/faults';
import { db } from '../db';
import { queueCsv } from '../testing/csv';
import { gql, ORIGIN, rest, setupMockBackend } from '../testing/backend';
import { importFile } from '../testing/importFile';

setupMockBackend();

const CLIENT = '3302858';
const RARE = 'EXAME RARO DE TESTE';

/** The export, CSV or JSON, as rows keyed by column, with the rule's counts. */
async function exportRows(query: string) {
  const csv = await fetch(`${ORIGIN}/api/open-data/queue?client=${CLIENT}${query}`);
  expect(csv.status).toBe(200);
  const [header = [], ...lines] = parseOpenDataCsv(await csv.text());
  const fromCsv = lines.map((line) => Object.fromEntries(header.map((h, i) => [h, line[i]])));
  const json = await rest('GET', `/api/open-data/queue?client=${CLIENT}&format=json${query}`);
  expect(json.status).toBe(200);
  return {
    fromCsv,
    fromJson: json.body.linhas as Array<Record<string, string | number | null>>,
    generalized: Number(csv.headers.get('x-generalized-rows')),
    suppressed: Number(csv.headers.get('x-suppressed-rows')),
    json: json.body,
  };
}

/** Imports a file of rows of RARE: 3 at one unit, 2 at another, 1 at a third (groups of 3, 2, 1). */
async function importSmallGroups() {
  const lines = queueCsv({ rows: 6, procedure: RARE, firstId: 990_001 }).split('\r\n');
  const units = ['Posto Raro Um', 'Posto Raro Um', 'Posto Raro Um', 'Posto Raro Dois'];
  const csv = lines
    .map((line, i) =>
      i === 0 || !line ? line : line.replace('UBS Chatuba', units[i - 1] ?? 'Posto Raro Três'),
    )
    .join('\r\n');
  expect((await importFile(csv)).ims_situacao).toBe('CONCLUIDO');
  expect(db.fila.getAll().filter((r) => r.fir_procedimentos === RARE)).toHaveLength(6);
}

const FILES = ['', '&service=EXAMES', '&status=SOLICITADO', '&service=CONSULTAS&status=AGENDADO'];

describe('the row-level export has no group under 5', () => {
  it.each(FILES)('over the seed (file %s), CSV and JSON alike', async (query) => {
    const { fromCsv, fromJson, suppressed, generalized, json } = await exportRows(query);
    expect(smallGroupsIn(fromCsv)).toEqual([]);
    expect(smallGroupsIn(fromJson)).toEqual([]);
    expect(fromJson).toHaveLength(fromCsv.length);
    expect(json.linhas_suprimidas).toBe(suppressed);
    expect(json.linhas_generalizadas).toBe(generalized);
    // Today's seed: almost every combination was under 5, so most rows are generalised.
    if (!query) expect(generalized).toBeGreaterThan(fromCsv.length / 2);
    // Every date is a month or a quarter.
    const months = OPEN_QUEUE_COLUMNS.filter((c) => c.type === 'mes').map((c) => c.name);
    const cells = fromCsv.flatMap((row) => months.map((m) => row[m] ?? ''));
    expect(cells.filter((cell) => cell && !/^\d{4}-(\d{2}|T[1-4])$/.test(cell))).toEqual([]);
  });

  it('after an import of small groups, and counts what it left out', async () => {
    await importSmallGroups();
    const before = db.fila.getAll().filter((r) => r.fir_codigo_cliente === CLIENT).length;
    for (const query of FILES) {
      const { fromCsv, fromJson, suppressed } = await exportRows(query);
      expect(smallGroupsIn(fromCsv), query).toEqual([]);
      expect(smallGroupsIn(fromJson), query).toEqual([]);
      if (!query) expect(fromCsv.length + suppressed).toBe(before);
    }
    // The rare procedure's 6 rows share procedure and month: together (units merged, every age)
    // they make a group of 6, so none is left out, and no unit of theirs is named.
    const { fromCsv } = await exportRows('&service=EXAMES');
    const rare = fromCsv.filter((row) => row.procedimento === RARE);
    expect(rare).toHaveLength(6);
    expect(new Set(rare.map((row) => row.unidade_solicitante))).toEqual(
      new Set(['Outras unidades']),
    );
    // Narrowed to one status, each status holds 1 or 2 of them: left out, and counted.
    const narrowed = await exportRows('&service=EXAMES&status=SOLICITADO');
    expect(narrowed.fromCsv.filter((row) => row.procedimento === RARE)).toEqual([]);
    expect(narrowed.suppressed).toBeGreaterThan(0);
    const info = await rest('GET', `/api/open-data/queue/info?client=${CLIENT}`);
    expect(info.body.rows).toBe(before - info.body.small_groups.suppressed_rows);
    expect(info.body.small_groups.min_group).toBe(5);
    const steps = info.body.small_groups.by_step as Array<{ step: string; rows: number }>;
    expect(steps.map((s) => s.step)).toEqual([
      'unidade',
      'faixa_20_anos',
      'todas_as_idades',
      'trimestre',
      'suprimida',
    ]);
    expect(steps.at(-1)!.rows).toBe(info.body.small_groups.suppressed_rows);
    expect(steps.slice(0, SUPPRESSED - 1).reduce((n, s) => n + s.rows, 0)).toBe(
      info.body.small_groups.generalized_rows,
    );
  });

  it('is caught by the checker when the rule is off (the exactOpenData fault)', async () => {
    setFault('exactOpenData');
    const { fromCsv, fromJson, generalized, suppressed } = await exportRows('');
    expect(generalized).toBe(0);
    expect(suppressed).toBe(0);
    expect(smallGroupsIn(fromCsv).length).toBeGreaterThan(1000);
    expect(smallGroupsIn(fromJson).some((g) => g.rows === 1)).toBe(true);
  });
});

describe('the public dashboard sends no count of 1 to 4', () => {
  const flowCounts = async (variables: { client: string; service?: string; unit?: string }) =>
    (await gql(QueueFlowDocument, variables)).data.queue_flow.months.flatMap((m) => [
      m.entries,
      m.served,
    ]);

  it('in the flow, for the whole client, a service and each unit, after small groups', async () => {
    await importSmallGroups();
    const units = [
      ...new Set(
        db.fila
          .getAll()
          .filter((r) => r.fir_codigo_cliente === CLIENT)
          .map((r) => r.fir_nome_unidade_saude_solicitante ?? ''),
      ),
    ].filter(Boolean);
    let nulls = 0;
    for (const variables of [
      { client: CLIENT },
      { client: CLIENT, service: 'EXAMES' },
      ...units.map((unit) => ({ client: CLIENT, unit })),
      ...units.map((unit) => ({ client: CLIENT, service: 'EXAMES', unit })),
    ]) {
      const counts = await flowCounts(variables);
      expect(
        counts.filter((n) => n !== null && isSmallGroup(n)),
        JSON.stringify(variables),
      ).toEqual([]);
      nulls += counts.filter((n) => n === null).length;
    }
    // The rare units' months hold 1 to 4: sent as null.
    expect(nulls).toBeGreaterThan(0);
    const rare = await flowCounts({ client: CLIENT, unit: 'Posto Raro Dois' });
    expect(rare).toContain(null);
  });

  it('is caught when the counts are exact (the exactDashboardCounts fault)', async () => {
    await importSmallGroups();
    setFault('exactDashboardCounts');
    const rare = await flowCounts({ client: CLIENT, unit: 'Posto Raro Dois' });
    expect(rare.some((n) => n !== null && isSmallGroup(n))).toBe(true);
  });
});
