/**
 * The queue import (`--write` only): a file with one bad row must add nothing and end FALHOU naming
 * the row; a good file must end CONCLUIDO with its rows in the public queue. The rows are the
 * tour's own (procedure 'CONFORMIDADE <RUN>', initials 'C. F.', fir_fila_id from 900000000 up), in
 * a bucket of the queue no real row is in; the contract has no operation that removes queue rows,
 * so a good file's two rows stay (README, 'What the tour cannot check').
 */
import { QUEUE_IMPORT_COLUMNS, type QueueImportColumn } from '../../csv/queueImport';
import type { Answer, Checker, ProblemList } from './checker';
import { statusProblem } from './checker';
import type { Sessions } from './auth';

const SERVICE = 'CONSULTAS';
const STATUS = 'SOLICITADO';

type Cells = Partial<Record<QueueImportColumn, string>>;

function csv(rows: Cells[]): string {
  const line = (cells: Cells) =>
    QUEUE_IMPORT_COLUMNS.map((column) => cells[column] ?? '').join(';');
  return `\uFEFF${[QUEUE_IMPORT_COLUMNS.join(';'), ...rows.map(line)].join('\r\n')}\r\n`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const br = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;

interface ImportRun {
  ims_id: number;
  ims_nome_arquivo: string;
  ims_situacao: string;
  ims_linhas_adicionadas: number | null;
  ims_erros: Array<{ linha: number; campo: string | null; mensagem: string }>;
}

const STATUS_QUERY = `query ConformidadeImportacoes($clientId: Int!) {
  search_status_import(clientId: $clientId) { rows { ims_id ims_nome_arquivo ims_situacao
    ims_linhas_adicionadas ims_erros { linha campo mensagem } } } }`;

const COUNT_QUERY = `query ConformidadeContagem($client: String!, $service: String!, $procedure: String!,
  $status: QueueStatus!) { queue(client: $client, service: $service, procedure: $procedure,
  status: $status, offset: 0, limit: 10) { count rows { fir_iniciais_nome } } }`;

export async function importChecks(
  checker: Checker,
  sessions: Sessions,
  clientCode: string | undefined,
  run: string,
  now: Date,
  { waitMs = 60_000 }: { waitMs?: number } = {},
) {
  const ids = ['import.bad-row', 'import.good-file'] as const;
  if (!sessions.admin || sessions.adminClientId === undefined || !clientCode) {
    for (const id of ids) checker.skip(id, 'the admin login failed');
    return;
  }
  const token = sessions.admin;
  const clientId = sessions.adminClientId;
  const procedure = `CONFORMIDADE ${run.toUpperCase()}`;
  // At most 9 digits (the CSV rule), far above the ids source systems give.
  const base = 900_000_000 + (Math.floor(now.getTime() / 1000) % 49_000_000) * 2;
  const row = (n: number, extra: Cells = {}): Cells => ({
    fir_fila_id: String(base + n),
    fir_tipos_filas: SERVICE,
    fir_codigo_cliente: clientCode,
    fir_ordem_regulada: '0',
    fir_iniciais_nome: 'C. F.',
    fir_data_solicitacao: br(now),
    fir_procedimentos: procedure,
    fir_status: STATUS,
    ...extra,
  });

  const count = async () => {
    const answer = await checker.graphql(COUNT_QUERY, {
      client: clientCode,
      service: SERVICE,
      procedure,
      status: STATUS,
    });
    const queue = answer.data?.queue as
      { count?: number; rows?: Array<{ fir_iniciais_nome: string }> } | undefined;
    return { answer, count: queue?.count, rows: queue?.rows ?? [] };
  };

  const upload = async (name: string, text: string): Promise<Answer> => {
    const form = new FormData();
    form.set('file', new File([text], name, { type: 'text/csv' }));
    return checker.send('api', 'POST', '/clients/import-queue-info', {
      token,
      as: 'admin token',
      form,
    });
  };

  /** The import's status once it is no longer PROCESSANDO (or the last seen when time runs out). */
  const settled = async (name: string, found: ProblemList) => {
    const deadline = Date.now() + waitMs;
    let last: ImportRun | undefined;
    let answer: Awaited<ReturnType<Checker['graphql']>> | undefined;
    while (Date.now() < deadline) {
      answer = await checker.graphql(STATUS_QUERY, { clientId }, { token, as: 'admin token' });
      const rows =
        (answer.data?.search_status_import as { rows?: ImportRun[] } | undefined)?.rows ?? [];
      last = rows.find((r) => r.ims_nome_arquivo === name);
      if (last && last.ims_situacao !== 'PROCESSANDO') return { answer, run: last };
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    found.add(
      answer?.request ?? 'GraphQL search_status_import',
      last
        ? `still ${last.ims_situacao} after ${waitMs / 1000} s`
        : `the import of ${name} is not in search_status_import`,
    );
    return undefined;
  };

  /** Sends a file and answers its final status, once it is accepted (202) and settled. */
  const importFile = async (name: string, rows: Cells[], found: ProblemList) => {
    const sent = await upload(name, csv(rows));
    found.expect(sent, statusProblem(sent, [202]));
    return sent.status === 202 ? settled(name, found) : undefined;
  };

  await checker.run('import.bad-row', async (found) => {
    const before = await count();
    // Line 2 is good, line 3 has no procedure: an all-or-nothing import adds neither.
    const name = `conformidade-${run}-com-erro.csv`;
    const status = await importFile(name, [row(0), row(1, { fir_procedimentos: '' })], found);
    if (status) {
      found.expect(
        status.answer,
        status.run.ims_situacao !== 'FALHOU' && `ended ${status.run.ims_situacao}, expected FALHOU`,
      );
      const lines = [...new Set(status.run.ims_erros.map((e) => e.linha))];
      found.expect(
        status.answer,
        (lines.length !== 1 || lines[0] !== 3) &&
          `ims_erros should name line 3 (the row without fir_procedimentos), and only it: ${JSON.stringify(status.run.ims_erros)}`,
      );
    }
    const after = await count();
    found.expect(
      after.answer,
      (typeof after.count !== 'number' || typeof before.count !== 'number') &&
        "the queue count of the tour's procedure could not be read",
    );
    found.expect(
      after.answer,
      after.count !== before.count &&
        `the queue has ${after.count} rows of the tour's procedure after the failed import, ${before.count} before`,
    );
  });

  await checker.run('import.good-file', async (found) => {
    const before = await count();
    const name = `conformidade-${run}.csv`;
    const status = await importFile(name, [row(2), row(3, { fir_ordem_regulada: '1' })], found);
    if (status) {
      found.expect(
        status.answer,
        status.run.ims_situacao !== 'CONCLUIDO' &&
          `ended ${status.run.ims_situacao} (${JSON.stringify(status.run.ims_erros)}), expected CONCLUIDO`,
      );
      found.expect(
        status.answer,
        status.run.ims_linhas_adicionadas !== 2 &&
          `counts ${status.run.ims_linhas_adicionadas} rows added, expected 2`,
      );
    }
    const after = await count();
    found.expect(
      after.answer,
      typeof before.count === 'number' &&
        after.count !== before.count + 2 &&
        `the queue has ${after.count} rows of the tour's procedure, expected ${before.count! + 2}`,
    );
    found.expect(
      after.answer,
      after.rows.some((r) => r.fir_iniciais_nome !== 'C. F.') &&
        'the imported rows are not the ones sent',
    );
  });
}
