import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_ANSWERS_COLUMNS,
  CAMPAIGN_UNREACHABLE_COLUMNS,
  campaignAnswersCsv,
  campaignCsvFileName,
  campaignUnreachableCsv,
  type CampaignRequestRow,
} from './campaignExport';

const scratch = mkdtempSync(join(tmpdir(), 'campanha-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes the text as a spreadsheet would receive it, and reads the file back as one would. */
function roundTrip(name: string, text: string) {
  const path = join(scratch, name);
  writeFileSync(path, text, 'utf8');
  const bytes = readFileSync(path);
  return {
    bytes,
    rows: parse(bytes, { bom: true, delimiter: ';', relax_quotes: false }) as string[][],
  };
}

const row = (over: Partial<CampaignRequestRow> = {}): CampaignRequestRow => ({
  id: 17,
  requestId: 1001,
  queueId: 77,
  service: 'CONSULTAS',
  procedure: 'CONSULTA EM CARDIOLOGIA',
  unit: 'UBS Chatuba',
  status: 'SOLICITADO',
  enteredAt: '2026-07-28',
  daysInQueue: 124,
  patientName: 'Maria da Silva Oliveira',
  cns: '700001234563759',
  reachable: true,
  answer: 'NAO',
  reason: 'ATENDIDO_OUTRO_SERVICO',
  reasonText: null,
  answeredAt: '2026-11-29T11:02:00-03:00',
  phone: '21987654321',
  email: 'maria.oliveira@example.com',
  ...over,
});

describe('campaignAnswersCsv', () => {
  it('writes BOM, the header, ; and CRLF, DD/MM/YYYY days, and reads back cell for cell', () => {
    const text = campaignAnswersCsv([
      row(),
      row({
        id: 18,
        requestId: 1002,
        queueId: null,
        answer: 'SIM',
        reason: null,
        answeredAt: '2026-11-30T09:00:00-03:00',
      }),
      row({ id: 19, requestId: 1003, answer: null, reason: null, answeredAt: null, unit: null }),
    ]);
    const { bytes, rows } = roundTrip('respostas.csv', text);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split('\r\n')).toHaveLength(5);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(rows[0]).toEqual([...CAMPAIGN_ANSWERS_COLUMNS]);
    expect(rows.slice(1)).toEqual([
      [
        '77',
        '1001',
        'Maria da Silva Oliveira',
        '700001234563759',
        'CONSULTA EM CARDIOLOGIA',
        'UBS Chatuba',
        '124',
        'NAO',
        'ATENDIDO_OUTRO_SERVICO',
        '',
        '29/11/2026',
        '21987654321',
        'maria.oliveira@example.com',
      ],
      expect.arrayContaining(['', '1002', 'SIM', '30/11/2026']),
      expect.arrayContaining(['1003', '']),
    ]);
    expect(rows[3]![7]).toBe('');
    expect(rows[3]![10]).toBe('');
  });

  it('writes the answer and the reason in the words it is given', () => {
    const text = campaignAnswersCsv(
      [row(), row({ id: 20, answer: 'NAO', reason: 'OUTRO', reasonText: 'Fiz particular' })],
      {
        answer: (answer) =>
          answer === 'SIM' ? 'Sim, ainda preciso' : answer ? 'Não preciso mais' : 'Sem resposta',
        reason: (reason) =>
          reason === 'OUTRO' ? 'Outro motivo' : 'Já fui atendido em outro serviço',
      },
    );
    const { rows } = roundTrip('palavras.csv', text);
    expect(rows[1]!.slice(7, 10)).toEqual([
      'Não preciso mais',
      'Já fui atendido em outro serviço',
      '',
    ]);
    expect(rows[2]!.slice(7, 10)).toEqual(['Não preciso mais', 'Outro motivo', 'Fiz particular']);
  });

  it('keeps separators, quotes and line breaks in their cell, quoting only those cells', () => {
    const tricky = 'Mudei; fui "atendido"\r\nem Niterói';
    const text = campaignAnswersCsv([row({ reason: 'OUTRO', reasonText: tricky })]);
    expect(text).toContain(';"Mudei; fui ""atendido""\r\nem Niterói";');
    expect(text).toContain(';UBS Chatuba;');
    const { rows } = roundTrip('aspas.csv', text);
    expect(rows[1]![9]).toBe(tricky);
  });

  it('never lets a cell start as a formula', () => {
    const text = campaignAnswersCsv([
      row({
        patientName: '=HYPERLINK("http://x")',
        reasonText: '+55 21 9999',
        email: '@SUM(A1)',
        unit: '-1',
      }),
    ]);
    const { rows } = roundTrip('formula.csv', text);
    expect([rows[1]![2], rows[1]![5], rows[1]![9], rows[1]![12]]).toEqual([
      `'=HYPERLINK("http://x")`,
      "'-1",
      "'+55 21 9999",
      "'@SUM(A1)",
    ]);
  });

  it('writes only the header when there is no row', () => {
    expect(campaignAnswersCsv([])).toBe(`\uFEFF${CAMPAIGN_ANSWERS_COLUMNS.join(';')}\r\n`);
  });
});

describe('campaignUnreachableCsv', () => {
  it('lists who to call: ids, name, CNS, procedure, unit, entry day and days in the queue', () => {
    const text = campaignUnreachableCsv([
      row({ reachable: false, answer: null, reason: null, answeredAt: null, phone: null }),
      row({ id: 21, requestId: 1004, enteredAt: null, patientName: null, cns: null }),
    ]);
    const { rows } = roundTrip('sem-conta.csv', text);
    expect(rows).toEqual([
      [...CAMPAIGN_UNREACHABLE_COLUMNS],
      [
        '77',
        '1001',
        'Maria da Silva Oliveira',
        '700001234563759',
        'CONSULTA EM CARDIOLOGIA',
        'UBS Chatuba',
        '28/07/2026',
        '124',
      ],
      ['77', '1004', '', '', 'CONSULTA EM CARDIOLOGIA', 'UBS Chatuba', '', '124'],
    ]);
  });
});

describe('campaignCsvFileName', () => {
  it.each([
    [3, 'answers', 'campanha-3-respostas.csv'],
    [3, 'unreachable', 'campanha-3-sem-conta.csv'],
  ] as const)('%i, %s → %s', (id, list, name) => expect(campaignCsvFileName(id, list)).toBe(name));
});
