/**
 * The open data beyond the row-level export, over the seed: the aggregate table (CSV and JSON, the
 * same lines, streamed), no group under 5, totals that agree with their parts and with the public
 * dashboard for the same date; the history (the seed's import days, a new import's day, 12 months
 * kept, 404 for another day); and the DCAT catalog (valid DCAT-AP, every download answering).
 */
import { QueueFlowDocument, WaitEstimatesDocument } from '@portal/contracts/graphql';
import { dcatProblems } from '@portal/contracts/dcatCheck';
import {
  dashboardProblems,
  parseAggregateCsv,
  smallGroupProblems,
  sumProblems,
  type DashboardFigures,
} from '@portal/contracts/openDataAggregateChecks';
import {
  OPEN_AGGREGATE_COLUMNS,
  type OpenAggregateRow,
} from '@portal/contracts/openDataAggregates';
import { catalogDownloads, type JsonLdNode } from '@portal/contracts/openDataCatalog';
import { SearchStatusImportDocument } from '@portal/contracts/generated/graphql/graphql';
import { describe, expect, it } from 'vitest';
import { setFault } from '../core/faults';
import { today } from '../core/time';
import { db, meta } from '../db';
import { queueCsv } from '../testing/csv';
import { gql, login, ORIGIN, rest, setupMockBackend } from '../testing/backend';
import { keepOpenDataSnapshot } from './openDataAggregates';

setupMockBackend();

const CLIENT = '3302858';
const NAMES = OPEN_AGGREGATE_COLUMNS.map((c) => c.name);

/** A file as bytes decoded without dropping the BOM (`Response.text()` drops it). */
async function download(path: string) {
  const answer = await rest<unknown>('GET', path);
  const response = await fetch(`${ORIGIN}${path}`);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { ...answer, text };
}

async function table(path: string) {
  const csv = await download(`${path}${path.includes('?') ? '&' : '?'}format=csv`);
  const json = await rest<{
    colunas: string[];
    linhas: OpenAggregateRow[];
    data_dos_dados: string;
  }>('GET', `${path}${path.includes('?') ? '&' : '?'}format=json`);
  return { csv, json, lines: json.body.linhas };
}

async function dashboard(): Promise<DashboardFigures> {
  const flow = (await gql(QueueFlowDocument, { client: CLIENT })).data.queue_flow;
  const estimates = (await gql(WaitEstimatesDocument, { client: CLIENT })).data
    .queue_wait_estimates;
  return { flow, estimates };
}

describe('GET /api/open-data/queue/aggregates', () => {
  it('streams the same lines as CSV (BOM, ;, the dictionary as header) and as JSON', async () => {
    const { csv, json, lines } = await table(`/api/open-data/queue/aggregates?client=${CLIENT}`);
    const day = meta.lastCheck.slice(0, 10);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="fila-agregada-${CLIENT}-${day}.csv"`,
    );
    expect(csv.headers.get('x-data-date')).toBe(day);
    expect(csv.text.startsWith(`\uFEFF${NAMES.join(';')}\r\n`)).toBe(true);
    expect(json.body.colunas).toEqual(NAMES);
    expect(json.body.data_dos_dados).toBe(day);
    expect(parseAggregateCsv(csv.text)).toEqual(lines);
    expect(csv.text).toContain(';< 5;');
    const levels = new Set(lines.map((l) => l.nivel));
    expect([...levels]).toEqual([
      'municipio_mes',
      'servico_12_meses',
      'procedimento_12_meses',
      'procedimento_unidade_mes',
    ]);
  });

  it('publishes no group under 5, and its totals agree with their parts', async () => {
    const { lines } = await table(`/api/open-data/queue/aggregates?client=${CLIENT}`);
    expect(smallGroupProblems(lines)).toEqual([]);
    expect(sumProblems(lines)).toEqual([]);
    // Some medians are published, and only over 5 attended or more.
    expect(lines.some((l) => l.espera_mediana_dias !== null)).toBe(true);
  });

  it('matches the public dashboard for the same date: entries, served, waiting, medians', async () => {
    const { lines } = await table(`/api/open-data/queue/aggregates?client=${CLIENT}`);
    const figures = await dashboard();
    expect(dashboardProblems(lines, figures)).toEqual([]);
    // Not vacuous: the flow's months and the estimates' medians are there to compare.
    expect(figures.flow.months.some((m) => (m.entries ?? 0) > 0)).toBe(true);
    expect(figures.estimates.rows.some((r) => r.median_days !== null)).toBe(true);
  });

  it('refuses what the contract does not name, and answers 404 and 403 as the export', async () => {
    for (const query of [`client=${CLIENT}&format=xlsx`, `client=${CLIENT}&service=EXAMES`, ''])
      expect((await rest('GET', `/api/open-data/queue/aggregates?${query}`)).status).toBe(400);
    expect((await rest('GET', '/api/open-data/queue/aggregates?client=999')).status).toBe(404);
    expect((await rest('GET', '/api/open-data/queue/aggregates?client=3304144')).status).toBe(403);
  });

  it('with the leakSmallAggregates fault, publishes groups under 5 (what the tour catches)', async () => {
    setFault('leakSmallAggregates');
    const { lines } = await table(`/api/open-data/queue/aggregates?client=${CLIENT}`);
    expect(smallGroupProblems(lines).length).toBeGreaterThan(0);
  });
});

describe('the history', () => {
  it('lists the seed’s import days, newest first, with absolute addresses', async () => {
    const { status, body } = await rest('GET', `/api/open-data/queue/history?client=${CLIENT}`);
    expect(status).toBe(200);
    expect(body.retention_months).toBe(12);
    expect(body.snapshots.map((s: { date: string }) => s.date)).toEqual([
      '2026-11-20',
      '2026-11-13',
      '2026-11-06',
    ]);
    expect(body.snapshots[0].files[0]).toEqual({
      format: 'csv',
      file_name: `fila-agregada-${CLIENT}-2026-11-20.csv`,
      url: `${ORIGIN}/api/open-data/queue/history/2026-11-20?client=${CLIENT}&format=csv`,
    });
    const other = await rest('GET', '/api/open-data/queue/history?client=3303203');
    expect(other.body.snapshots).toEqual([]);
  });

  it('serves a kept day as it stood: the last equals today’s table and the dashboard', async () => {
    const day = meta.lastCheck.slice(0, 10);
    const snapshot = await table(`/api/open-data/queue/history/${day}?client=${CLIENT}`);
    const now = await table(`/api/open-data/queue/aggregates?client=${CLIENT}`);
    expect(snapshot.csv.headers.get('content-disposition')).toBe(
      `attachment; filename="fila-agregada-${CLIENT}-${day}.csv"`,
    );
    expect(snapshot.lines).toEqual(now.lines);
    expect(parseAggregateCsv(snapshot.csv.text)).toEqual(snapshot.lines);
    expect(dashboardProblems(snapshot.lines, await dashboard())).toEqual([]);
    // An earlier day holds fewer requests: those made later were not there yet.
    const before = await table(`/api/open-data/queue/history/2026-11-06?client=${CLIENT}`);
    expect(before.lines.every((l) => l.data_dos_dados === '2026-11-06')).toBe(true);
    expect(smallGroupProblems(before.lines)).toEqual([]);
    expect(sumProblems(before.lines)).toEqual([]);
    const entries = (lines: OpenAggregateRow[]) =>
      lines
        .filter((l) => l.nivel === 'servico_12_meses')
        .reduce((n, l) => n + (l.entradas ?? 0), 0);
    expect(entries(before.lines)).toBeLessThan(entries(now.lines));
  });

  it('answers 404 with the error envelope for a day not kept or not a day', async () => {
    for (const day of ['2026-10-01', '2026-02-30', 'ontem']) {
      const answer = await rest('GET', `/api/open-data/queue/history/${day}?client=${CLIENT}`);
      expect(answer.status).toBe(404);
      expect(answer.body.mensagem).toMatch(/^Não há retrato guardado de /);
    }
  });

  it('keeps the day of a finished import, and it matches the dashboard after it', async () => {
    const token = await login('admin');
    const form = new FormData();
    form.set('file', new File([queueCsv({ rows: 60, procedure: 'EXAME DO HISTÓRICO' })], 'f.csv'));
    const started = await rest('POST', '/clients/import-queue-info', { token, form });
    for (;;) {
      const { rows } = (await gql(SearchStatusImportDocument, { clientId: 1 }, { token })).data
        .search_status_import;
      if (rows.find((r) => r.ims_id === started.body.ims_id)?.ims_situacao !== 'PROCESSANDO') break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const day = meta.lastCheck.slice(0, 10);
    expect(day).toBe(today());
    const list = await rest('GET', `/api/open-data/queue/history?client=${CLIENT}`);
    expect(list.body.snapshots[0].date).toBe(day);
    const snapshot = await table(`/api/open-data/queue/history/${day}?client=${CLIENT}`);
    expect(snapshot.lines.some((l) => l.procedimento === 'EXAME DO HISTÓRICO')).toBe(true);
    expect(dashboardProblems(snapshot.lines, await dashboard())).toEqual([]);
  });

  it('drops and never serves a day older than 12 months', async () => {
    const old = {
      ...db.historicoAberto.findFirst({ where: { hia_data: { equals: '2026-11-06' } } })!,
    };
    db.historicoAberto.create({
      ...old,
      hia_chave: `${CLIENT}:2025-01-10`,
      hia_data: '2025-01-10',
    });
    const listed = async () =>
      (await rest('GET', `/api/open-data/queue/history?client=${CLIENT}`)).body.snapshots.map(
        (s: { date: string }) => s.date,
      );
    expect(await listed()).not.toContain('2025-01-10');
    expect(
      (await rest('GET', `/api/open-data/queue/history/2025-01-10?client=${CLIENT}`)).status,
    ).toBe(404);
    keepOpenDataSnapshot(CLIENT);
    expect(
      db.historicoAberto.findFirst({ where: { hia_data: { equals: '2025-01-10' } } }),
    ).toBeNull();
  });
});

describe('GET /api/open-data/catalog.jsonld', () => {
  it('is valid DCAT-AP JSON-LD whose every download answers with its media type', async () => {
    const answer = await rest<JsonLdNode>('GET', `/api/open-data/catalog.jsonld?client=${CLIENT}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/ld\+json/);
    expect(await dcatProblems(answer.body)).toEqual([]);
    expect(answer.body['@id']).toBe(`${ORIGIN}/api/open-data/catalog.jsonld?client=${CLIENT}`);
    const downloads = catalogDownloads(answer.body);
    expect(downloads).toHaveLength(7);
    for (const { url, mediaType } of downloads) {
      expect(url.startsWith(`${ORIGIN}/api/open-data/`)).toBe(true);
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toMatch(new RegExp(`^${mediaType}`));
    }
    const history = (answer.body['dcat:dataset'] as JsonLdNode[])[2]!;
    expect(history['dct:temporal']).toMatchObject({
      'dcat:startDate': '2026-11-06',
      'dcat:endDate': '2026-11-20',
    });
  });
});
