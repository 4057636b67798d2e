/**
 * The open data (GET /api/open-data/queue): read over the whole file, the way a reuser would
 * read it, and against the privacy rules of contracts/src/openData.ts (nothing identifying in a
 * cell; no group under 5). The public dashboard's flow, against the same rule of
 * contracts/src/smallGroups.ts.
 */
import {
  CSV_BOM,
  identifyingCell,
  OPEN_QUEUE_COLUMNS,
  parseOpenDataCsv,
  smallGroupsIn,
  SMALL_GROUP_COLUMNS,
} from '../../src/openData';
import { isSmallGroup } from '../../src/smallGroups';
import { statusProblem, type Checker } from './checker';

const NAMES: string[] = OPEN_QUEUE_COLUMNS.map((c) => c.name);
/** At most this many problems of one kind are listed: one is enough to act on. */
const PER_REASON = 3;

/** The export's privacy and its parameters, for the client the queue checks searched. */
export async function openDataChecks(checker: Checker, client: string | undefined) {
  if (!client) {
    checker.skip('privacy.open-data', 'no queue client to export');
    checker.skip('privacy.open-data-small-groups', 'no queue client to export');
    checker.skip('queries.open-data-parameters', 'no queue client to export');
    return;
  }

  await checker.run('privacy.open-data', async (found) => {
    const info = await checker.send('api', 'GET', '/api/open-data/queue/info', {
      query: { client },
    });
    const csv = await checker.send('api', 'GET', '/api/open-data/queue', { query: { client } });
    const problem = statusProblem(csv, [200]);
    if (problem) return found.add(csv.request, problem);
    const text = String(csv.body);
    found.expect(csv, !text.startsWith(CSV_BOM) && 'the CSV has no UTF-8 BOM');
    const [header = [], ...lines] = parseOpenDataCsv(text);
    found.expect(
      csv,
      header.join(';') !== NAMES.join(';') &&
        `the header is '${header.join(';').slice(0, 200)}', the dictionary's columns are '${NAMES.join(';')}'`,
    );
    const rows = (info.body as { rows?: unknown })?.rows;
    found.expect(
      info,
      typeof rows === 'number' &&
        rows !== lines.length &&
        `the info counts ${rows} rows, the CSV has ${lines.length} lines`,
    );
    const seen = new Map<string, number>();
    lines.forEach((line, n) => {
      found.expect(
        csv,
        line.length !== header.length &&
          `line ${n + 2} has ${line.length} cells, the header ${header.length}`,
      );
      line.forEach((value, i) => {
        const column = header[i] ?? `column ${i + 1}`;
        const why = identifyingCell(column, value);
        if (!why) return;
        const times = (seen.get(why) ?? 0) + 1;
        seen.set(why, times);
        if (times <= PER_REASON)
          found.add(csv.request, `line ${n + 2}, ${column}: '${value.slice(0, 60)}' is ${why}`);
      });
    });
    for (const [why, times] of seen)
      if (times > PER_REASON)
        found.add(csv.request, `${times - PER_REASON} more cells that are ${why}`);
    return lines.length * header.length;
  });

  await checker.run('privacy.open-data-small-groups', async (found) => {
    let cases = 0;
    // The whole file, and a narrowed one (its groups are counted within it), in both formats.
    for (const query of [{ client }, { client, status: 'SOLICITADO' }]) {
      const csv = await checker.send('api', 'GET', '/api/open-data/queue', { query });
      const json = await checker.send('api', 'GET', '/api/open-data/queue', {
        query: { ...query, format: 'json' },
      });
      for (const answer of [csv, json]) {
        const problem = statusProblem(answer, [200]);
        if (problem) {
          found.add(answer.request, problem);
          continue;
        }
        let rows: Array<Record<string, unknown>>;
        if (answer === csv) {
          const [header = [], ...lines] = parseOpenDataCsv(String(answer.body));
          rows = lines.map((line) => Object.fromEntries(header.map((h, i) => [h, line[i]])));
        } else {
          const linhas = (answer.body as { linhas?: unknown } | null)?.linhas;
          if (!Array.isArray(linhas)) {
            found.add(answer.request, 'the JSON has no `linhas` array');
            continue;
          }
          rows = linhas as Array<Record<string, unknown>>;
        }
        const small = smallGroupsIn(rows as Array<Record<string, string | number | null>>);
        small
          .slice(0, PER_REASON)
          .forEach(({ group, rows: n }) =>
            found.add(
              answer.request,
              `${n} row${n > 1 ? 's' : ''} share ${SMALL_GROUP_COLUMNS.map((c, i) => `${c} '${group[i]}'`).join(', ')} (a group under 5)`,
            ),
          );
        if (small.length > PER_REASON)
          found.add(answer.request, `${small.length - PER_REASON} more groups under 5`);
        cases += rows.length;
      }
    }
    return cases;
  });

  await checker.run('queries.open-data-parameters', async (found) => {
    for (const query of [
      { client, limit: 10 },
      { client, format: 'xlsx' },
      { client, status: 'ESPERANDO' },
    ]) {
      const answer = await checker.send('api', 'GET', '/api/open-data/queue', { query });
      found.expect(answer, statusProblem(answer, [400]));
    }
    const narrowed = await checker.send('api', 'GET', '/api/open-data/queue', {
      query: { client, status: 'SOLICITADO' },
    });
    const problem = statusProblem(narrowed, [200]);
    if (problem) return found.add(narrowed.request, problem);
    const [header = [], ...lines] = parseOpenDataCsv(String(narrowed.body));
    const at = header.indexOf('situacao');
    const others = lines.filter((line) => line[at] !== 'SOLICITADO');
    found.expect(
      narrowed,
      others.length > 0 &&
        `${others.length} of ${lines.length} lines are not SOLICITADO (first: ${others[0]?.[at]})`,
    );
    found.cases += lines.length;
  });
}

const FLOW_QUERY = `query ConformidadeFluxo($client: String!, $service: String, $unit: String) {
  queue_flow(client: $client, service: $service, unit: $unit) { months { month entries served } } }`;

/**
 * The public dashboard's flow (queue_flow) sends no count from 1 to 4: for the whole client, each
 * service and each requesting unit (where the small counts are).
 */
export async function dashboardSmallGroupsCheck(checker: Checker, client: string | undefined) {
  if (!client)
    return checker.skip('privacy.dashboard-small-groups', 'no queue client to read the flow of');
  await checker.run('privacy.dashboard-small-groups', async (found) => {
    const lists = await checker.graphql(
      `query ConformidadeFiltrosPainel($client: String!) {
        queue_services_avaliable(client: $client) { value }
        queue_unithealths(client: $client, role: SOLICITANTE) { nome_unidade_saude } }`,
      { client },
    );
    const services = ((lists.data?.queue_services_avaliable ?? []) as Array<{ value: string }>)
      .map((s) => s.value)
      .slice(0, 10);
    const units = ((lists.data?.queue_unithealths ?? []) as Array<{ nome_unidade_saude: string }>)
      .map((u) => u.nome_unidade_saude)
      .slice(0, 40);
    let cases = 0;
    for (const variables of [
      { client },
      ...services.map((service) => ({ client, service })),
      ...units.map((unit) => ({ client, unit })),
    ]) {
      const answer = await checker.graphql(FLOW_QUERY, variables);
      const months = (answer.data?.queue_flow as { months?: unknown } | undefined)?.months;
      if (!Array.isArray(months)) {
        found.add(answer.request, 'no queue_flow months');
        continue;
      }
      for (const m of months as Array<{ month: string; entries: unknown; served: unknown }>)
        for (const field of ['entries', 'served'] as const) {
          const value = m[field];
          cases += 1;
          if (typeof value === 'number' && isSmallGroup(value))
            found.add(
              answer.request,
              `${m.month} ${field}: ${value} published (a count from 1 to 4 must be null)`,
            );
          else if (value !== null && (typeof value !== 'number' || value < 0))
            found.add(
              answer.request,
              `${m.month} ${field}: ${JSON.stringify(value)} is not a count`,
            );
        }
    }
    return cases;
  });
}
