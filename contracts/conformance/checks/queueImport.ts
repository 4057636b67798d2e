/**
 * The queue import (`--write` only): a file with one bad row must add nothing and end FALHOU naming
 * the row; a good file must end CONCLUIDO with its rows in the public queue. The rows are the
 * tour's own (procedure 'CONFORMIDADE <RUN>', requesting unit 'CONFORMIDADE <RUN> UNIDADE',
 * initials 'C. F.', fir_fila_id from 900000000 up), in a bucket of the queue no real row is in.
 * The good file is then undone (POST /clients/import-queue-info/{ims_id}/undo): its rows, its
 * procedure and its unit must be gone from the queue and the filter lists, and a second undo
 * refused. If the tour stops before, its cleanup undoes the import. A file naming a known procedure
 * with the run's name after it must be imported all the same, with a warning that offers the known
 * procedure (then it is undone too).
 */
import { queueImportCsv, type QueueImportColumn } from '../../csv/queueImport';
import type { Answer, Checker, ProblemList } from './checker';
import { settledImport } from './importRuns';
import { statusProblem } from './checker';
import type { Sessions } from './auth';
import type { Cleanup } from '../cleanup';

const SERVICE = 'CONSULTAS';
const STATUS = 'SOLICITADO';

type Cells = Partial<Record<QueueImportColumn, string>>;

const pad = (n: number) => String(n).padStart(2, '0');
const br = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;

interface ImportRun {
  ims_id: number;
  ims_pode_desfazer?: boolean;
  ims_nome_arquivo: string;
  ims_situacao: string;
  ims_linhas_adicionadas: number | null;
  ims_erros: Array<{ linha: number; campo: string | null; mensagem: string }>;
  ims_avisos?: Array<{
    campo: string;
    valor: string;
    linhas: number[];
    ocorrencias: number;
    sugestoes: string[];
  }>;
}

const STATUS_QUERY = `query ConformidadeImportacoes($clientId: Int!) {
  search_status_import(clientId: $clientId) { rows { ims_id ims_nome_arquivo ims_situacao
    ims_linhas_adicionadas ims_pode_desfazer ims_erros { linha campo mensagem }
    ims_avisos { campo valor linhas ocorrencias sugestoes } } } }`;

const LISTS_QUERY = `query ConformidadeListas($client: String!, $service: String!) {
  queue_procedures(client: $client, service: $service) { procedimento }
  queue_unithealths(client: $client, role: SOLICITANTE) { nome_unidade_saude } }`;

const COUNT_QUERY = `query ConformidadeContagem($client: String!, $service: String!, $procedure: String!,
  $status: QueueStatus!) { queue(client: $client, service: $service, procedure: $procedure,
  status: $status, offset: 0, limit: 10) { count rows { fir_iniciais_nome } } }`;

export async function importChecks(
  checker: Checker,
  sessions: Sessions,
  clientCode: string | undefined,
  run: string,
  now: Date,
  cleanup: Cleanup,
  { waitMs = 60_000 }: { waitMs?: number } = {},
) {
  const ids = [
    'import.bad-row',
    'import.valid-rows',
    'import.new-names',
    'import.good-file',
    'import.undo',
  ] as const;
  if (!sessions.admin || sessions.adminClientId === undefined || !clientCode) {
    for (const id of ids) checker.skip(id, 'the admin login failed');
    return;
  }
  const token = sessions.admin;
  const clientId = sessions.adminClientId;
  const procedure = `CONFORMIDADE ${run.toUpperCase()}`;
  const unit = `${procedure} UNIDADE`;
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
    fir_nome_unidade_saude_solicitante: unit,
    fir_status: STATUS,
    ...extra,
  });

  /** Whether the tour's procedure and unit are in the public filter lists. */
  const inLists = async () => {
    const answer = await checker.graphql(LISTS_QUERY, { client: clientCode, service: SERVICE });
    const procedures = (answer.data?.queue_procedures ?? []) as Array<{ procedimento: string }>;
    const units = (answer.data?.queue_unithealths ?? []) as Array<{ nome_unidade_saude: string }>;
    return {
      answer,
      read:
        Array.isArray(answer.data?.queue_procedures) &&
        Array.isArray(answer.data?.queue_unithealths),
      procedures: procedures.map((p) => p.procedimento),
      units: units.map((u) => u.nome_unidade_saude),
      procedure: procedures.some((p) => p.procedimento === procedure),
      unit: units.some((u) => u.nome_unidade_saude === unit),
    };
  };

  const undo = (id: number) =>
    checker.send('api', 'POST', `/clients/import-queue-info/${id}/undo`, {
      token,
      as: 'admin token',
    });
  let goodImport: number | undefined;
  let beforeGood: number | undefined;

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

  const upload = async (name: string, text: string, onlyValid = false): Promise<Answer> => {
    const form = new FormData();
    form.set('file', new File([text], name, { type: 'text/csv' }));
    return checker.send('api', 'POST', '/clients/import-queue-info', {
      token,
      as: 'admin token',
      form,
      ...(onlyValid && { query: { somente_validas: 'true' } }),
    });
  };

  /** The import's status once it is no longer PROCESSANDO (or the last seen when time runs out). */
  const settled = (name: string, found: ProblemList) =>
    settledImport<ImportRun>({
      read: async () => {
        const answer = await checker.graphql(
          STATUS_QUERY,
          { clientId },
          { token, as: 'admin token' },
        );
        const rows =
          (answer.data?.search_status_import as { rows?: ImportRun[] } | undefined)?.rows ?? [];
        return { answer, rows };
      },
      isThis: (run) => run.ims_nome_arquivo === name,
      name,
      waitMs,
      found,
    });

  /** Sends a file and answers its final status, once it is accepted (202) and settled. */
  const importFile = async (name: string, rows: Cells[], found: ProblemList, onlyValid = false) => {
    const sent = await upload(name, queueImportCsv(rows), onlyValid);
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

  await checker.run('import.valid-rows', async (found) => {
    const before = await count();
    // The same kind of file, but staff chose to leave the bad row out: line 2 goes in.
    const name = `conformidade-${run}-validas.csv`;
    const status = await importFile(name, [row(4), row(5, { fir_procedimentos: '' })], found, true);
    if (!status) return;
    const label = `queue import ${name}`;
    if (status.run.ims_pode_desfazer) {
      const id = status.run.ims_id;
      cleanup.add(label, async () => (await undo(id)).status === 200);
    }
    found.expect(
      status.answer,
      (status.run.ims_situacao !== 'CONCLUIDO_COM_ERROS' ||
        status.run.ims_linhas_adicionadas !== 1) &&
        `ended ${status.run.ims_situacao} with ${status.run.ims_linhas_adicionadas} rows added, expected CONCLUIDO_COM_ERROS and 1`,
    );
    const lines = [...new Set(status.run.ims_erros.map((e) => e.linha))];
    found.expect(
      status.answer,
      (lines.length !== 1 || lines[0] !== 3) &&
        `ims_erros should name line 3 (left out), and only it: ${JSON.stringify(status.run.ims_erros)}`,
    );
    const after = await count();
    found.expect(
      after.answer,
      typeof before.count === 'number' &&
        after.count !== before.count + 1 &&
        `the queue has ${after.count} rows of the tour's procedure, expected ${before.count! + 1}`,
    );
    // Out again, so the good file's counts start from where they were.
    if (status.run.ims_pode_desfazer) {
      const undone = await undo(status.run.ims_id);
      found.expect(undone, statusProblem(undone, [200]));
      if (undone.status === 200) cleanup.done(label);
    }
  });

  await checker.run('import.new-names', async (found) => {
    const lists = await inLists();
    const known = lists.procedures.find((p) => p !== procedure);
    if (!known) {
      found.expect(lists.answer, !lists.read && 'the filter lists could not be read');
      return;
    }
    // Every word of a known procedure and then some: the known one must be offered.
    const name = `conformidade-${run}-nomes-novos.csv`;
    const variant = `${known} ${procedure}`;
    const status = await importFile(name, [row(6, { fir_procedimentos: variant })], found);
    if (!status) return;
    const label = `queue import ${name}`;
    const id = status.run.ims_id;
    if (status.run.ims_pode_desfazer)
      cleanup.add(label, async () => (await undo(id)).status === 200);
    found.expect(
      status.answer,
      (status.run.ims_situacao !== 'CONCLUIDO' || status.run.ims_linhas_adicionadas !== 1) &&
        `ended ${status.run.ims_situacao} with ${status.run.ims_linhas_adicionadas} rows added: a name the queue has not seen is a warning, not a refusal`,
    );
    const warnings = status.run.ims_avisos ?? [];
    const warned = warnings.find((w) => w.campo === 'fir_procedimentos' && w.valor === variant);
    found.expect(
      status.answer,
      !warned
        ? `ims_avisos does not name the unseen procedure '${variant}': ${JSON.stringify(warnings)}`
        : (warned.linhas.join() !== '2' || warned.ocorrencias !== 1) &&
            `the warning about '${variant}' gives lines ${JSON.stringify(warned.linhas)} and ${warned.ocorrencias} rows, expected [2] and 1`,
    );
    found.expect(
      status.answer,
      warned &&
        !warned.sugestoes.includes(known) &&
        `the warning about '${variant}' suggests ${JSON.stringify(warned.sugestoes)}, not the known '${known}' whose every word it contains`,
    );
    const strange = warned?.sugestoes.filter((s) => !lists.procedures.includes(s)) ?? [];
    found.expect(
      status.answer,
      strange.length > 0 &&
        `suggests names the filter lists do not have: ${JSON.stringify(strange)}`,
    );
    found.expect(
      status.answer,
      lists.units.length > 0 &&
        !warnings.some(
          (w) => w.campo === 'fir_nome_unidade_saude_solicitante' && w.valor === unit,
        ) &&
        `ims_avisos does not name the unseen requesting unit '${unit}'`,
    );
    if (status.run.ims_pode_desfazer) {
      const undone = await undo(id);
      found.expect(undone, statusProblem(undone, [200]));
      if (undone.status === 200) cleanup.done(label);
    }
  });

  await checker.run('import.good-file', async (found) => {
    const before = await count();
    const name = `conformidade-${run}.csv`;
    beforeGood = before.count;
    const status = await importFile(name, [row(2), row(3, { fir_ordem_regulada: '1' })], found);
    if (status?.run.ims_situacao === 'CONCLUIDO') {
      const id = (goodImport = status.run.ims_id);
      cleanup.add(`queue import ${name}`, async () => (await undo(id)).status === 200);
      found.expect(
        status.answer,
        status.run.ims_pode_desfazer !== true &&
          'ims_pode_desfazer is not true for the last finished import',
      );
    }
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
    const lists = await inLists();
    found.expect(
      lists.answer,
      (!lists.procedure || !lists.unit) &&
        `the filter lists lack the imported ${!lists.procedure ? 'procedure' : 'requesting unit'}`,
    );
  });

  if (goodImport === undefined) {
    checker.skip('import.undo', 'the good file was not imported');
    return;
  }
  const undone = goodImport;
  await checker.run('import.undo', async (found) => {
    const answer = await undo(undone);
    found.expect(answer, statusProblem(answer, [200]));
    if (answer.status !== 200) return;
    cleanup.done(`queue import conformidade-${run}.csv`);
    const body = answer.body as { removidas?: unknown; restauradas?: unknown } | null;
    found.expect(
      answer,
      (body?.removidas !== 2 || body?.restauradas !== 0) &&
        `answers removidas ${String(body?.removidas)} and restauradas ${String(body?.restauradas)}, expected 2 and 0`,
    );
    const after = await count();
    found.expect(
      after.answer,
      after.count !== beforeGood &&
        `the queue has ${after.count} rows of the tour's procedure after the undo, ${beforeGood} before the import`,
    );
    const lists = await inLists();
    found.expect(
      lists.answer,
      (!lists.read || lists.procedure || lists.unit) &&
        (lists.read
          ? `the filter lists still offer the undone import's ${lists.procedure ? 'procedure' : 'requesting unit'}`
          : 'the filter lists could not be read'),
    );
    const status = await checker.graphql(STATUS_QUERY, { clientId }, { token, as: 'admin token' });
    const row = (
      (status.data?.search_status_import as { rows?: ImportRun[] } | undefined)?.rows ?? []
    ).find((r) => r.ims_id === undone);
    found.expect(
      status,
      (row?.ims_situacao !== 'DESFEITA' || row.ims_pode_desfazer !== false) &&
        `the import's status is ${row?.ims_situacao} (ims_pode_desfazer ${String(row?.ims_pode_desfazer)}), expected DESFEITA and false`,
    );
    const again = await undo(undone);
    found.expect(again, statusProblem(again, [409]));
  });
}
