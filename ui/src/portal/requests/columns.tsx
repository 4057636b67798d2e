import type { ReactNode } from 'react';
import { maskCns } from '../../domain/cns';
import { daysInQueue, formatDate, formatDaysInQueue, parseApiDateTime } from '../../domain/dates';
import {
  COLUMN_TITLES,
  EXTRA_COLUMN_TITLES,
  isRegulated,
  statusLabel,
  type QueueColumn,
} from '../../domain/queue';
import { requestDescription, splitObservation } from '../../domain/text';
import { PORTAL } from '../../messages/portal';
import type { Column } from '../../primitives/ResponsiveTable';
import { estimatedWait } from './estimate';

/** The fields of a queue row the screens show (public rows and the patient's own alike). */
export interface RequestRow {
  fir_id: number;
  fir_tipos_filas: string;
  fir_ordem_regulada: number;
  fir_iniciais_nome: string;
  fir_data_nascimento?: string | null;
  fir_data_solicitacao: string;
  fir_data_entrada_fila?: string | null;
  fir_data_agendamento?: string | null;
  fir_data_execucao?: string | null;
  fir_data_atendimento?: string | null;
  fir_dias_na_fila?: number | null;
  fir_cns?: string | null;
  fir_procedimentos: string;
  fir_nome_unidade_saude_solicitante?: string | null;
  fir_nome_unidade_saude_reguladora?: string | null;
  fir_nome_unidade_saude_executante?: string | null;
  fir_observacao?: string | null;
  fir_status: string;
  tempo_espera?: string | null;
}

export type RequestColumnKey = QueueColumn | 'procedimento' | 'info' | 'situacao';

export interface ColumnContext {
  /** Today, for the days in queue. */
  now?: Date;
  /** The city's estimated service time per request, in minutes (coc_tempo_antedimento). */
  minutesPerRequest?: number | null;
}

const notInformed = PORTAL.notInformed;
const orNotInformed = (value: string | null | undefined) => value?.trim() || notInformed;

function date(value: string | null | undefined): string {
  const parsed = parseApiDateTime(value);
  return parsed ? formatDate(parsed) : notInformed;
}

/** 'N dias' from the entry date to today; the stored count or wording when there is no entry date. */
export function daysInQueueText(row: RequestRow, now: Date = new Date()): string {
  const entry = parseApiDateTime(row.fir_data_entrada_fila);
  if (entry) return formatDaysInQueue(daysInQueue(entry, now));
  if (typeof row.fir_dias_na_fila === 'number') return formatDaysInQueue(row.fir_dias_na_fila);
  return orNotInformed(row.tempo_espera);
}

/** The observation, split into items at each 'info:' marker. */
export function Observation({ text }: { text: string | null | undefined }) {
  const items = splitObservation(text);
  if (items.length === 0) return <>{notInformed}</>;
  if (items.length === 1) return <>{items[0]}</>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1.1em' }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

const TITLES: Record<RequestColumnKey, string> = {
  ...COLUMN_TITLES,
  ...EXTRA_COLUMN_TITLES,
  situacao: 'Situação',
};

function cell(key: RequestColumnKey, row: RequestRow, context: ColumnContext): ReactNode {
  switch (key) {
    case 'procedimento':
      return requestDescription(row.fir_tipos_filas, row.fir_procedimentos);
    case 'posicao':
      return isRegulated(row.fir_ordem_regulada) ? `${row.fir_ordem_regulada}º` : 'Não regulado';
    case 'cns':
      return maskCns(row.fir_cns) || notInformed;
    case 'data_solicitacao':
      return date(row.fir_data_solicitacao);
    case 'iniciais':
      return orNotInformed(row.fir_iniciais_nome);
    case 'data_nascimento':
      return date(row.fir_data_nascimento);
    case 'tempo_estimado_atendimento':
      return estimatedWait(row.fir_ordem_regulada, context.minutesPerRequest) ?? notInformed;
    case 'data_agendamento':
      return date(row.fir_data_agendamento);
    case 'data_execucao':
      return date(row.fir_data_execucao ?? row.fir_data_atendimento);
    case 'unidade_solicitante':
      return orNotInformed(row.fir_nome_unidade_saude_solicitante);
    case 'unidade_reguladora':
      return orNotInformed(row.fir_nome_unidade_saude_reguladora);
    case 'unidade_executante':
      return orNotInformed(row.fir_nome_unidade_saude_executante);
    case 'tempo_espera':
      return daysInQueueText(row, context.now);
    case 'situacao':
      return statusLabel(row.fir_status);
    case 'info':
      return <Observation text={row.fir_observacao} />;
  }
}

/** Table columns (and card terms) for these keys, in order. */
export function requestColumns<Row extends RequestRow>(
  keys: readonly RequestColumnKey[],
  context: ColumnContext = {},
): Column<Row>[] {
  return keys.map((key) => ({
    key,
    header: TITLES[key],
    render: (row: Row) => cell(key, row, context),
    // On a card the procedure is its title.
    hideOnCard: key === 'procedimento',
  }));
}

/** A card's title: the description line ('Cons - Consulta Em Cardiologia'). */
export const requestTitle = (row: RequestRow) =>
  requestDescription(row.fir_tipos_filas, row.fir_procedimentos);
