import type { ReactNode } from 'react';
import { maskCns } from '../../domain/cns';
import { initialsOnly } from '../../domain/initials';
import { daysInQueue, formatDate, formatDaysInQueue, parseApiDateTime } from '../../domain/dates';
import {
  COLUMN_TITLES,
  EXTRA_COLUMN_TITLES,
  hasQueuePosition,
  isRegulated,
  statusLabel,
  type QueueColumn,
} from '../../domain/queue';
import { requestDescription, splitObservation } from '../../domain/text';
import type { Column } from '../../primitives/ResponsiveTable';
import { PORTAL } from '../shared/messages';
import type { WaitEstimate } from '../wait-estimates/api';
import { rowEstimateText } from '../wait-estimates/waitText';
import { PriorityDetails } from '../wait-estimates/PriorityEstimates';
import { MIN_CASES } from '@portal/contracts/waitEstimates';

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
  /** The priority class of regulation (P1, the most urgent, to P4), when given. */
  fir_prioridade?: string | null;
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
  /**
   * The wait figures of a row's procedure, for 'Tempo estimado': the procedure's estimate, 'loading'
   * while they come, 'unavailable' when their call failed, undefined when the procedure has none.
   */
  estimateFor?: (row: RequestRow) => WaitEstimate | 'loading' | 'unavailable' | undefined;
  /** Adds 'estimativa, não é uma data marcada' under a waiting request's estimate. */
  estimateDisclaimer?: boolean;
  /** Adds the figures of every priority class under it, the request's own class marked. */
  estimateByPriority?: boolean;
  /** The threshold of the figures (min_cases), for the classes' reasons. */
  minCases?: number;
}

const notInformed = PORTAL.notInformed;
const orNotInformed = (value: string | null | undefined) => value?.trim() || notInformed;

function date(value: string | null | undefined): string {
  const parsed = parseApiDateTime(value);
  return parsed ? formatDate(parsed) : notInformed;
}

/** The days from the entry date to today, else the stored count; null when neither is known. */
export function daysInQueueOf(row: RequestRow, now: Date = new Date()): number | null {
  const entry = parseApiDateTime(row.fir_data_entrada_fila);
  if (entry) return daysInQueue(entry, now);
  return typeof row.fir_dias_na_fila === 'number' ? row.fir_dias_na_fila : null;
}

/** 'N dias' from the entry date to today; the stored count or wording when there is no entry date. */
export function daysInQueueText(row: RequestRow, now: Date = new Date()): string {
  const days = daysInQueueOf(row, now);
  return days === null ? orNotInformed(row.tempo_espera) : formatDaysInQueue(days);
}

export const ESTIMATE_DISCLAIMER = 'estimativa, não é uma data marcada';

/** A column that has nothing to say of a request in its status. */
const NOT_APPLICABLE = 'Não se aplica';

/**
 * 'Tempo estimado': for a waiting request, what its procedure's figures of the last 12 months
 * still say given the days it has waited (never a time shorter than its own 'Dias na fila').
 */
function estimateCell(row: RequestRow, context: ColumnContext): ReactNode {
  if (row.fir_status !== 'SOLICITADO') return NOT_APPLICABLE;
  const estimate = context.estimateFor?.(row);
  if (estimate === 'loading') return 'Carregando...';
  if (estimate === 'unavailable') return 'Estimativa indisponível';
  const text = rowEstimateText(estimate, daysInQueueOf(row, context.now), row.fir_prioridade);
  const byPriority = context.estimateByPriority && estimate && estimate.by_priority.length > 0 && (
    <PriorityDetails
      estimate={estimate}
      minCases={context.minCases ?? MIN_CASES}
      own={row.fir_prioridade ?? null}
    />
  );
  if (!context.estimateDisclaimer || estimate?.median_days == null)
    return byPriority ? (
      <>
        {text}
        {byPriority}
      </>
    ) : (
      text
    );
  return (
    <>
      {text}
      <br />
      <small>({ESTIMATE_DISCLAIMER})</small>
      {byPriority}
    </>
  );
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
      // A performed or returned request is out of the queue: no place, whatever the row carries.
      if (!hasQueuePosition(row.fir_status)) return NOT_APPLICABLE;
      return isRegulated(row.fir_ordem_regulada) ? `${row.fir_ordem_regulada}º` : 'Não regulado';
    case 'cns':
      return maskCns(row.fir_cns) || notInformed;
    case 'data_solicitacao':
      return date(row.fir_data_solicitacao);
    case 'iniciais':
      return initialsOnly(row.fir_iniciais_nome) || notInformed;
    case 'data_nascimento':
      return date(row.fir_data_nascimento);
    case 'tempo_estimado_atendimento':
      return estimateCell(row, context);
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
