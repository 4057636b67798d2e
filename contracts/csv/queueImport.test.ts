import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { components } from '../src/generated/api';
import {
  checkQueueImportHeader,
  isValidCpf,
  QUEUE_IMPORT_COLUMNS,
  queueImportCsv,
  queueImportParseOptions,
  validateQueueImportRow,
  type QueueImportRow,
} from './queueImport';
import { QUEUE_IMPORT_TEMPLATE } from './template';

// Compile-time: every imported field (but the CPF, which the queue rows never answer) is a field
// of the contract's queue row, with a type the row accepts.
type ContractRow = components['schemas']['QueueRow'];
type Imported = Omit<QueueImportRow, 'fir_cpf'>;
type Fits = { [K in keyof Imported]: Imported[K] extends ContractRow[K] ? 'fits' : 'does not fit' };
const fieldsFitTheContract: { [K in keyof Fits]: 'fits' } = {} as Fits;
void fieldsFitTheContract;

const records = (text: string) =>
  parse(text, queueImportParseOptions) as Array<Record<string, string>>;

const good = (): Record<string, string> => ({ ...records(QUEUE_IMPORT_TEMPLATE)[0]! });

describe('queue import template', () => {
  it('is the committed fila-exemplo.csv, byte for byte', () => {
    const file = readFileSync(new URL('./fila-exemplo.csv', import.meta.url), 'utf8');
    expect(file).toBe(QUEUE_IMPORT_TEMPLATE);
  });

  it('starts with a BOM, uses ; and CRLF, and its header is the column list', () => {
    expect(QUEUE_IMPORT_TEMPLATE.startsWith('\uFEFF')).toBe(true);
    const [header] = QUEUE_IMPORT_TEMPLATE.slice(1).split('\r\n');
    expect(header!.split(';')).toEqual(QUEUE_IMPORT_COLUMNS);
    expect(checkQueueImportHeader(header!.split(';'))).toBeNull();
  });

  it('has example rows that all pass the row schema', () => {
    const rows = records(QUEUE_IMPORT_TEMPLATE);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    rows.forEach((row, i) =>
      expect(validateQueueImportRow(row, i + 2)).toMatchObject({ ok: true }),
    );
  });

  it('is the example the OpenAPI contract documents for the download', () => {
    const yaml = readFileSync(new URL('../openapi/api.yaml', import.meta.url), 'utf8');
    const [header] = QUEUE_IMPORT_TEMPLATE.slice(1).split('\r\n');
    expect(yaml).toContain(`example: "${header}\\r\\n`);
  });
});

describe('queue import row schema', () => {
  it('converts cells: dates to YYYY-MM-DD, CPF to digits, numbers to numbers', () => {
    const result = validateQueueImportRow(good(), 2);
    expect(result).toMatchObject({
      ok: true,
      row: {
        fir_fila_id: 77,
        fir_ordem_regulada: 12,
        fir_cpf: '52998224725',
        fir_data_solicitacao: '2026-09-02',
        fir_data_agendamento: null,
        fir_status: 'SOLICITADO',
      },
    });
  });

  it.each([
    ['fir_data_solicitacao', '', 'Campo fir_data_solicitacao é requerido'],
    [
      'fir_data_solicitacao',
      '31/02/2026',
      'A data do campo fir_data_solicitacao é inválida, use DD/MM/AAAA',
    ],
    [
      'fir_data_solicitacao',
      '2026-09-02',
      'A data do campo fir_data_solicitacao é inválida, use DD/MM/AAAA',
    ],
    [
      'fir_data_nascimento',
      '01/01/2999',
      'A data do campo fir_data_nascimento não pode estar no futuro',
    ],
    ['fir_cpf', '111.111.111-11', 'O CPF está inválido'],
    ['fir_cns', '12345', 'O CNS deve ter 15 dígitos'],
    [
      'fir_ordem_regulada',
      '-1',
      'O campo fir_ordem_regulada deve ser um número inteiro maior ou igual a 0',
    ],
    [
      'fir_status',
      'ESPERANDO',
      'Situação inválida: use SOLICITADO, AGENDADO, EFETIVADO, PARCIALMENTE_ATENDIDO, DEVOLVIDO',
    ],
    ['fir_procedimentos', '   ', 'Campo fir_procedimentos é requerido'],
  ])('rejects %s = %j with its message', (campo, value, mensagem) => {
    const result = validateQueueImportRow({ ...good(), [campo]: value }, 7);
    expect(result).toEqual({ ok: false, errors: [{ linha: 7, campo, mensagem }] });
  });

  it('accepts a status typed as its label', () => {
    const row = { ...good(), fir_status: 'Parcialmente atendido', fir_data_execucao: '10/10/2026' };
    expect(validateQueueImportRow(row, 2)).toMatchObject({
      ok: true,
      row: { fir_status: 'PARCIALMENTE_ATENDIDO' },
    });
  });

  it('requires the date a status needs', () => {
    const result = validateQueueImportRow({ ...good(), fir_status: 'AGENDADO' }, 3);
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          linha: 3,
          campo: 'fir_data_agendamento',
          mensagem: 'A data de agendamento é obrigatória para a situação AGENDADO',
        },
      ],
    });
  });

  it('reports every bad cell of a row at once', () => {
    const result = validateQueueImportRow({ ...good(), fir_cpf: '1', fir_cns: '2' }, 4);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.campo)).toEqual(['fir_cpf', 'fir_cns']);
  });

  it('names missing and unknown header columns', () => {
    const header: string[] = [
      ...QUEUE_IMPORT_COLUMNS.filter((c) => c !== 'fir_status'),
      'nome_completo',
    ];
    expect(checkQueueImportHeader(header)).toBe(
      'Cabeçalho do arquivo inválido: faltam as colunas fir_status; colunas desconhecidas nome_completo. Baixe o arquivo de exemplo.',
    );
  });

  it.each([
    ['52998224725', true],
    ['11144477735', true],
    ['52998224724', false],
    ['00000000000', false],
    ['5299822472', false],
  ])('isValidCpf(%s) is %s', (cpf, valid) => expect(isValidCpf(cpf)).toBe(valid));
});

describe('queueImportCsv, the one writer of the format', () => {
  it('writes rows the parser reads back and the row schema accepts, days and quotes included', () => {
    const [template] = records(QUEUE_IMPORT_TEMPLATE);
    const row = {
      ...template,
      fir_data_solicitacao: '2026-09-02',
      fir_observacao: 'info: leve "exames"; jejum\r\nde 8 horas',
    };
    const text = queueImportCsv([row]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [read] = records(text);
    expect(read!.fir_data_solicitacao).toBe('02/09/2026');
    expect(read!.fir_observacao).toBe(row.fir_observacao);
    const result = validateQueueImportRow(read!, 2);
    expect(result.ok).toBe(true);
    expect(result.ok && result.row.fir_data_solicitacao).toBe('2026-09-02');
  });
});
