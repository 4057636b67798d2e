/**
 * The aggregate table by hand: a few rows whose every figure is counted here, the small-group rule
 * (1 to 4 is null, '< 5' in CSV; no median over fewer than 5 waits), the levels and their order.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseOpenDataCsv } from './openData';
import {
  AGGREGATE_LEVELS,
  firstKeptDay,
  isCalendarDay,
  OPEN_AGGREGATE_COLUMNS,
  openAggregateCsvHeader,
  openAggregateCsvLine,
  openAggregateFileName,
  openAggregates,
  type OpenAggregateSource,
} from './openDataAggregates';

const row = (over: Partial<OpenAggregateSource>): OpenAggregateSource => ({
  fir_tipos_filas: 'CONSULTAS',
  fir_procedimentos: 'A',
  fir_nome_unidade_saude_solicitante: 'U1',
  fir_status: 'SOLICITADO',
  fir_data_solicitacao: '2026-03-01',
  fir_data_entrada_fila: '2026-03-02',
  fir_data_agendamento: null,
  fir_data_execucao: null,
  ...over,
});
const times = (n: number, make: (i: number) => OpenAggregateSource) =>
  Array.from({ length: n }, (_, i) => make(i));

const ROWS = [
  ...times(6, () => row({})),
  // Served in February after 22 to 26 days.
  ...times(5, (i) =>
    row({
      fir_status: 'AGENDADO',
      fir_data_solicitacao: '2026-01-10',
      fir_data_entrada_fila: '2026-01-10',
      fir_data_agendamento: `2026-02-0${i + 1}`,
    }),
  ),
  ...times(2, () =>
    row({ fir_nome_unidade_saude_solicitante: 'U2', fir_data_entrada_fila: '2026-03-03' }),
  ),
  row({ fir_status: 'DEVOLVIDO', fir_data_solicitacao: '2026-02-10', fir_data_entrada_fila: null }),
  // Entered before the 12 months, served in June 2025 after 156 days, no unit.
  row({
    fir_status: 'EFETIVADO',
    fir_nome_unidade_saude_solicitante: null,
    fir_data_solicitacao: '2025-01-05',
    fir_data_entrada_fila: '2025-01-05',
    fir_data_agendamento: '2025-06-10',
    fir_data_execucao: '2025-06-11',
  }),
  // An appointment after the date of the data: entered, not yet attended.
  row({
    fir_status: 'AGENDADO',
    fir_data_solicitacao: '2026-03-10',
    fir_data_entrada_fila: '2026-03-10',
    fir_data_agendamento: '2026-04-01',
  }),
  // Waiting since before the 12 months.
  row({
    fir_tipos_filas: 'EXAMES',
    fir_procedimentos: 'B',
    fir_data_solicitacao: '2024-12-01',
    fir_data_entrada_fila: '2024-12-01',
  }),
];

const table = () => openAggregates(ROWS, '3302858', '2026-03-15');
const figures = (r: ReturnType<typeof table>[number]) => [
  r.entradas,
  r.atendidas,
  r.aguardando,
  r.espera_mediana_dias,
  r.espera_9_em_10_dias,
];

describe('openAggregates', () => {
  it('gives the municipality month by month over the 12 months ending with the data date', () => {
    const months = table().filter((r) => r.nivel === 'municipio_mes');
    expect(months.map((r) => r.mes)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    const of = (mes: string) => months.find((r) => r.mes === mes)!;
    expect(figures(of('2026-03'))).toEqual([9, 0, 8, null, null]);
    // One entry (the returned request) is a group under 5; the 5 attended give a median.
    expect(figures(of('2026-02'))).toEqual([null, 5, 0, 24, 26]);
    expect(figures(of('2026-01'))).toEqual([5, 0, 0, null, null]);
    expect(figures(of('2025-06'))).toEqual([0, null, 0, null, null]);
    expect(figures(of('2025-08'))).toEqual([0, 0, 0, null, null]);
    expect([of('2026-03').periodo_inicio, of('2026-03').periodo_fim]).toEqual([
      '2026-03-01',
      '2026-03-15',
    ]);
    expect([of('2026-02').periodo_inicio, of('2026-02').periodo_fim]).toEqual([
      '2026-02-01',
      '2026-02-28',
    ]);
  });

  it('gives each service and procedure over the wait window, every waiting request included', () => {
    const year = table().filter(
      (r) => r.nivel !== 'municipio_mes' && r.nivel !== 'procedimento_unidade_mes',
    );
    expect(
      year.map((r) => [
        r.nivel,
        r.servico,
        r.procedimento,
        r.periodo_inicio,
        r.periodo_fim,
        ...figures(r),
      ]),
    ).toEqual([
      ['servico_12_meses', 'CONSULTAS', null, '2025-03-16', '2026-03-15', 15, 6, 8, 24, 156],
      ['servico_12_meses', 'EXAMES', null, '2025-03-16', '2026-03-15', 0, 0, null, null, null],
      ['procedimento_12_meses', 'CONSULTAS', 'A', '2025-03-16', '2026-03-15', 15, 6, 8, 24, 156],
      ['procedimento_12_meses', 'EXAMES', 'B', '2025-03-16', '2026-03-15', 0, 0, null, null, null],
    ]);
  });

  it('gives the detail per procedure, unit and month, groups under 5 unpublished', () => {
    const detail = table().filter((r) => r.nivel === 'procedimento_unidade_mes');
    expect(
      detail.map((r) => [r.procedimento, r.unidade_solicitante, r.mes, ...figures(r)]),
    ).toEqual([
      ['A', 'Não informada', '2025-06', 0, null, 0, null, null],
      ['A', 'U1', '2026-01', 5, 0, 0, null, null],
      ['A', 'U1', '2026-02', null, 5, 0, 24, 26],
      ['A', 'U1', '2026-03', 7, 0, 6, null, null],
      ['A', 'U2', '2026-03', null, 0, null, null, null],
    ]);
    expect(
      table().every((r) => r.codigo_cliente === '3302858' && r.data_dos_dados === '2026-03-15'),
    ).toBe(true);
  });

  it('writes the CSV with the dictionary as header, < 5 for a small count, empty for no median', () => {
    const lines = table().map(openAggregateCsvLine);
    const cells = parseOpenDataCsv(openAggregateCsvHeader() + lines.join(''));
    expect(cells[0]).toEqual(OPEN_AGGREGATE_COLUMNS.map((c) => c.name));
    const u2 = cells.find((c) => c.includes('U2'))!;
    expect(u2.slice(-5)).toEqual(['< 5', '0', '< 5', '', '']);
    expect(lines.every((l) => l.endsWith('\r\n'))).toBe(true);
  });

  it('names files, keeps 12 months of snapshots and knows a calendar day', () => {
    expect(openAggregateFileName('3302858', '2026-11-20', 'csv')).toBe(
      'fila-agregada-3302858-2026-11-20.csv',
    );
    expect(firstKeptDay('2026-11-29')).toBe('2025-11-30');
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-1-01')).toBe(false);
  });
});

describe('the contract', () => {
  const api = parse(readFileSync(new URL('../openapi/api.yaml', import.meta.url), 'utf8'));
  const schema = api.components.schemas.OpenAggregateRow;

  it('describes the same columns, in order and in the same words, as the dictionary here', () => {
    const names = OPEN_AGGREGATE_COLUMNS.map((c) => c.name);
    expect(Object.keys(schema.properties)).toEqual(names);
    expect(schema.required).toEqual(names);
    for (const c of OPEN_AGGREGATE_COLUMNS) {
      const property = schema.properties[c.name];
      expect(JSON.stringify(property).includes('null'), c.name).toBe(c.nullable);
      expect(property.description, c.name).toBe(c.description);
    }
    expect(schema.properties.nivel.enum).toEqual([...AGGREGATE_LEVELS]);
  });

  it('has a CSV example whose header is the dictionary', () => {
    const example = api.components.responses.OpenAggregateTable.content['text/csv'].example;
    expect(parseOpenDataCsv(example)[0]).toEqual(OPEN_AGGREGATE_COLUMNS.map((c) => c.name));
  });
});
