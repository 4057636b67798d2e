import { describe, expect, it } from 'vitest';
import {
  anyProcessing,
  changedAt,
  hasReport,
  problemCount,
  reportRow,
  resultSentence,
  situationLabel,
  type ImportStatusRow,
} from './importStatus';

const row = (over: Partial<ImportStatusRow>): ImportStatusRow => ({
  ims_id: 1,
  ims_nome_arquivo: 'fila.csv',
  ims_situacao: 'CONCLUIDO',
  ims_alterado_em: new Date(2026, 10, 20, 16, 18, 7).getTime(),
  ims_linhas_lidas: 4,
  ims_linhas_importadas: 4,
  ims_erros: [],
  ims_total_erros: 0,
  ims_pode_desfazer: false,
  ...over,
});
const problem = { linha: 3, campo: 'fir_cns', mensagem: 'O CNS deve ter 15 dígitos' };
const failed = row({ ims_id: 2, ims_situacao: 'FALHOU', ims_erros: [problem], ims_total_erros: 7 });

describe('import status rules', () => {
  it('names each situation in plain words, and shows an unknown one as it comes', () => {
    expect(
      ['PROCESSANDO', 'CONCLUIDO', 'CONCLUIDO_COM_ERROS', 'FALHOU', 'EM_FILA'].map(situationLabel),
    ).toEqual(['Processando', 'Concluída', 'Concluída com erros', 'Falhou', 'EM_FILA']);
  });

  it('opens a finished import with unseen names, and says so when it ends', () => {
    const warning = {
      campo: 'fir_procedimentos',
      valor: 'CONSULTA EM ORTOPEDIA',
      linhas: [5],
      ocorrencias: 1,
      sugestoes: ['CONSULTA EM ORTOPEDIA E TRAUMATOLOGIA'],
    };
    const warned = row({ ims_avisos: [warning], ims_total_avisos: 60 });
    expect(hasReport(warned)).toBe(true);
    expect(hasReport(row({}))).toBe(false);
    // Undone, its warnings stay readable; a failed import named none.
    expect(hasReport({ ...warned, ims_situacao: 'DESFEITA' })).toBe(true);
    expect(hasReport({ ...warned, ims_situacao: 'FALHOU' })).toBe(false);
    expect(reportRow([warned], 'auto', 1)).toBe(warned);
    expect(resultSentence(warned)).toBe(
      'fila.csv: importação concluída, 4 linhas importadas. 60 nomes novos na fila: confira os avisos.',
    );
  });

  it('formats the last change as DD/MM/YYYY HH:mm:ss', () => {
    expect(changedAt(row({}))).toBe('20/11/2026 16:18:07');
  });

  it('polls only while an import is processing', () => {
    expect(anyProcessing([row({}), failed])).toBe(false);
    expect(anyProcessing([row({ ims_situacao: 'PROCESSANDO' })])).toBe(true);
  });

  it('counts the problems, never fewer than the listed ones', () => {
    expect(problemCount(failed)).toBe(7);
    expect(problemCount(row({ ims_erros: [problem], ims_total_erros: 0 }))).toBe(1);
  });

  it('has a report only when it failed or finished with errors and has problems', () => {
    expect(hasReport(failed)).toBe(true);
    expect(hasReport(row({ ims_situacao: 'CONCLUIDO_COM_ERROS', ims_total_erros: 2 }))).toBe(true);
    expect(hasReport(row({ ims_situacao: 'FALHOU' }))).toBe(false);
    expect(hasReport(row({ ims_erros: [problem] }))).toBe(false);
  });

  it('opens the chosen report, the sent or latest failed one on auto, or none', () => {
    const rows = [failed, row({ ims_id: 1 })];
    expect(reportRow(rows, 'auto', null)).toBe(failed);
    expect(reportRow(rows, 'auto', 1)).toBeNull();
    expect(reportRow(rows, 'auto', 2)).toBe(failed);
    expect(reportRow([row({ ims_id: 1 }), failed], 'auto', null)).toBeNull();
    expect(reportRow(rows, 2, null)).toBe(failed);
    expect(reportRow(rows, 99, null)).toBeNull();
    expect(reportRow(rows, 'closed', 2)).toBeNull();
  });

  it('says what became of the file just sent', () => {
    expect(resultSentence(row({}))).toBe('fila.csv: importação concluída, 4 linhas importadas.');
    expect(
      resultSentence(
        row({ ims_linhas_adicionadas: 1, ims_linhas_atualizadas: 2, ims_linhas_inalteradas: 1 }),
      ),
    ).toBe(
      'fila.csv: importação concluída, 4 linhas importadas: 1 nova, 2 atualizadas, 1 sem alteração.',
    );
    expect(resultSentence(failed)).toBe(
      'fila.csv: a importação falhou, 7 problemas encontrados. Nada foi importado.',
    );
    expect(resultSentence(row({ ims_situacao: 'PROCESSANDO' }))).toBe('fila.csv: processando…');
  });
});
