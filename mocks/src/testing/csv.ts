/** Queue-import CSVs of any size in the template's format, for tests (valid rows, or one bad row). */
import {
  QUEUE_IMPORT_COLUMNS,
  QUEUE_IMPORT_FORMAT,
  type QueueImportColumn,
} from '@portal/contracts/csv';
import { generateCns, generateCpf } from '../core/documents';
import { createRandom } from '../seed/random';
import { QUEUE_STATUSES as STATUSES } from '@portal/contracts/queue';

export { QUEUE_STATUSES as STATUSES } from '@portal/contracts/queue';

export interface CsvOptions {
  rows: number;
  client?: string;
  service?: string;
  procedure?: string;
  /** 1-based data row to break (its CNS gets 14 digits); its file line is this + 1. */
  badRow?: number;
  /** fir_fila_id of the first row (default 1); the next rows count up from it. */
  firstId?: number;
  /** Every row's request and queue-entry date, DD/MM/YYYY (default 02/09/2026 and 03/09/2026). */
  requested?: string;
}

export function queueCsv(options: CsvOptions): string {
  const random = createRandom(`csv:${options.rows}:${options.procedure ?? ''}`);
  const lines = [QUEUE_IMPORT_COLUMNS.join(QUEUE_IMPORT_FORMAT.separator)];
  for (let i = 1; i <= options.rows; i++) {
    const status = STATUSES[i % STATUSES.length]!;
    const reached =
      status === 'AGENDADO' || status === 'EFETIVADO' || status === 'PARCIALMENTE_ATENDIDO';
    const done = status === 'EFETIVADO' || status === 'PARCIALMENTE_ATENDIDO';
    const cns = generateCns(random);
    const row: Partial<Record<QueueImportColumn, string>> = {
      fir_fila_id: String((options.firstId ?? 1) + i - 1),
      fir_tipos_filas: options.service ?? 'EXAMES',
      fir_codigo_cliente: options.client ?? '3302858',
      fir_ordem_regulada: String(Math.ceil(i / STATUSES.length)),
      fir_iniciais_nome: 'A. B. C.',
      fir_cpf: generateCpf(random),
      fir_cns: i === options.badRow ? cns.slice(1) : cns,
      fir_data_nascimento: '14/03/1980',
      fir_data_solicitacao: options.requested ?? '02/09/2026',
      fir_data_entrada_fila: options.requested ?? '03/09/2026',
      fir_data_agendamento: reached ? '10/10/2026' : '',
      fir_data_execucao: done ? '10/10/2026' : '',
      fir_procedimentos: options.procedure ?? 'TOMOGRAFIA DE TESTE',
      fir_prioridade: 'P3',
      fir_nome_unidade_saude_solicitante: 'UBS Chatuba',
      fir_nome_unidade_saude_reguladora: 'Central de Regulação de Mesquita',
      fir_nome_unidade_saude_executante: reached ? 'Policlínica Mesquita' : '',
      fir_observacao: 'info: trazer exames anteriores info: jejum de 8 horas',
      fir_status: status,
      tempo_espera: '',
    };
    lines.push(QUEUE_IMPORT_COLUMNS.map((c) => row[c] ?? '').join(QUEUE_IMPORT_FORMAT.separator));
  }
  return `\uFEFF${lines.join(QUEUE_IMPORT_FORMAT.lineEnding)}${QUEUE_IMPORT_FORMAT.lineEnding}`;
}
