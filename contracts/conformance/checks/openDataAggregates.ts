/**
 * The open data beyond the row-level export, read as a reuser reads it: the aggregate table and
 * its newest kept day (no group under 5, the same lines in CSV and JSON), its totals against their
 * parts and against the public dashboard of the same date, and the DCAT catalog (valid DCAT-AP,
 * every download answering with its media type).
 */
import { dcatProblems } from '../../src/dcatCheck';
import { CSV_BOM } from '../../src/openData';
import {
  dashboardProblems,
  parseAggregateCsv,
  smallGroupProblems,
  sumProblems,
  type DashboardFigures,
} from '../../src/openDataAggregateChecks';
import type { OpenAggregateRow } from '../../src/openDataAggregates';
import { catalogDownloads, JSON_LD_MEDIA_TYPE, type JsonLdNode } from '../../src/openDataCatalog';
import { messageOf, statusProblem, type Answer, type Checker, type ProblemList } from './checker';

const AGGREGATES = '/api/open-data/queue/aggregates';
const HISTORY = '/api/open-data/queue/history';
/** At most this many problems of one check are listed: a few are enough to act on. */
const SHOWN = 5;

const FLOW_QUERY = `query ConformidadeFluxo($client: String!) {
  queue_flow(client: $client) { data_date months { month entries served } } }`;
const ESTIMATES_QUERY = `query ConformidadeEstimativasAbertas($client: String!) {
  queue_wait_estimates(client: $client) { data_date
    rows { service procedure waiting cases median_days p90_days } } }`;

/** Lists a few of `problems` against `answer`'s request, and how many more there were. */
function report(found: ProblemList, answer: Pick<Answer, 'request'>, problems: string[]) {
  problems.slice(0, SHOWN).forEach((p) => found.add(answer.request, p));
  if (problems.length > SHOWN)
    found.add(answer.request, `${problems.length - SHOWN} more problems of the same kind`);
}

/** A table in both formats: its lines (from the JSON), checked to be the CSV's too. */
async function readTable(
  checker: Checker,
  found: ProblemList,
  path: string,
  client: string,
): Promise<{ lines: OpenAggregateRow[]; answer: Answer } | null> {
  const csv = await checker.send('api', 'GET', path, { query: { client, format: 'csv' } });
  const json = await checker.send('api', 'GET', path, { query: { client, format: 'json' } });
  for (const answer of [csv, json]) {
    const problem = statusProblem(answer, [200]);
    if (problem) {
      found.add(answer.request, problem);
      return null;
    }
  }
  const text = String(csv.body);
  found.expect(csv, !text.startsWith(CSV_BOM) && 'the CSV has no UTF-8 BOM');
  const lines = (json.body as { linhas?: OpenAggregateRow[] })?.linhas;
  if (!Array.isArray(lines)) {
    found.add(json.request, 'the JSON has no linhas');
    return null;
  }
  try {
    const fromCsv = parseAggregateCsv(text);
    found.expect(
      csv,
      JSON.stringify(fromCsv) !== JSON.stringify(lines) &&
        `the CSV's ${fromCsv.length} lines are not the JSON's ${lines.length}`,
    );
  } catch (error) {
    found.add(csv.request, (error as Error).message);
  }
  return { lines, answer: json };
}

/** The newest kept day of the client, or null when none is (or the list fails). */
async function newestDay(checker: Checker, found: ProblemList, client: string) {
  const list = await checker.send('api', 'GET', HISTORY, { query: { client } });
  const problem = statusProblem(list, [200]);
  if (problem) {
    found.add(list.request, problem);
    return null;
  }
  const snapshots = (list.body as { snapshots?: Array<{ date: string }> })?.snapshots ?? [];
  return snapshots[0]?.date ?? null;
}

/** The aggregate table, its history and its catalog, for the client the queue checks searched. */
export async function openDataAggregateChecks(checker: Checker, client: string | undefined) {
  const ids = [
    'privacy.open-data-aggregates',
    'queries.open-data-aggregates-match',
    'queries.open-data-catalog',
  ] as const;
  if (!client) {
    for (const id of ids) checker.skip(id, 'no queue client to export');
    return;
  }

  await checker.run('privacy.open-data-aggregates', async (found) => {
    const day = await newestDay(checker, found, client);
    let cases = 0;
    for (const path of [AGGREGATES, ...(day ? [`${HISTORY}/${day}`] : [])]) {
      const table = await readTable(checker, found, path, client);
      if (!table) continue;
      report(found, table.answer, smallGroupProblems(table.lines));
      cases += table.lines.length;
    }
    return cases;
  });

  await checker.run('queries.open-data-aggregates-match', async (found) => {
    const table = await readTable(checker, found, AGGREGATES, client);
    if (!table) return;
    report(found, table.answer, sumProblems(table.lines));
    const flow = await checker.graphql(FLOW_QUERY, { client });
    const estimates = await checker.graphql(ESTIMATES_QUERY, { client });
    const figures = {
      flow: flow.data?.queue_flow,
      estimates: estimates.data?.queue_wait_estimates,
    } as Partial<DashboardFigures>;
    if (!figures.flow || !figures.estimates)
      found.add(flow.request, 'the dashboard’s queue_flow or queue_wait_estimates did not answer');
    else report(found, table.answer, dashboardProblems(table.lines, figures as DashboardFigures));

    const dataDate = table.lines[0]?.data_dos_dados;
    const day = await newestDay(checker, found, client);
    if (day && day === dataDate) {
      const kept = await readTable(checker, found, `${HISTORY}/${day}`, client);
      if (kept)
        found.expect(
          kept.answer,
          JSON.stringify(kept.lines) !== JSON.stringify(table.lines) &&
            `the kept day ${day} is not the table of that date`,
        );
    }
    const missing = await checker.send('api', 'GET', `${HISTORY}/1999-01-01`, {
      query: { client },
    });
    found.expect(
      missing,
      statusProblem(missing, [404]) ||
        (!messageOf(missing.body) && 'the 404 has no error envelope message'),
    );
    return table.lines.length;
  });

  await checker.run('queries.open-data-catalog', async (found) => {
    const answer = await checker.send('api', 'GET', '/api/open-data/catalog.jsonld', {
      query: { client },
    });
    const problem = statusProblem(answer, [200]);
    if (problem) return found.add(answer.request, problem);
    const type = answer.headers?.get('content-type') ?? '';
    found.expect(
      answer,
      !type.startsWith(JSON_LD_MEDIA_TYPE) &&
        `the content type is '${type}', not ${JSON_LD_MEDIA_TYPE}`,
    );
    if (!answer.body || typeof answer.body !== 'object')
      return found.add(answer.request, 'the catalog is not JSON');
    report(found, answer, await dcatProblems(answer.body));
    for (const { url, mediaType } of catalogDownloads(answer.body as JsonLdNode)) {
      let address: URL;
      try {
        address = new URL(url);
      } catch {
        found.add(answer.request, `a downloadURL is not absolute: '${url}'`);
        continue;
      }
      const file = await checker.send('api', 'GET', address.pathname, {
        query: Object.fromEntries(address.searchParams),
      });
      const got = file.headers?.get('content-type') ?? '';
      found.expect(
        file,
        statusProblem(file, [200]) ||
          (!got.startsWith(mediaType) && `answers '${got}', the catalog says ${mediaType}`),
      );
    }
  });
}
