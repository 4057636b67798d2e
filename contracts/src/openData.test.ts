import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import {
  AGE_BANDS,
  ageBand,
  ALL_AGES,
  csvCell,
  generalizationLevels,
  generalizedRow,
  generalizeOpenQueue,
  identifyingCell,
  OPEN_AGE_BANDS,
  OPEN_QUEUE_COLUMNS,
  OTHER_UNITS,
  openQueueCsvHeader,
  openQueueCsvLine,
  openQueueFileName,
  openQueueRow,
  parseOpenDataCsv,
  quarterOf,
  smallGroupsIn,
  summarizeGeneralization,
  type OpenQueueRow,
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

  it('gives every date by its month, never the day', () => {
    const row = openQueueRow(
      { ...source, fir_data_agendamento: '2024-10-03 08:00:00', fir_data_execucao: '2024-10-03' },
      '2026-11-20',
    );
    expect(row).toMatchObject({
      data_solicitacao: '2024-08',
      data_entrada_fila: '2024-08',
      data_agendamento: '2024-10',
      data_execucao: '2024-10',
    });
    expect(openQueueRow(source, '2026-11-20').data_agendamento).toBeNull();
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
    ['data_entrada_fila', '2024-08-22', 'a day, where the file gives months'],
    ['data_execucao', 'agosto', 'not a month or a quarter'],
    ['data_execucao', '2024-13', 'not a month or a quarter'],
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
    expect(bands).toEqual([...OPEN_AGE_BANDS]);
  });

  it('has a CSV example whose header is the dictionary', () => {
    const example =
      api.paths['/api/open-data/queue'].get.responses['200'].content['text/csv'].example;
    expect(parseOpenDataCsv(example)[0]).toEqual(OPEN_QUEUE_COLUMNS.map((c) => c.name));
  });
});

/** A row of a file, with the four quasi-identifiers given and the rest fixed. */
const line = (
  procedimento: string,
  unidade_solicitante: string | null,
  faixa_etaria: string | null,
  entry: string,
  extra: Partial<OpenQueueRow> = {},
): OpenQueueRow => ({
  ...openQueueRow(source, '2026-11-20'),
  procedimento,
  unidade_solicitante,
  faixa_etaria,
  data_solicitacao: entry,
  data_entrada_fila: entry,
  ...extra,
});
const times = (n: number, make: () => OpenQueueRow) => Array.from({ length: n }, make);

describe('the small-group rule (generalizationLevels)', () => {
  it('leaves a group of 5 as it is, and merges the units of small ones first', () => {
    const rows = [
      ...times(5, () => line('ECG', 'UBS Centro', '30 a 39 anos', '2026-01')),
      ...times(2, () => line('ECG', 'UBS Norte', '30 a 39 anos', '2026-01')),
      ...times(3, () => line('ECG', null, '30 a 39 anos', '2026-01')),
    ];
    expect([...generalizationLevels(rows)]).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
    const { rows: out, summary } = generalizeOpenQueue(rows);
    expect(out.map((r) => r.unidade_solicitante)).toEqual([
      ...times(5, () => 'UBS Centro' as never),
      ...times(5, () => OTHER_UNITS as never),
    ]);
    expect(summary).toMatchObject({ generalized: 5, suppressed: 0 });
    expect(smallGroupsIn(out)).toEqual([]);
  });

  it('widens the band to 20 years, then to every age, then the dates to quarters', () => {
    const twenty = [
      ...times(2, () => line('RX', 'UBS A', '20 a 29 anos', '2026-02')),
      ...times(3, () => line('RX', 'UBS B', '30 a 39 anos', '2026-02')),
    ];
    expect([...generalizationLevels(twenty)]).toEqual([2, 2, 2, 2, 2]);
    expect(generalizedRow(twenty[0]!, 2)?.faixa_etaria).toBe('20 a 39 anos');
    expect(generalizedRow(line('RX', 'A', '80 anos ou mais', '2026-02'), 2)?.faixa_etaria).toBe(
      '60 anos ou mais',
    );
    const all = [
      ...times(2, () => line('TC', 'UBS A', '0 a 9 anos', '2026-03')),
      ...times(2, () => line('TC', 'UBS B', '70 a 79 anos', '2026-03')),
      line('TC', 'UBS C', null, '2026-03'),
    ];
    expect([...generalizationLevels(all)]).toEqual([3, 3, 3, 3, 3]);
    expect(generalizedRow(all[4]!, 3)?.faixa_etaria).toBe(ALL_AGES);
    const quarter = [
      line('RM', 'UBS A', '0 a 9 anos', '2026-07', { data_agendamento: '2026-09' }),
      ...times(2, () => line('RM', 'UBS B', '40 a 49 anos', '2026-08')),
      ...times(2, () => line('RM', 'UBS C', '60 a 69 anos', '2026-09')),
    ];
    expect([...generalizationLevels(quarter)]).toEqual([4, 4, 4, 4, 4]);
    expect(generalizedRow(quarter[0]!, 4)).toMatchObject({
      unidade_solicitante: OTHER_UNITS,
      faixa_etaria: ALL_AGES,
      data_solicitacao: '2026-T3',
      data_entrada_fila: '2026-T3',
      data_agendamento: '2026-T3',
      data_execucao: null,
    });
    expect(quarterOf('2026-12')).toBe('2026-T4');
    expect(quarterOf('2026-01-31')).toBe('2026-T1');
    expect(quarterOf(null)).toBeNull();
  });

  it('leaves out, and counts, a group no step hides', () => {
    const rows = [
      ...times(5, () => line('ECG', 'UBS Centro', '30 a 39 anos', '2026-01')),
      ...times(2, () => line('TRANSPLANTE RARO', 'UBS Norte', '30 a 39 anos', '2026-01')),
    ];
    const levels = generalizationLevels(rows);
    expect([...levels]).toEqual([0, 0, 0, 0, 0, 5, 5]);
    expect(generalizedRow(rows[5]!, 5)).toBeNull();
    const summary = summarizeGeneralization(levels);
    expect(summary.suppressed).toBe(2);
    expect(summary.byStep.find((s) => s.step === 'suprimida')?.rows).toBe(2);
    expect(generalizeOpenQueue(rows).rows).toHaveLength(5);
  });

  it('leaves no group of 1 to 4 in any file, whatever its rows and their order', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const procedures = ['ECG', 'RX', 'TC', 'RM', 'USG', 'RARO'];
    const units = ['UBS A', 'UBS B', 'UBS C', 'UBS D', null];
    const bands = [...AGE_BANDS, null];
    for (let file = 0; file < 20; file += 1) {
      const rows = Array.from({ length: 50 + random(400) }, () =>
        line(
          procedures[random(procedures.length)]!,
          units[random(units.length)]!,
          bands[random(bands.length)]!,
          `2026-${String(1 + random(12)).padStart(2, '0')}`,
        ),
      );
      const { rows: out, summary } = generalizeOpenQueue(rows);
      expect(smallGroupsIn(out)).toEqual([]);
      expect(out.length + summary.suppressed).toBe(rows.length);
      // Deterministic: the same rows in another order give the same file, in that order.
      const reversed = generalizeOpenQueue([...rows].reverse());
      const sorted = (list: OpenQueueRow[]) => list.map((r) => JSON.stringify(r)).sort();
      expect(sorted(reversed.rows)).toEqual(sorted(out));
      expect(reversed.summary).toEqual(summary);
    }
  });

  it('the checker finds a group of 2 in a file that skips the rule', () => {
    const rows = [
      ...times(5, () => line('ECG', 'UBS Centro', '30 a 39 anos', '2026-01')),
      ...times(2, () => line('ECG', 'UBS Norte', '30 a 39 anos', '2026-01')),
    ];
    expect(smallGroupsIn(rows)).toEqual([
      { group: ['ECG', 'UBS Norte', '30 a 39 anos', '2026-01'], rows: 2 },
    ]);
    // CSV lines read by the header find it too.
    const text = `\uFEFF${openQueueCsvHeader()}${rows.map(openQueueCsvLine).join('')}`;
    const [header = [], ...cells] = parseOpenDataCsv(text);
    const asRows = cells.map((c) => Object.fromEntries(header.map((h, i) => [h, c[i]])));
    expect(smallGroupsIn(asRows).map((g) => g.rows)).toEqual([2]);
  });
});
