import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import {
  AGE_BANDS,
  ageBand,
  csvCell,
  identifyingCell,
  OPEN_QUEUE_COLUMNS,
  openQueueCsvHeader,
  openQueueCsvLine,
  openQueueFileName,
  openQueueRow,
  parseOpenDataCsv,
  type OpenQueueSource,
} from './openData';

const source: OpenQueueSource = {
  fir_codigo_cliente: '3302858',
  fir_tipos_filas: 'CONSULTAS',
  fir_procedimentos: 'CONSULTA EM CARDIOLOGIA',
  fir_status: 'SOLICITADO',
  fir_ordem_regulada: 1,
  fir_prioridade: 'P2',
  fir_data_nascimento: '1968-03-14',
  fir_data_solicitacao: '2024-08-21',
  fir_data_entrada_fila: '2024-08-22',
  fir_data_agendamento: null,
  fir_data_execucao: null,
  fir_dias_na_fila: 821,
  fir_nome_unidade_saude_solicitante: 'UBS Centro; anexo "B"',
  fir_nome_unidade_saude_reguladora: 'Central de Regulação Municipal',
  fir_nome_unidade_saude_executante: null,
};

describe('ageBand', () => {
  it.each([
    ['1968-03-14', '2026-11-20', '50 a 59 anos'],
    // The birthday itself: the age turns on that day, not the day after.
    ['2016-11-20', '2026-11-20', '10 a 19 anos'],
    ['2016-11-21', '2026-11-20', '0 a 9 anos'],
    ['2026-11-20', '2026-11-20', '0 a 9 anos'],
    ['1946-11-20', '2026-11-20', '80 anos ou mais'],
    ['1900-01-01', '2026-11-20', '80 anos ou mais'],
    ['1947-11-21', '2026-11-20', '70 a 79 anos'],
  ])('born %s, on %s: %s', (birth, on, band) => {
    expect(ageBand(birth, on)).toBe(band);
  });

  it('has no band for an unknown, malformed or future birth date', () => {
    expect(ageBand(null, '2026-11-20')).toBeNull();
    expect(ageBand('14/03/1968', '2026-11-20')).toBeNull();
    expect(ageBand('2026-11-21', '2026-11-20')).toBeNull();
  });
});

describe('the export line', () => {
  it('carries the dictionary columns only, with the birth date as a band', () => {
    const row = openQueueRow(source, '2026-11-20');
    expect(Object.keys(row)).toEqual(OPEN_QUEUE_COLUMNS.map((c) => c.name));
    expect(row.faixa_etaria).toBe('50 a 59 anos');
    expect(JSON.stringify(row)).not.toContain('1968');
  });

  it('quotes only cells holding ; " or a line break, and reads back to the same cells', () => {
    expect(csvCell('UBS Centro')).toBe('UBS Centro');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(0)).toBe('0');
    const row = openQueueRow(source, '2026-11-20');
    const text = `\uFEFF${openQueueCsvHeader()}${openQueueCsvLine(row)}${openQueueCsvLine({ ...row, unidade_solicitante: 'linha\r\nquebrada' })}`;
    const [header, first, second] = parseOpenDataCsv(text);
    expect(header).toEqual(OPEN_QUEUE_COLUMNS.map((c) => c.name));
    expect(first).toEqual(
      OPEN_QUEUE_COLUMNS.map((c) => (row[c.name] === null ? '' : String(row[c.name]))),
    );
    expect(first?.[12]).toBe('UBS Centro; anexo "B"');
    expect(second?.[12]).toBe('linha\r\nquebrada');
  });
});

describe('the file name', () => {
  it('names the whole file by client and date of the data', () => {
    expect(openQueueFileName('3302858', '2026-11-20', 'csv')).toBe('fila-3302858-2026-11-20.csv');
    expect(openQueueFileName('3302858', '2026-11-20', 'json', { service: null, status: '' })).toBe(
      'fila-3302858-2026-11-20.json',
    );
  });

  it('says the filter of a narrowed file: service then status, lower case, no accents', () => {
    const whole = openQueueFileName('3302858', '2026-11-20', 'csv');
    const narrowed = openQueueFileName('3302858', '2026-11-20', 'csv', {
      service: 'EXAMES',
      status: 'AGENDADO',
    });
    expect(narrowed).toBe('fila-3302858-exames-agendado-2026-11-20.csv');
    expect(narrowed).not.toBe(whole);
    expect(openQueueFileName('3302858', '2026-11-20', 'json', { status: 'DEVOLVIDO' })).toBe(
      'fila-3302858-devolvido-2026-11-20.json',
    );
    expect(
      openQueueFileName('33', '2026-11-20', 'csv', { service: 'Reabilitação / Órteses' }),
    ).toBe('fila-33-reabilitacao-orteses-2026-11-20.csv');
    expect(openQueueFileName('33', '2026-11-20', 'csv', { status: 'PARCIALMENTE_ATENDIDO' })).toBe(
      'fila-33-parcialmente-atendido-2026-11-20.csv',
    );
  });
});

describe('identifyingCell (the whole-file privacy rule)', () => {
  it('passes the cells of a clean line', () => {
    const row = openQueueRow(source, '2026-11-20');
    for (const c of OPEN_QUEUE_COLUMNS)
      expect(identifyingCell(c.name, csvCell(row[c.name])), c.name).toBeNull();
  });

  it.each([
    ['faixa_etaria', '1968-03-14', 'a date outside the date columns'],
    ['faixa_etaria', '57 anos', 'not an age band'],
    ['prioridade', 'M. S. O.', 'initials'],
    ['unidade_solicitante', 'M.S.', 'initials'],
    ['procedimento', 'CNS 898001234567891', 'a run of 11 or more digits'],
    ['unidade_solicitante', '529.982.247-25', 'a run of 11 or more digits'],
    ['posicao', '1º', 'not an integer'],
    ['fir_cns', '7891', 'a column outside the dictionary'],
  ])('%s = %s: %s', (column, value, reason) => {
    expect(identifyingCell(column, value)).toBe(reason);
  });
});

describe('the contract', () => {
  const api = parse(readFileSync(new URL('../openapi/api.yaml', import.meta.url), 'utf8'));
  const schema = api.components.schemas.OpenQueueRow;

  it('describes the same columns, in order, as the dictionary here', () => {
    expect(Object.keys(schema.properties)).toEqual(OPEN_QUEUE_COLUMNS.map((c) => c.name));
    expect(schema.required).toEqual(OPEN_QUEUE_COLUMNS.map((c) => c.name));
    for (const c of OPEN_QUEUE_COLUMNS) {
      const nullable = JSON.stringify(schema.properties[c.name]).includes('null');
      expect(nullable, c.name).toBe(c.nullable);
    }
    const bands = schema.properties.faixa_etaria.oneOf[0].enum;
    expect(bands).toEqual([...AGE_BANDS]);
  });

  it('has a CSV example whose header is the dictionary', () => {
    const example =
      api.paths['/api/open-data/queue'].get.responses['200'].content['text/csv'].example;
    expect(parseOpenDataCsv(example)[0]).toEqual(OPEN_QUEUE_COLUMNS.map((c) => c.name));
  });
});
