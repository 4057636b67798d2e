import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { buildReportCsv, reportFileName } from './reportCsv';

const labels = {
  line: 'Linha',
  column: 'Coluna',
  message: 'Mensagem',
  wholeRow: 'linha inteira',
  wholeFile: 'arquivo',
};

describe('buildReportCsv', () => {
  it('writes BOM, header, ; separator, CRLF and every cell quoted', () => {
    const csv = buildReportCsv(
      [{ linha: 214, campo: 'fir_cns', mensagem: 'O CNS deve ter 15 dígitos' }],
      labels,
    );
    expect(csv).toBe(
      '\uFEFF"Linha";"Coluna";"Mensagem"\r\n"214";"fir_cns";"O CNS deve ter 15 dígitos"\r\n',
    );
  });

  it('keeps quotes, semicolons and line breaks inside their cell', () => {
    const tricky = 'Valor "A; B"\ninválido; use DD/MM/AAAA';
    const csv = buildReportCsv(
      [
        { linha: 3, campo: 'fir_data_solicitacao', mensagem: tricky },
        { linha: 4, campo: null, mensagem: 'Linha malformada: 21 colunas' },
        { linha: 0, campo: null, mensagem: 'Importação interrompida' },
      ],
      labels,
    );
    expect(csv).toContain('"Valor ""A; B""\ninválido; use DD/MM/AAAA"');
    // A spreadsheet (here csv-parse) reads back exactly what was written.
    const rows = parse(csv.slice(1), { delimiter: ';' }) as string[][];
    expect(rows).toEqual([
      ['Linha', 'Coluna', 'Mensagem'],
      ['3', 'fir_data_solicitacao', tricky],
      ['4', 'linha inteira', 'Linha malformada: 21 colunas'],
      ['arquivo', 'linha inteira', 'Importação interrompida'],
    ]);
  });

  it('never lets a cell start as a formula', () => {
    const csv = buildReportCsv(
      [
        { linha: 2, campo: '=HYPERLINK("x")', mensagem: '+55 21 9999' },
        { linha: 3, campo: '-1', mensagem: '@SUM(A1)' },
      ],
      labels,
    );
    const rows = parse(csv.slice(1), { delimiter: ';' }) as string[][];
    expect(rows.slice(1)).toEqual([
      ['2', `'=HYPERLINK("x")`, "'+55 21 9999"],
      ['3', "'-1", "'@SUM(A1)"],
    ]);
  });

  it('writes only the header when there is nothing to report', () => {
    expect(buildReportCsv([], labels)).toBe('\uFEFF"Linha";"Coluna";"Mensagem"\r\n');
  });
});

describe('reportFileName', () => {
  it.each([
    ['fila_2026-11-19.csv', 'fila_2026-11-19-problemas.csv'],
    ['FILA.CSV', 'FILA-problemas.csv'],
    ['a/b:c.csv', 'a_b_c-problemas.csv'],
    ['.csv', 'importacao-problemas.csv'],
  ])('%s → %s', (file, expected) => {
    expect(reportFileName(file)).toBe(expected);
  });
});
