/**
 * The downloadable example of the queue import (`GET /clients/download-queue-example`), built from
 * the column list so the header can never disagree with the row schema. `fila-exemplo.csv` beside
 * this file is the same bytes (a test keeps them equal).
 */
import { QUEUE_IMPORT_COLUMNS, QUEUE_IMPORT_FORMAT, type QueueImportColumn } from './queueImport';

export const QUEUE_IMPORT_TEMPLATE_FILENAME = 'fila-exemplo.csv';

/**
 * Example rows: one per status, with the dates and codes a municipal export would have, and the
 * procedure and unit names of the demo municipality (3302858), so importing the example into the
 * sandbox adds no name its filter lists do not know. Observations are administrative, as the
 * public 'Info' column shows them: no clinical detail.
 */
const EXAMPLE_ROWS: Array<Partial<Record<QueueImportColumn, string>>> = [
  {
    fir_fila_id: '77',
    fir_tipos_filas: 'CONSULTAS',
    fir_codigo_cliente: '3302858',
    fir_ordem_regulada: '12',
    fir_iniciais_nome: 'M. S. O.',
    fir_cpf: '529.982.247-25',
    fir_cns: '700001234563759',
    fir_data_nascimento: '14/03/1980',
    fir_data_solicitacao: '02/09/2026',
    fir_data_entrada_fila: '02/09/2026',
    fir_procedimentos: 'CONSULTA EM CARDIOLOGIA',
    fir_prioridade: 'P2',
    fir_nome_unidade_saude_solicitante: 'UBS Chatuba',
    fir_nome_unidade_saude_reguladora: 'Central de Regulação de Mesquita',
    fir_observacao: 'info: trazer exames anteriores info: jejum não necessário',
    fir_status: 'SOLICITADO',
    tempo_espera: '79 dias',
  },
  {
    fir_fila_id: '78',
    fir_tipos_filas: 'EXAMES',
    fir_codigo_cliente: '3302858',
    fir_ordem_regulada: '0',
    fir_iniciais_nome: 'J. P. S.',
    fir_cpf: '390.533.447-05',
    fir_cns: '898001160663752',
    fir_data_nascimento: '21/07/1975',
    fir_data_solicitacao: '10/06/2026',
    fir_data_entrada_fila: '11/06/2026',
    fir_data_agendamento: '22/07/2026',
    fir_procedimentos: 'ULTRASSONOGRAFIA DE ABDOMEN TOTAL',
    fir_prioridade: 'P3',
    fir_nome_unidade_saude_solicitante: 'UBS Jacutinga',
    fir_nome_unidade_saude_reguladora: 'Central de Regulação de Mesquita',
    fir_nome_unidade_saude_executante: 'Clínica de Imagem Baixada',
    fir_status: 'AGENDADO',
    tempo_espera: '41 dias',
  },
  {
    fir_fila_id: '79',
    fir_tipos_filas: 'EXAMES',
    fir_codigo_cliente: '3302858',
    fir_ordem_regulada: '0',
    fir_iniciais_nome: 'A. C. L.',
    fir_cns: '702109345673822',
    fir_data_nascimento: '02/12/1962',
    fir_data_solicitacao: '03/03/2026',
    fir_data_entrada_fila: '03/03/2026',
    fir_data_agendamento: '15/04/2026',
    fir_data_execucao: '15/04/2026',
    fir_procedimentos: 'TOMOGRAFIA COMPUTADORIZADA DE CRANIO',
    fir_prioridade: 'P1',
    fir_nome_unidade_saude_solicitante: 'UBS Santo Elias',
    fir_nome_unidade_saude_reguladora: 'Central de Regulação de Mesquita',
    fir_nome_unidade_saude_executante: 'Hospital Municipal de Mesquita',
    fir_observacao: 'Info: apresentar a guia de autorização; levar documento com foto',
    fir_status: 'EFETIVADO',
    tempo_espera: '43 dias',
  },
  {
    fir_fila_id: '80',
    fir_tipos_filas: 'CONSULTAS',
    fir_codigo_cliente: '3302858',
    fir_ordem_regulada: '0',
    fir_iniciais_nome: 'R. F.',
    fir_data_nascimento: '30/01/2001',
    fir_data_solicitacao: '18/08/2026',
    fir_procedimentos: 'CONSULTA EM ORTOPEDIA E TRAUMATOLOGIA',
    fir_nome_unidade_saude_solicitante: 'UBS Chatuba',
    fir_observacao: 'info: encaminhamento sem CID',
    fir_status: 'DEVOLVIDO',
  },
];

/** Quotes a cell when it holds the separator, a quote or a line break (RFC 4180 style). */
function quote(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function line(cells: readonly string[]): string {
  return cells.map(quote).join(QUEUE_IMPORT_FORMAT.separator);
}

/** The template file's text, BOM included. */
export const QUEUE_IMPORT_TEMPLATE =
  '\uFEFF' +
  [
    line(QUEUE_IMPORT_COLUMNS),
    ...EXAMPLE_ROWS.map((row) => line(QUEUE_IMPORT_COLUMNS.map((c) => row[c] ?? ''))),
  ]
    .map((l) => l + QUEUE_IMPORT_FORMAT.lineEnding)
    .join('');
