import { formatDateTime, parseApiDateTime } from '../../domain/dates';
import { orNotInformed } from '../../domain/panel';

/**
 * A duration in seconds as mm:ss (the NPS modal's waiting and consultation times). Minutes are not
 * wrapped into hours: 3725 s is '62:05'. Missing or negative values are 'Não informado'.
 */
export function formatMinutesSeconds(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) {
    return orNotInformed(null);
  }
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** A realtime instant (ISO 8601) as DD/MM/YYYY HH:mm:ss, or 'Não informado'. */
export function formatInstant(value: string | null | undefined): string {
  const date = parseApiDateTime(value);
  return date ? formatDateTime(date) : orNotInformed(null);
}

/** Agora's network quality, the rooms' transmission level. */
const LEVELS: Record<number, string> = {
  0: 'Desconhecido',
  1: 'Excelente',
  2: 'Bom',
  3: 'Regular',
  4: 'Ruim',
  5: 'Muito ruim',
  6: 'Sem conexão',
};

/** '2 - Bom'; a missing level is 'Não informado'. */
export function formatTransmissionLevel(level: number | null | undefined): string {
  if (level === null || level === undefined) return orNotInformed(null);
  const label = LEVELS[level];
  return label ? `${level} - ${label}` : String(level);
}

/** A number as pt-BR text with up to two decimals (the NPS averages). */
export function formatDecimal(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return orNotInformed(null);
  return value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
}
