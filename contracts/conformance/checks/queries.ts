/**
 * Filters, paging, ordering and privacy, read-only: the public queue walked page by page for every
 * status of one service and procedure, the Portal Gerencial's lists searched by a text some rows
 * have and by one no row has, and the demo patient's own requests.
 */
import type { WaitEstimatesQuery } from '../../src/generated/graphql/graphql';
import { isSmallGroup, publicCount } from '../../src/smallGroups';
import { comparePriorities } from '../../src/waitEstimates';
import type { Answer, Checker, ProblemList } from './checker';
import { fold, statusProblem } from './checker';
import type { Sessions } from './auth';

const QUEUE_FIELDS = `fir_id fir_tipos_filas fir_ordem_regulada fir_iniciais_nome fir_cns
  fir_procedimentos fir_status fir_observacao fir_prioridade tempo_espera
  fir_nome_unidade_saude_solicitante fir_nome_unidade_saude_reguladora
  fir_nome_unidade_saude_executante fir_data_nascimento fir_data_solicitacao`;

const QUEUE_QUERY = `query ConformidadeFila($client: String!, $service: String!, $procedure: String!,
  $status: QueueStatus!, $offset: Int, $limit: Int) {
  queue(client: $client, service: $service, procedure: $procedure, status: $status,
    offset: $offset, limit: $limit) { count rows { ${QUEUE_FIELDS} } }
}`;

interface QueueRow {
  fir_id: number;
  fir_tipos_filas: string;
  fir_ordem_regulada: number;
  fir_iniciais_nome: string;
  fir_cns: string | null;
  fir_procedimentos: string;
  fir_status: string;
  [field: string]: unknown;
}

interface QueuePage {
  answer: Answer;
  count: number;
  rows: QueueRow[];
}

/** A page of the public queue, or a problem saying why there is none. */
async function queuePage(
  checker: Checker,
  search: { client: string; service: string; procedure: string; status: string },
  offset: number,
  limit: number,
): Promise<QueuePage | { answer: Answer; problem: string }> {
  const answer = await checker.graphql(QUEUE_QUERY, { ...search, offset, limit });
  const queue = answer.data?.queue as { count?: unknown; rows?: unknown } | null | undefined;
  if (!queue || !Array.isArray(queue.rows) || typeof queue.count !== 'number')
    return {
      answer,
      problem: `no queue page (${answer.errors?.map((e) => e.message).join('; ') || `HTTP ${answer.status}`})`,
    };
  return { answer, count: queue.count, rows: queue.rows as QueueRow[] };
}

/** Regulated positions first, ascending, then the unregulated (0). */
const orderKey = (row: QueueRow) =>
  row.fir_ordem_regulada > 0 ? row.fir_ordem_regulada : Number.MAX_SAFE_INTEGER;

/**
 * Initials, in any style: single capitals, each alone or with a dot ('M. S. O.', 'M S O'), or one
 * short run of capitals ('MSO'). Anything else where only initials may be is (part of) a name:
 * 'Maria', 'silva', and a name in capitals too ('MARIA APARECIDA DOS SANTOS').
 */
export function isInitials(value: string): boolean {
  const words = value.split(/[\s.]+/).filter(Boolean);
  if (words.length === 1) return /^\p{Lu}{1,5}$/u.test(words[0]!);
  return words.every((word) => /^\p{Lu}$/u.test(word));
}
const CNS = /(?<!\d)\d{15}(?!\d)/;
const CPF = /(?<!\d)(\d{3}\.?\d{3}\.?\d{3}-?\d{2})(?!\d)/g;

const MAX_PAGES = 40;
const PAGE = 50;

/** How many procedures are tried, at most, for one with rows. */
const MAX_PROCEDURES = 12;

/**
 * The first service and procedure whose queue has rows in some status, leaving out the tour's own
 * ('CONFORMIDADE …', left by earlier `--write` runs): filters and privacy over no rows would pass
 * anything.
 */
async function searchWithRows(
  checker: Checker,
  client: string,
  services: string[],
  statuses: string[],
): Promise<
  { service: string; procedure: string; broken?: { answer: Answer; problem: string } } | undefined
> {
  let tried = 0;
  let broken:
    { service: string; procedure: string; broken: { answer: Answer; problem: string } } | undefined;
  for (const service of services) {
    const answer = await checker.graphql(
      'query ConformidadeProcedimentos($client: String!, $service: String!) { queue_procedures(client: $client, service: $service) { procedimento } }',
      { client, service },
    );
    const procedures = ((answer.data?.queue_procedures ?? []) as Array<{ procedimento: string }>)
      .map((p) => p.procedimento)
      .filter((name) => !/^CONFORMIDADE /i.test(name));
    for (const procedure of procedures) {
      if (tried++ >= MAX_PROCEDURES) return broken;
      for (const status of statuses) {
        const page = await queuePage(checker, { client, service, procedure, status }, 0, 1);
        if ('problem' in page) broken ??= { service, procedure, broken: page };
        else if (page.count > 0) return { service, procedure };
      }
    }
  }
  // A queue that answered nothing but errors is broken, not empty.
  return broken;
}

export async function queueChecks(checker: Checker, clientCode: string | undefined) {
  const clients = await checker.graphql(
    'query ConformidadeClientes { queue_clients { cli_id cli_codigo } }',
    {},
  );
  const list = (clients.data?.queue_clients ?? []) as Array<{ cli_codigo: string }>;
  const client = clientCode ?? list[0]?.cli_codigo;
  const ids = [
    'queries.queue-filters',
    'queries.queue-order',
    'privacy.queue-initials',
    'privacy.queue-cns',
  ] as const;
  if (!client) {
    for (const id of ids) checker.skip(id, 'the backend lists no queue client');
    return;
  }
  const options = async (field: string) => {
    const answer = await checker.graphql(
      `query ConformidadeOpcoes($client: String!) { ${field}(client: $client) { value } }`,
      { client },
    );
    return ((answer.data?.[field] ?? []) as Array<{ value: string }>).map((o) => o.value);
  };
  const services = await options('queue_services_avaliable');
  const statuses = await options('queue_status');
  const chosen = await searchWithRows(checker, client, services, statuses);
  if (!chosen) {
    for (const id of ids)
      checker.skip(
        id,
        'no service and procedure of the queue has rows to look at (a check over no rows proves nothing)',
      );
    return;
  }
  const { service, procedure } = chosen;

  // Every page of every status, once; each check reads what it needs from them.
  const walked: Array<{
    status: string;
    pages: QueuePage[];
    broken?: { answer: Answer; problem: string };
  }> = [];
  for (const status of statuses) {
    const pages: QueuePage[] = [];
    let broken: { answer: Answer; problem: string } | undefined;
    for (let n = 0; n < MAX_PAGES; n++) {
      const page = await queuePage(checker, { client, service, procedure, status }, n * PAGE, PAGE);
      if ('problem' in page) {
        broken = page;
        break;
      }
      pages.push(page);
      if (!page.rows.length || (n + 1) * PAGE >= page.count) break;
    }
    walked.push({ status, pages, ...(broken && { broken }) });
  }
  const each = (visit: (row: QueueRow, page: QueuePage, status: string) => void) => {
    for (const { status, pages } of walked)
      for (const page of pages) for (const row of page.rows) visit(row, page, status);
  };
  const broken = (found: ProblemList) => {
    for (const w of walked) if (w.broken) found.add(w.broken.answer.request, w.broken.problem);
  };

  await checker.run('queries.queue-filters', async (found) => {
    broken(found);
    each((row, page, status) => {
      const wrong = [
        row.fir_tipos_filas !== service &&
          `fir_tipos_filas is ${row.fir_tipos_filas}, not ${service}`,
        row.fir_procedimentos !== procedure &&
          `fir_procedimentos is ${row.fir_procedimentos}, not ${procedure}`,
        row.fir_status !== status && `fir_status is ${row.fir_status}, not ${status}`,
      ].filter(Boolean);
      found.expect(page.answer, wrong.length ? `row ${row.fir_id}: ${wrong.join('; ')}` : null);
    });
  });

  await checker.run('queries.queue-order', async (found) => {
    broken(found);
    for (const { pages } of walked) {
      let previous: QueueRow | undefined;
      for (const page of pages) {
        for (const row of page.rows) {
          found.expect(
            page.answer,
            previous && orderKey(row) < orderKey(previous)
              ? `row ${row.fir_id} (fir_ordem_regulada ${row.fir_ordem_regulada}) comes after row ${previous.fir_id} (${previous.fir_ordem_regulada})`
              : null,
          );
          previous = row;
        }
      }
    }
  });

  await checker.run('privacy.queue-initials', async (found) => {
    broken(found);
    each((row, page) =>
      found.expect(
        page.answer,
        !isInitials(String(row.fir_iniciais_nome ?? ''))
          ? `row ${row.fir_id}: fir_iniciais_nome '${row.fir_iniciais_nome}' is not initials`
          : null,
      ),
    );
  });

  await checker.run('privacy.queue-cns', async (found) => {
    broken(found);
    each((row, page) => {
      const digits = String(row.fir_cns ?? '').replace(/\D/g, '');
      const leak = Object.entries(row).find(
        ([, value]) => typeof value === 'string' && CNS.test(value),
      );
      found.expect(
        page.answer,
        digits.length > 4
          ? `row ${row.fir_id}: fir_cns has ${digits.length} digits (at most the last 4)`
          : leak
            ? `row ${row.fir_id}: ${leak[0]} holds a 15-digit number`
            : null,
      );
    });
  });

  return { client, service, procedure, statuses };
}

export type QueueSearch = NonNullable<Awaited<ReturnType<typeof queueChecks>>>;

/** Pages of `fetch` with `limit`, from offset 0, as long as rows come (at most 50 pages). */
async function allPages<Row>(
  fetch: (
    limit: number,
    offset: number,
  ) => Promise<
    { answer: Answer; rows: Row[]; count: number } | { answer: Answer; problem: string }
  >,
  limit: number,
) {
  const pages: Array<{ answer: Answer; rows: Row[]; count: number }> = [];
  for (let n = 0; n < 50; n++) {
    const page = await fetch(limit, n * limit);
    if ('problem' in page) return { pages, problem: page };
    pages.push(page);
    if (page.rows.length < limit || (n + 1) * limit >= page.count) break;
  }
  return { pages };
}

type RestPage<Row> =
  { answer: Answer; rows: Row[]; count: number } | { answer: Answer; problem: string };

function restPage<Row>(answer: Answer): RestPage<Row> {
  const body = answer.body as { rows?: unknown; count?: unknown } | null;
  if (answer.status !== 200 || !body || !Array.isArray(body.rows) || typeof body.count !== 'number')
    return { answer, problem: statusProblem(answer, [200]) ?? 'the answer has no rows and count' };
  return { answer, rows: body.rows as Row[], count: body.count };
}

/** The paging checks over one list: disjoint pages, the same count, their union is `count`. */
async function pagingProblems<Row>(
  found: ProblemList,
  name: string,
  fetch: (limit: number, offset: number) => Promise<RestPage<Row>>,
  key: (row: Row) => unknown,
) {
  const first = await fetch(100, 0);
  if ('problem' in first) return found.add(first.answer.request, `${name}: ${first.problem}`);
  if (first.count === 0 || first.count > 300) return; // nothing to page, or not a small result
  const limit = Math.max(1, Math.ceil(first.count / 3));
  const { pages, problem } = await allPages(fetch, limit);
  if (problem) return found.add(problem.answer.request, `${name}: ${problem.problem}`);
  const seen = new Map<unknown, string>();
  for (const page of pages) {
    found.expect(
      page.answer,
      page.count !== first.count &&
        `${name}: count changed from ${first.count} to ${page.count} between pages`,
    );
    found.expect(
      page.answer,
      page.rows.length > limit && `${name}: ${page.rows.length} rows on a page of ${limit}`,
    );
    for (const row of page.rows) {
      const id = key(row);
      if (seen.has(id))
        found.add(
          page.answer.request,
          `${name}: row ${String(id)} is also on an earlier page (${seen.get(id)})`,
        );
      seen.set(id, page.answer.request);
    }
  }
  found.expect(
    pages.at(-1)?.answer ?? first.answer,
    seen.size !== first.count &&
      `${name}: the pages hold ${seen.size} distinct rows, count says ${first.count}`,
  );
}

async function edgeProblems<Row>(
  found: ProblemList,
  name: string,
  fetch: (limit: number, offset: number) => Promise<RestPage<Row>>,
) {
  const all = await fetch(100, 0);
  if ('problem' in all) return found.add(all.answer.request, `${name}: ${all.problem}`);
  const { count } = all;
  const expectRows = async (limit: number, offset: number, rows: number) => {
    const page = await fetch(limit, offset);
    if ('problem' in page) return found.add(page.answer.request, `${name}: ${page.problem}`);
    found.expect(
      page.answer,
      page.rows.length !== rows &&
        `${name}: expected ${rows} row(s) for limit=${limit}, offset=${offset}, got ${page.rows.length}`,
    );
    found.expect(
      page.answer,
      page.count !== count &&
        `${name}: count is ${page.count} here, ${count} without limit and offset`,
    );
  };
  await expectRows(1, 0, Math.min(1, count));
  if (count > 0) await expectRows(10, count - 1, 1);
  await expectRows(10, count, 0);
}

/** A word of the rows' text that some, not necessarily all, rows hold (4+ letters). */
function wordOf(texts: readonly string[]): string | undefined {
  for (const text of texts) {
    const word = text.split(/[^\p{L}]+/u).find((w) => w.length >= 4);
    if (word) return word;
  }
  return undefined;
}

export async function listChecks(
  checker: Checker,
  sessions: Sessions,
  run: string,
  queue: QueueSearch | undefined,
) {
  const admin = sessions.admin;
  const clientId = sessions.adminClientId;
  const as = 'admin token';
  if (!admin || clientId === undefined) {
    for (const id of [
      'queries.news-title',
      'queries.rss-link',
      'queries.app-users-name',
      'queries.paging',
      'queries.limit-offset',
    ] as const)
      checker.skip(id, 'the admin login failed');
    return;
  }
  const news = (limit: number, offset: number, title?: string) =>
    checker
      .send('api', 'GET', '/api/noticias', {
        token: admin,
        as,
        query: { clientId, limit, offset, title },
      })
      .then((a) => restPage<{ id: number; titulo: string }>(a));
  const rss = (limit: number, offset: number, link?: string) =>
    checker
      .send('api', 'GET', '/api/rss', {
        token: admin,
        as,
        query: { clientId, limit, offset, link },
      })
      .then((a) => restPage<{ id: number; link: string }>(a));
  const users = (limit: number, offset: number, user?: string) =>
    checker
      .send('api', 'GET', '/api/users', {
        token: admin,
        as,
        query: { clientId, clientUserId: sessions.adminClientUserId, limit, offset, user },
      })
      .then((a) => restPage<{ usu_id: number; usu_nome_usuario: string }>(a));
  const nobody = `zzconformidade${run}`;

  /** A filter: rows found by a word some rows hold all hold it; a word no row holds finds none. */
  const filterCheck = async <Row>(
    found: ProblemList,
    list: (limit: number, offset: number, text?: string) => Promise<RestPage<Row>>,
    text: (row: Row) => string,
    field: string,
  ) => {
    const all = await list(100, 0);
    if ('problem' in all) return found.add(all.answer.request, all.problem);
    const word = wordOf(all.rows.map(text));
    if (word) {
      const filtered = await list(100, 0, word);
      if ('problem' in filtered) return found.add(filtered.answer.request, filtered.problem);
      for (const row of filtered.rows)
        found.expect(
          filtered.answer,
          !fold(text(row)).includes(fold(word)) &&
            `${field} '${text(row)}' does not hold '${word}'`,
        );
      found.expect(
        filtered.answer,
        filtered.count > all.count &&
          `the filtered count (${filtered.count}) is above the unfiltered one (${all.count})`,
      );
      found.expect(
        filtered.answer,
        filtered.rows.length === 0 && `'${word}', which a row holds, found nothing`,
      );
    }
    const none = await list(100, 0, nobody);
    if ('problem' in none) return found.add(none.answer.request, none.problem);
    found.expect(
      none.answer,
      (none.rows.length > 0 || none.count > 0) &&
        `'${nobody}', which no row holds, found ${none.count} (${none.rows.length} rows)`,
    );
  };

  await checker.run('queries.news-title', (found) =>
    filterCheck(found, news, (r) => r.titulo, 'titulo').then(() => undefined),
  );
  await checker.run('queries.rss-link', (found) =>
    filterCheck(found, rss, (r) => r.link, 'link').then(() => undefined),
  );
  await checker.run('queries.app-users-name', (found) =>
    filterCheck(found, users, (r) => r.usu_nome_usuario, 'usu_nome_usuario').then(() => undefined),
  );
  await checker.run('queries.paging', async (found) => {
    await pagingProblems(
      found,
      'news',
      (l, o) => news(l, o),
      (r) => r.id,
    );
    await pagingProblems(
      found,
      'app users',
      (l, o) => users(l, o),
      (r) => r.usu_id,
    );
    if (queue) await queuePagingCheck(checker, found, queue, queue.statuses.slice(0, 2));
  });
  await checker.run('queries.limit-offset', async (found) => {
    await edgeProblems(found, 'news', (l, o) => news(l, o));
    await edgeProblems(found, 'app users', (l, o) => users(l, o));
  });
}

/** The queue's own paging (small buckets only), with the walk already made. */
export async function queuePagingCheck(
  checker: Checker,
  found: ProblemList,
  search: { client: string; service: string; procedure: string },
  statuses: string[],
) {
  for (const status of statuses) {
    await pagingProblems(
      found,
      `queue ${status}`,
      async (limit, offset) => {
        const page = await queuePage(checker, { ...search, status }, offset, limit);
        return 'problem' in page
          ? page
          : { answer: page.answer, rows: page.rows, count: page.count };
      },
      (row) => row.fir_id,
    );
  }
}

export async function myRequestsCheck(checker: Checker, sessions: Sessions, otherCpf: string) {
  if (!sessions.patient) return checker.skip('privacy.my-requests', 'the patient login failed');
  const own = sessions.patientCpf.replace(/\D/g, '');
  await checker.run('privacy.my-requests', async (found) => {
    for (let offset = 0; offset < 500; offset += 100) {
      const answer = await checker.send('api', 'GET', '/api/queue/my-solicitations', {
        token: sessions.patient,
        as: 'patient token',
        query: { cpf: own, limit: 100, offset },
      });
      const page = restPage<Record<string, unknown>>(answer);
      if ('problem' in page) return found.add(answer.request, page.problem);
      for (const row of page.rows) {
        const others = Object.entries(row).flatMap(([field, value]) =>
          typeof value === 'string'
            ? [...value.matchAll(CPF)]
                .map((m) => m[1]!.replace(/\D/g, ''))
                .filter((cpf) => cpf !== own)
                .map((cpf) => `${field} holds CPF ${cpf}`)
            : [],
        );
        found.expect(
          answer,
          others.length ? `row ${String(row.fir_id)}: ${others.join('; ')}` : null,
        );
      }
      if (page.rows.length < 100) break;
    }
    const other = await checker.send('api', 'GET', '/api/queue/my-solicitations', {
      token: sessions.patient,
      as: 'patient token, another CPF',
      query: { cpf: otherCpf, limit: 10, offset: 0 },
    });
    found.expect(other, statusProblem(other, [403]));
  });
}

const ESTIMATES_QUERY = `query ConformidadeEstimativas($client: String!) {
  queue_wait_estimates(client: $client) { data_date window_end min_cases
    rows { service procedure waiting cases median_days p90_days unavailable
      by_priority { priority cases median_days p90_days unavailable } } } }`;

/** A row as the contract types it (the query above asks for every field). */
type EstimateRow = WaitEstimatesQuery['queue_wait_estimates']['rows'][number];

/** The figures of a row or of one of its classes. */
type Figures = Pick<EstimateRow, 'cases' | 'median_days' | 'p90_days' | 'unavailable'>;

/**
 * What is wrong with one set of figures: figures exactly from min_cases cases on (a withheld count
 * is under 5), the reason only without them, the median at most the 90th percentile, and no count
 * from 1 to 4.
 */
function figuresProblems(name: string, figures: Figures, minCases: number): string[] {
  const has = figures.median_days !== null && figures.p90_days !== null;
  const enough = figures.cases !== null && figures.cases >= minCases;
  const problems: string[] = [];
  if (has !== enough)
    problems.push(`${name}: ${figures.cases ?? '< 5'} cases, ${has ? 'with' : 'without'} figures`);
  if (has === (figures.unavailable !== null))
    problems.push(`${name}: figures and 'unavailable: ${figures.unavailable}' together`);
  if (has && figures.median_days! > figures.p90_days!)
    problems.push(
      `${name}: median ${figures.median_days} above the 90th percentile ${figures.p90_days}`,
    );
  if (figures.cases !== null && isSmallGroup(figures.cases))
    problems.push(`${name}: ${figures.cases} cases published (a group under 5 must be null)`);
  return problems;
}

/**
 * The classes of a row: each once, the most urgent first, each under the rules of a row, and their
 * cases adding up to the row's (a withheld class counting 1 to 4).
 */
function classProblems(name: string, row: EstimateRow, minCases: number): string[] {
  const classes = row.by_priority;
  const problems = classes.flatMap((c) =>
    figuresProblems(`${name} [${c.priority ?? 'sem classificação'}]`, c, minCases),
  );
  const order = classes.map((c) => c.priority);
  const sorted = [...new Set(order)].sort(comparePriorities);
  if (order.join('|') !== sorted.join('|'))
    problems.push(
      `${name}: classes ${order.join(', ')}, expected once each as ${sorted.join(', ')}`,
    );
  const known = classes.reduce((n, c) => n + (c.cases ?? 0), 0);
  const withheld = classes.filter((c) => c.cases === null).length;
  const [low, high] = [known + withheld, known + 4 * withheld];
  const total = row.cases;
  if (classes.length && (total === null ? low > 4 : total < low || total > high))
    problems.push(
      `${name}: ${total ?? '< 5'} cases in all, ${known} over its classes (and ${withheld} withheld)`,
    );
  return problems;
}

/** The wait estimates hold together, and agree with the public queue's own count. */
export async function estimateCheck(checker: Checker, queue: QueueSearch | undefined) {
  if (!queue) return checker.skip('queries.wait-estimates', 'no queue client to read estimates of');
  await checker.run('queries.wait-estimates', async (found) => {
    const answer = await checker.graphql(ESTIMATES_QUERY, { client: queue.client });
    const result = answer.data?.queue_wait_estimates as
      { data_date: string; window_end: string; min_cases: number; rows: EstimateRow[] } | undefined;
    if (!result) return found.add(answer.request, 'no queue_wait_estimates');
    found.expect(
      answer,
      result.window_end !== result.data_date &&
        `the window ends on ${result.window_end}, the data is of ${result.data_date}`,
    );
    const name = (row: EstimateRow) =>
      `${row.service}${row.procedure ? ` / ${row.procedure}` : ''}`;
    for (const row of result.rows) {
      const problems = [
        ...figuresProblems(name(row), row, result.min_cases),
        ...classProblems(name(row), row, result.min_cases),
      ];
      if (row.waiting !== null && isSmallGroup(row.waiting))
        problems.push(
          `${name(row)}: ${row.waiting} waiting published (a group under 5 must be null)`,
        );
      found.expect(answer, problems.length > 0 && problems.join('; '));
    }
    for (const total of result.rows.filter((row) => row.procedure === null)) {
      // A withheld procedure (null) counts 1 to 4.
      const procedures = result.rows.filter(
        (row) => row.procedure !== null && row.service === total.service,
      );
      const sum = procedures.reduce((n, row) => n + (row.waiting ?? 0), 0);
      const withheld = procedures.filter((row) => row.waiting === null).length;
      const fits =
        total.waiting === null
          ? sum + withheld <= 4
          : total.waiting >= sum + withheld && total.waiting <= sum + 4 * withheld;
      found.expect(
        answer,
        !fits &&
          `${total.service}: ${total.waiting ?? '< 5'} waiting in all, ${sum} over its procedures (and ${withheld} withheld)`,
      );
    }
    const own = result.rows.find(
      (row) => row.service === queue.service && row.procedure === queue.procedure,
    );
    const waiting = await queuePage(checker, { ...queue, status: 'SOLICITADO' }, 0, 1);
    if (!('problem' in waiting))
      found.expect(
        waiting.answer,
        own?.waiting !== publicCount(waiting.count) &&
          `${queue.procedure}: ${own?.waiting ?? '< 5'} waiting in the estimates, ${waiting.count} SOLICITADO in the public queue`,
      );
  });
}
