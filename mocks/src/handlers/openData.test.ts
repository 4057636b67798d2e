/**
 * The open-data export of the mock backend, against the seed's own rows: every row once, each
 * column the field it names (the age band computed here independently, dates by month), nothing
 * identifying in any cell, the filters, the 400s, and a stream that starts before the file is
 * written. The small-group rule's own tests are in smallGroups.test.ts; here it is switched off
 * (the `exactOpenData` fault) where a test compares each line with its source row.
 */
import {
  AGE_BANDS,
  identifyingCell,
  OPEN_QUEUE_COLUMNS,
  parseOpenDataCsv,
} from '@portal/contracts/openData';
import { describe, expect, it } from 'vitest';
import { setFault } from '../core/faults';
import { db, insertQueueRows, meta } from '../db';
import { ORIGIN, rest, setupMockBackend } from '../testing/backend';

setupMockBackend();

const CLIENT = '3302858';
const NAMES: string[] = OPEN_QUEUE_COLUMNS.map((c) => c.name);
const col = (name: string) => NAMES.indexOf(name);

const sourceRows = () => db.fila.getAll().filter((r) => r.fir_codigo_cliente === CLIENT);

/** Age in whole years on `on`, by calendar arithmetic on Date (not the contract's function). */
function ageOn(birth: string, on: string): number {
  const b = new Date(`${birth}T12:00:00Z`);
  const d = new Date(`${on}T12:00:00Z`);
  const age = d.getUTCFullYear() - b.getUTCFullYear();
  const before =
    d.getUTCMonth() < b.getUTCMonth() ||
    (d.getUTCMonth() === b.getUTCMonth() && d.getUTCDate() < b.getUTCDate());
  return before ? age - 1 : age;
}

const multiset = (values: Array<string | null>) =>
  values.map((v) => v ?? '').sort((a, b) => a.localeCompare(b));

/** The export as bytes decoded without dropping the BOM (`Response.text()` drops it). */
async function download(query: string) {
  const answer = await rest<string>('GET', `/api/open-data/queue?${query}`);
  const response = await fetch(`${ORIGIN}/api/open-data/queue?${query}`);
  const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { ...answer, body, cells: answer.status === 200 ? parseOpenDataCsv(body) : [] };
}

describe('GET /api/open-data/queue (CSV)', () => {
  it('is UTF-8 with BOM, ; separated, CRLF, with the dictionary as its header', async () => {
    const { status, body, headers, cells } = await download(`client=${CLIENT}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    expect(body.split('\r\n')[0]).toBe(`\uFEFF${NAMES.join(';')}`);
    expect(body.endsWith('\r\n')).toBe(true);
    const dataDate = meta.lastCheck.slice(0, 10);
    expect(headers.get('x-data-date')).toBe(dataDate);
    expect(headers.get('content-disposition')).toBe(
      `attachment; filename="fila-${CLIENT}-${dataDate}.csv"`,
    );
    expect(cells.slice(1).every((line) => line.length === NAMES.length)).toBe(true);
  });

  it('holds every row of the client once, each column the field it names', async () => {
    // The rule off: each row as it is, so the file can be compared with the source rows.
    setFault('exactOpenData');
    const { cells } = await download(`client=${CLIENT}`);
    const lines = cells.slice(1);
    const rows = sourceRows();
    expect(lines).toHaveLength(rows.length);
    const pairs: Array<[string, (r: (typeof rows)[number]) => string | null]> = [
      ['servico', (r) => r.fir_tipos_filas],
      ['procedimento', (r) => r.fir_procedimentos],
      ['situacao', (r) => r.fir_status],
      ['posicao', (r) => String(r.fir_ordem_regulada)],
      // Dates by month, never the day.
      ['data_solicitacao', (r) => r.fir_data_solicitacao.slice(0, 7)],
      ['data_entrada_fila', (r) => r.fir_data_entrada_fila?.slice(0, 7) ?? null],
      ['data_agendamento', (r) => r.fir_data_agendamento?.slice(0, 7) ?? null],
      ['data_execucao', (r) => r.fir_data_execucao?.slice(0, 7) ?? null],
      ['dias_na_fila', (r) => String(r.fir_dias_na_fila)],
      ['unidade_solicitante', (r) => r.fir_nome_unidade_saude_solicitante],
      ['unidade_executante', (r) => r.fir_nome_unidade_saude_executante],
    ];
    for (const [name, field] of pairs)
      expect(multiset(lines.map((l) => l[col(name)] as string)), name).toEqual(
        multiset(rows.map(field)),
      );
    const dataDate = meta.lastCheck.slice(0, 10);
    const bands = (values: string[]) =>
      Object.fromEntries(AGE_BANDS.map((b) => [b, values.filter((v) => v === b).length]));
    expect(bands(lines.map((l) => l[col('faixa_etaria')] as string))).toEqual(
      bands(
        rows.map((r) => {
          const age = ageOn(r.fir_data_nascimento!, dataDate);
          return age >= 80
            ? '80 anos ou mais'
            : `${age - (age % 10)} a ${age - (age % 10) + 9} anos`;
        }),
      ),
    );
  });

  it('with the rule on, holds every row but those it left out, and says how many', async () => {
    const { cells, headers } = await download(`client=${CLIENT}`);
    const suppressed = Number(headers.get('x-suppressed-rows'));
    expect(cells.slice(1).length + suppressed).toBe(sourceRows().length);
    expect(Number(headers.get('x-generalized-rows'))).toBeGreaterThan(0);
  });

  it('has no name, initials, CPF, CNS digits, birth date or day in any cell', async () => {
    const { cells } = await download(`client=${CLIENT}`);
    const text = cells.flat();
    const rows = sourceRows();
    const names = new Set(rows.map((r) => r.fir_nome_paciente));
    const initials = new Set(rows.map((r) => r.fir_iniciais_nome));
    const lastDigits = new Set(rows.map((r) => r.fir_cns?.slice(-4)));
    const distinct = [...new Set(text)];
    expect(distinct.filter((cell) => names.has(cell) || initials.has(cell))).toEqual([]);
    expect(distinct.filter((cell) => [...names].some((name) => cell.includes(name)))).toEqual([]);
    const found: string[] = [];
    for (const line of cells.slice(1))
      NAMES.forEach((name, i) => {
        const why = identifyingCell(name, line[i] as string);
        if (why) found.push(`${name}: ${line[i]} (${why})`);
        // The last 4 CNS digits could only hide in a text column (integers may equal them).
        if (OPEN_QUEUE_COLUMNS[i]?.type === 'texto' && lastDigits.has(line[i]))
          found.push(`${name}: ${line[i]} (CNS digits)`);
      });
    expect(found).toEqual([]);
    // No cell is a date with its day: the event dates are months (or quarters), and the birth
    // date is nowhere.
    expect(text.some((cell) => /\d{4}-\d{2}-\d{2}/.test(cell))).toBe(false);
    expect(text.some((cell) => /^\d{4}-\d{2}$/.test(cell))).toBe(true);
  });

  it('names a narrowed file by its filter, never as the whole file', async () => {
    const dataDate = meta.lastCheck.slice(0, 10);
    const disposition = async (query: string) =>
      (await download(`client=${CLIENT}${query}`)).headers.get('content-disposition');
    expect(await disposition('&service=EXAMES&status=AGENDADO')).toBe(
      `attachment; filename="fila-${CLIENT}-exames-agendado-${dataDate}.csv"`,
    );
    expect(await disposition('&status=DEVOLVIDO&format=json')).toBe(
      `attachment; filename="fila-${CLIENT}-devolvido-${dataDate}.json"`,
    );
    expect(await disposition('&service=CONSULTAS')).toBe(
      `attachment; filename="fila-${CLIENT}-consultas-${dataDate}.csv"`,
    );
    expect(await disposition('')).toBe(`attachment; filename="fila-${CLIENT}-${dataDate}.csv"`);
  });

  it('narrows by service and status, in export order', async () => {
    const { cells, headers } = await download(`client=${CLIENT}&service=EXAMES&status=AGENDADO`);
    const lines = cells.slice(1);
    const expected = sourceRows().filter(
      (r) => r.fir_tipos_filas === 'EXAMES' && r.fir_status === 'AGENDADO',
    );
    // The narrowed file's groups are counted within it: the rows it leaves out are said.
    expect(lines.length + Number(headers.get('x-suppressed-rows'))).toBe(expected.length);
    expect(lines.length).toBeGreaterThan(0);
    expect(
      lines.every((l) => l[col('servico')] === 'EXAMES' && l[col('situacao')] === 'AGENDADO'),
    ).toBe(true);
    const procedures = lines.map((l) => l[col('procedimento')] as string);
    expect(procedures).toEqual([...procedures].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('is caught by the privacy rule when it leaks (the leakOpenData fault)', async () => {
    setFault('leakOpenData');
    const { cells } = await download(`client=${CLIENT}&service=CONSULTAS`);
    const found = cells
      .slice(1, 20)
      .flatMap((line) => NAMES.map((name, i) => identifyingCell(name, line[i] as string)))
      .filter(Boolean);
    expect(found).toContain('initials');
    expect(found).toContain('a date outside the date columns');
  });
});

describe('GET /api/open-data/queue (JSON)', () => {
  it('holds the same rows as the CSV, with the date of the data and the licence', async () => {
    const json = await rest('GET', `/api/open-data/queue?client=${CLIENT}&format=json`);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(json.body.data_dos_dados).toBe(meta.lastCheck.slice(0, 10));
    expect(json.body.licenca.name).toContain('CC BY 4.0');
    expect(json.body.colunas).toEqual(NAMES);
    const { cells } = await download(`client=${CLIENT}`);
    const asCells = (json.body.linhas as Array<Record<string, string | number | null>>).map((r) =>
      NAMES.map((n) => (r[n] === null ? '' : String(r[n]))),
    );
    expect(asCells).toEqual(cells.slice(1));
  });
});

describe('refusals', () => {
  it.each([
    ['client=3302858&format=xlsx', 400, 'Formato inválido: use csv ou json.'],
    [
      'client=3302858&status=ESPERANDO',
      400,
      'Situação inválida: use SOLICITADO, AGENDADO, EFETIVADO, PARCIALMENTE_ATENDIDO ou DEVOLVIDO.',
    ],
    [
      'client=3302858&service=ODONTOLOGIA',
      400,
      'Serviço não encontrado neste município: ODONTOLOGIA.',
    ],
    [
      'client=3302858&limit=10',
      400,
      'Parâmetro desconhecido: limit. Use client, format, service ou status.',
    ],
    ['client=3302858&client=3303500', 400, 'O parâmetro client foi enviado mais de uma vez.'],
    ['format=csv', 400, 'Informe o código do município (client).'],
    ['client=0000000', 404, 'Município não encontrado.'],
  ])('%s → %i %s', async (query, status, message) => {
    const answer = await rest('GET', `/api/open-data/queue?${query}`);
    expect(answer.status).toBe(status);
    expect(answer.body.mensagem).toBe(message);
  });
});

describe('streaming', () => {
  it('sends its first lines before the rest of a large export is written', async () => {
    const template = sourceRows()[0]!;
    const firstId = Math.max(...db.fila.getAll().map((r) => r.fir_id)) + 1;
    insertQueueRows(
      Array.from({ length: 20_000 }, (_, i) => ({
        ...template,
        fir_id: firstId + i,
        fir_fila_id: null,
        fir_ordem_regulada: 0,
      })),
    );
    const response = await fetch(`${ORIGIN}/api/open-data/queue?client=${CLIENT}`);
    const reader = response.body!.getReader();
    const first = await reader.read();
    const lines = new TextDecoder().decode(first.value).split('\r\n').length;
    // One chunk is a few hundred lines, not the 20,000+ of the whole file.
    expect(lines).toBeGreaterThan(1);
    expect(lines).toBeLessThan(1_000);
    let total = lines - 1;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      total += new TextDecoder().decode(chunk.value).split('\r\n').length - 1;
    const suppressed = Number(response.headers.get('x-suppressed-rows'));
    expect(total).toBe(sourceRows().length + 1 - suppressed);
  }, 60_000);
});

describe('GET /api/open-data/queue/info', () => {
  it('counts the rows of the export, per status, with the date, licence and file names', async () => {
    const info = await rest('GET', `/api/open-data/queue/info?client=${CLIENT}`);
    expect(info.status).toBe(200);
    const rows = sourceRows();
    // The rows the small-group rule left out are not in the file, nor in its count.
    const { suppressed_rows: suppressed, generalized_rows: generalized } = info.body.small_groups;
    expect(info.body.rows).toBe(rows.length - suppressed);
    expect(generalized).toBeGreaterThan(0);
    const byStatus = info.body.by_status as Array<{ status: string; rows: number }>;
    expect(byStatus.reduce((n, s) => n + s.rows, 0)).toBe(info.body.rows);
    const { cells } = await download(`client=${CLIENT}`);
    const at = NAMES.indexOf('situacao');
    expect(byStatus.find((s) => s.status === 'SOLICITADO')!.rows).toBe(
      cells.slice(1).filter((line) => line[at] === 'SOLICITADO').length,
    );
    expect(info.body.data_date).toBe(meta.lastCheck.slice(0, 10));
    expect(info.body.client.code).toBe(CLIENT);
    expect(info.body.files.map((f: { file_name: string }) => f.file_name)).toEqual([
      `fila-${CLIENT}-${info.body.data_date}.csv`,
      `fila-${CLIENT}-${info.body.data_date}.json`,
    ]);
    expect((await rest('GET', '/api/open-data/queue/info?client=0000000')).status).toBe(404);
    expect((await rest('GET', `/api/open-data/queue/info?client=${CLIENT}&x=1`)).status).toBe(400);
  });
});
