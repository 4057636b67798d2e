/**
 * The open data (GET /api/open-data/queue): read over the whole file, the way a reuser would
 * read it, and against the privacy rule of contracts/src/openData.ts.
 */
import { CSV_BOM, identifyingCell, OPEN_QUEUE_COLUMNS, parseOpenDataCsv } from '../../src/openData';
import { statusProblem, type Checker } from './checker';

const NAMES: string[] = OPEN_QUEUE_COLUMNS.map((c) => c.name);
/** At most this many problems of one kind are listed: one is enough to act on. */
const PER_REASON = 3;

/** The export's privacy and its parameters, for the client the queue checks searched. */
export async function openDataChecks(checker: Checker, client: string | undefined) {
  if (!client) {
    checker.skip('privacy.open-data', 'no queue client to export');
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
