/**
 * The automatic notices of an import (`import.status-notices`, `write`): an import that changes the
 * status of one of the tour patient's own requests tells the patient once, and a re-import of the
 * same file tells them nothing more.
 *
 * The request is one the patient lists (GET /api/queue/my-solicitations) in the admin's
 * municipality: a SOLICITADO one if there is one, scheduled (AGENDADO, with a scheduled date of
 * this run and an executing unit); else another turned AGENDADO, or an AGENDADO one DEVOLVIDO with
 * this run's date. The date makes the change new to the backend's once-only rule (per request,
 * status and scheduled date) even when the tour ran before. The file is that row as the patient
 * reads it, in the template's columns (their CPF in `fir_cpf`), with the new status.
 *
 * Afterwards the request is put back: the imports are undone from the last while the backend says
 * each can be (`ims_pode_desfazer`); when the first can no longer be undone (only the client's last
 * finished import can), a third file of the row as it was puts it back, which may tell the patient
 * of that status too. The request must then read as before. If the tour stops halfway, its cleanup
 * does the same.
 */
import {
  QUEUE_IMPORT_COLUMNS,
  queueImportCsv,
  type QueueImportColumn,
} from '../../csv/queueImport';
import type { components } from '../../src/generated/api';
import type { Cleanup } from '../cleanup';
import { addDays, brDate } from '../steps/context';
import type { Sessions } from './auth';
import type { Checker } from './checker';
import { fold, messageOf, ProblemList, statusProblem } from './checker';
import { settledImport } from './importRuns';

const ID = 'import.status-notices';

type QueueRow = components['schemas']['QueueRow'];
type Cells = Record<QueueImportColumn, string>;

interface Notice {
  id: string;
  kind: string;
  title: string;
  message: string;
}

interface ImportRun {
  ims_id: number;
  ims_nome_arquivo: string;
  ims_situacao: string;
  ims_pode_desfazer?: boolean;
  ims_avisos_pacientes?: number | null;
  ims_erros?: Array<{ linha: number; campo: string | null; mensagem: string }>;
}

const CONFIG_QUERY = `query ConformidadeAvisosConfiguracao($codeClient: String!) {
  client_configurations_by_code(codeClient: $codeClient) { coc_id coc_avisos_automaticos } }`;

const UNITS_QUERY = `query ConformidadeAvisosUnidades($client: String!) {
  queue_unithealths(client: $client, role: EXECUTANTE) { nome_unidade_saude } }`;

const STATUS_QUERY = `query ConformidadeAvisosImportacoes($clientId: Int!) {
  search_status_import(clientId: $clientId) { rows { ims_id ims_nome_arquivo ims_situacao
    ims_pode_desfazer ims_avisos_pacientes ims_erros { linha campo mensagem } } } }`;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
/** `YYYY-MM-DD` as the file writes it (DD/MM/YYYY). */
const day = (iso: string | null | undefined) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
};

/** The request as the patient reads it, in the file's columns. */
function cellsOf(row: QueueRow, clientCode: string, cpf: string): Cells {
  return {
    fir_fila_id: text(row.fir_fila_id),
    fir_tipos_filas: row.fir_tipos_filas,
    fir_codigo_cliente: row.fir_codigo_cliente ?? clientCode,
    fir_ordem_regulada: text(row.fir_ordem_regulada),
    fir_iniciais_nome: row.fir_iniciais_nome,
    // The patient's own requests are the rows of their CPF (the answer does not repeat it).
    fir_cpf: cpf,
    fir_cns: text(row.fir_cns),
    fir_data_nascimento: day(row.fir_data_nascimento),
    fir_data_solicitacao: day(row.fir_data_solicitacao),
    fir_data_entrada_fila: day(row.fir_data_entrada_fila),
    fir_data_agendamento: day(row.fir_data_agendamento),
    fir_data_execucao: day(row.fir_data_execucao),
    fir_procedimentos: row.fir_procedimentos,
    fir_prioridade: text(row.fir_prioridade),
    fir_nome_unidade_saude_solicitante: text(row.fir_nome_unidade_saude_solicitante),
    fir_nome_unidade_saude_reguladora: text(row.fir_nome_unidade_saude_reguladora),
    fir_nome_unidade_saude_executante: text(row.fir_nome_unidade_saude_executante),
    fir_observacao: text(row.fir_observacao),
    fir_status: row.fir_status,
    tempo_espera: text(row.tempo_espera),
  };
}

const differences = (a: Cells, b: Cells) =>
  QUEUE_IMPORT_COLUMNS.filter((c) => a[c] !== b[c]).map((c) => `${c} '${b[c]}' (was '${a[c]}')`);

export async function statusNoticesCheck(
  checker: Checker,
  sessions: Sessions,
  clientCode: string | undefined,
  run: string,
  now: Date,
  cleanup: Cleanup,
  { waitMs = 60_000 }: { waitMs?: number } = {},
) {
  if (!sessions.admin || sessions.adminClientId === undefined || !clientCode)
    return checker.skip(ID, 'the admin login failed');
  if (!sessions.patient) return checker.skip(ID, 'the patient login failed');
  const admin = { token: sessions.admin, as: 'admin token' };
  const patient = { token: sessions.patient, as: 'patient token' };
  const clientId = sessions.adminClientId;
  const cpf = sessions.patientCpf.replace(/\D/g, '');

  const config = await checker.graphql(CONFIG_QUERY, { codeClient: clientCode }, admin);
  const on = (
    config.data?.client_configurations_by_code as { coc_avisos_automaticos?: unknown } | null
  )?.coc_avisos_automaticos;
  if (typeof on !== 'boolean')
    return checker.skip(ID, 'the admin’s configuration (coc_avisos_automaticos) could not be read');
  if (!on)
    return checker.skip(
      ID,
      'the admin’s municipality has the automatic notices off (coc_avisos_automaticos false); the check does not turn them on',
    );

  const requests = async () => {
    const answer = await checker.send('api', 'GET', '/api/queue/my-solicitations', {
      ...patient,
      query: { cpf, limit: 100, offset: 0 },
    });
    const rows = (answer.body as { rows?: unknown } | null)?.rows;
    return {
      answer,
      rows: answer.status === 200 && Array.isArray(rows) ? (rows as QueueRow[]) : null,
    };
  };
  const listed = await requests();
  if (!listed.rows)
    return checker.skip(
      ID,
      `the patient’s requests could not be read (${statusProblem(listed.answer, [200]) ?? 'no rows'})`,
    );
  const changeable = listed.rows.filter(
    (r) => typeof r.fir_fila_id === 'number' && (r.fir_codigo_cliente ?? clientCode) === clientCode,
  );
  const request = changeable.find((r) => r.fir_status === 'SOLICITADO') ?? changeable[0];
  if (!request)
    return checker.skip(
      ID,
      'the patient has no request (with a fir_fila_id) in the admin’s municipality to change',
    );
  const filaId = request.fir_fila_id!;
  const original = cellsOf(request, clientCode, cpf);
  // A date of this run: new to the once-only rule (request, status, scheduled date).
  const scheduled = brDate(addDays(now, 30 + (Math.floor(now.getTime() / 1000) % 3000)));
  let changed: Cells;
  if (request.fir_status !== 'AGENDADO') {
    let unit = request.fir_nome_unidade_saude_executante ?? '';
    if (!unit) {
      const units = await checker.graphql(UNITS_QUERY, { client: clientCode });
      const list = units.data?.queue_unithealths as Array<{ nome_unidade_saude?: string }> | null;
      unit = (Array.isArray(list) && list[0]?.nome_unidade_saude) || '';
    }
    changed = {
      ...original,
      fir_status: 'AGENDADO',
      fir_data_agendamento: scheduled,
      fir_nome_unidade_saude_executante: unit,
    };
  } else changed = { ...original, fir_status: 'DEVOLVIDO', fir_data_agendamento: scheduled };

  const upload = (name: string, cells: Cells) => {
    const form = new FormData();
    form.set('file', new File([queueImportCsv([cells])], name, { type: 'text/csv' }));
    return checker.send('api', 'POST', '/clients/import-queue-info', { ...admin, form });
  };
  const statuses = async () => {
    const answer = await checker.graphql(STATUS_QUERY, { clientId }, admin);
    const rows =
      (answer.data?.search_status_import as { rows?: ImportRun[] } | undefined)?.rows ?? [];
    return { answer, rows };
  };
  /** Imports this run sent about the request, in order, that may have changed it. */
  const imports: number[] = [];
  /** Remembers an import that changed the request (`putBack` undoes it), once. */
  const changedBy = (id: number) => {
    if (!imports.includes(id)) imports.push(id);
  };
  /**
   * Sends a file and answers its final status, once it is accepted (202) and settled; `changes`:
   * the file changes the request (not the one that puts it back, which is never undone).
   */
  const importFile = async (name: string, cells: Cells, found: ProblemList, changes = true) => {
    const sent = await upload(name, cells);
    found.expect(sent, statusProblem(sent, [202]));
    if (sent.status !== 202) return undefined;
    const id = (sent.body as { ims_id?: unknown } | null)?.ims_id;
    if (changes && typeof id === 'number') changedBy(id);
    return settledImport<ImportRun>({
      read: statuses,
      isThis: (r) => (typeof id === 'number' ? r.ims_id === id : r.ims_nome_arquivo === name),
      name,
      waitMs,
      found,
      onSeen: (run) => {
        if (changes) changedBy(run.ims_id);
      },
    });
  };

  let putBackDone = false;
  /**
   * Undoes this run's imports from the last while the backend says each can be; a file of the row
   * as it was puts back what cannot be undone. Answers whether the request is back.
   */
  const putBack = async (found: ProblemList): Promise<boolean> => {
    if (putBackDone) return true;
    while (imports.length) {
      const id = imports.at(-1)!;
      const { answer, rows } = await statuses();
      const status = rows.find((r) => r.ims_id === id);
      if (status && ['FALHOU', 'DESFEITA'].includes(status.ims_situacao)) {
        // It changed nothing, or it is undone already.
        imports.pop();
        continue;
      }
      if (status?.ims_pode_desfazer !== true) {
        if (!status) found.add(answer.request, `import ${id} is not in search_status_import`);
        break;
      }
      const undone = await checker.send(
        'api',
        'POST',
        `/clients/import-queue-info/${id}/undo`,
        admin,
      );
      found.expect(undone, statusProblem(undone, [200]));
      if (undone.status !== 200) break;
      imports.pop();
    }
    if (!imports.length) return (putBackDone = true);
    // Only the client's last finished import can be undone: the row as it was goes back in.
    const back = await importFile(`conformidade-${run}-avisos-volta.csv`, original, found, false);
    if (back)
      found.expect(
        back.answer,
        back.run.ims_situacao !== 'CONCLUIDO' &&
          `the file putting the request back ended ${back.run.ims_situacao} (${JSON.stringify(back.run.ims_erros ?? [])}), expected CONCLUIDO`,
      );
    if (back?.run.ims_situacao !== 'CONCLUIDO') return false;
    // The file that put it back stays: undoing it would change the request again.
    imports.length = 0;
    return (putBackDone = true);
  };

  /** The patient's automatic notices on the inbox's first page (newest first). */
  const automatic = async () => {
    const answer = await checker.send('api', 'GET', '/api/users/notices', {
      ...patient,
      query: { limit: 100, offset: 0 },
    });
    const rows = (answer.body as { rows?: unknown } | null)?.rows;
    const notices =
      answer.status === 200 && Array.isArray(rows)
        ? (rows as Notice[]).filter((n) => n.kind === 'automatica')
        : null;
    return { answer, notices };
  };
  const sentCount = (value: unknown) => (typeof value === 'number' ? value : null);
  const notices = (n: number) => `${n} automatic notice${n === 1 ? '' : 's'}`;

  const label = `queue request ${filaId} as it was (${ID})`;
  await checker.run(ID, async (found) => {
    try {
      const before = await automatic();
      if (!before.notices)
        return found.add(
          before.answer.request,
          statusProblem(before.answer, [200]) ?? 'the inbox answers no rows',
        );
      const seen = new Set(before.notices.map((n) => n.id));
      cleanup.add(label, () => putBack(new ProblemList()));
      const first = await importFile(`conformidade-${run}-avisos.csv`, changed, found);
      if (!first) return;
      found.expect(
        first.answer,
        first.run.ims_situacao !== 'CONCLUIDO' &&
          `the import turning request ${filaId} ${changed.fir_status} ended ${first.run.ims_situacao} (${JSON.stringify(first.run.ims_erros ?? [])}), expected CONCLUIDO`,
      );
      if (first.run.ims_situacao !== 'CONCLUIDO') return;
      const changedRow = await requests();
      const row = changedRow.rows?.find((r) => r.fir_fila_id === filaId);
      found.expect(
        changedRow.answer,
        row?.fir_status !== changed.fir_status &&
          `request ${filaId} reads ${row?.fir_status ?? 'nothing'} after the import, expected ${changed.fir_status}`,
      );
      const firstSent = sentCount(first.run.ims_avisos_pacientes);
      found.expect(
        first.answer,
        firstSent !== null &&
          firstSent !== 1 &&
          `ims_avisos_pacientes is ${firstSent} for the import that changed the patient’s request to ${changed.fir_status}, expected 1`,
      );
      const afterFirst = await automatic();
      if (!afterFirst.notices)
        return found.add(
          afterFirst.answer.request,
          statusProblem(afterFirst.answer, [200]) ?? 'the inbox answers no rows',
        );
      const added = afterFirst.notices.filter((n) => !seen.has(n.id));
      found.expect(
        afterFirst.answer,
        added.length !== 1 &&
          `the import that changed the patient’s request ${filaId} to ${changed.fir_status} put ${notices(added.length)} in their inbox, expected 1 (the tour patient’s statusNotices must be on)`,
      );
      const notice = added[0];
      if (notice)
        found.expect(
          afterFirst.answer,
          !fold(notice.message).includes(fold(changed.fir_procedimentos)) &&
            `the automatic notice ${notice.id} does not name the procedure '${changed.fir_procedimentos}': '${notice.message}'`,
        );
      for (const n of added) seen.add(n.id);

      const again = await importFile(`conformidade-${run}-avisos-de-novo.csv`, changed, found);
      if (!again) return;
      found.expect(
        again.answer,
        again.run.ims_situacao !== 'CONCLUIDO' &&
          `the re-import of the same file ended ${again.run.ims_situacao} (${JSON.stringify(again.run.ims_erros ?? [])}), expected CONCLUIDO`,
      );
      const againSent = sentCount(again.run.ims_avisos_pacientes);
      found.expect(
        again.answer,
        againSent !== null &&
          againSent !== 0 &&
          `ims_avisos_pacientes is ${againSent} for the re-import of the same file, expected 0: the patient was told of this status already`,
      );
      const afterAgain = await automatic();
      if (!afterAgain.notices)
        return found.add(
          afterAgain.answer.request,
          statusProblem(afterAgain.answer, [200]) ?? 'the inbox answers no rows',
        );
      const repeated = afterAgain.notices.filter((n) => !seen.has(n.id));
      found.expect(
        afterAgain.answer,
        repeated.length > 0 &&
          `the re-import of the same file put ${notices(repeated.length)} more in the patient’s inbox (${repeated.map((n) => `'${n.title}'`).join(', ')}), expected none: a request, status and scheduled date are told once`,
      );
    } finally {
      const back = await putBack(found);
      if (back) cleanup.done(label);
      const after = await requests();
      const row = after.rows?.find((r) => r.fir_fila_id === filaId);
      const changes = row ? differences(original, cellsOf(row, clientCode, cpf)) : [];
      found.expect(
        after.answer,
        !row
          ? `request ${filaId} is no longer among the patient’s requests (${messageOf(after.answer.body) || after.answer.status})`
          : changes.length > 0 && `request ${filaId} is not back as it was: ${changes.join('; ')}`,
      );
    }
  });
}
