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

/** The provider's `DD/MM/YYYY HH:mm:ss` (local time) as a date, or null. */
export function parseFormattedInstant(value: string | null | undefined): Date | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(value ?? '');
  if (!m) return null;
  const [d, mo, y, h, mi, s] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(y, mo - 1, d, h, mi, s);
  return date.getDate() === d && date.getMonth() === mo - 1 ? date : null;
}

/** A realtime instant (ISO 8601) as DD/MM/YYYY HH:mm:ss, or 'Não informado'. */
export function formatInstant(value: string | null | undefined): string {
  const date = parseApiDateTime(value);
  return date ? formatDateTime(date) : orNotInformed(null);
}

/** Agora's network quality, the rooms' transmission level: its name and how good it is. */
const LEVELS: Record<number, { label: string; tone: LevelTone }> = {
  0: { label: 'Desconhecido', tone: 'neutral' },
  1: { label: 'Excelente', tone: 'good' },
  2: { label: 'Bom', tone: 'good' },
  3: { label: 'Regular', tone: 'fair' },
  4: { label: 'Ruim', tone: 'bad' },
  5: { label: 'Muito ruim', tone: 'bad' },
  6: { label: 'Sem conexão', tone: 'bad' },
};

export type LevelTone = 'good' | 'fair' | 'bad' | 'neutral';

export interface LevelInfo {
  /** What the operator reads: 'Excelente', 'Ruim', the number as it is when it is not a known level. */
  text: string;
  tone: LevelTone;
  /** The level's number, for the accessible name and the tooltip; null when missing. */
  level: number | null;
}

/**
 * A transmission level for the table: a known level by its name and tone, an unusual number (7,
 * 2.5, -1) as it is with a neutral tone, and a missing one as 'Não informado'.
 */
export function transmissionLevel(level: number | null | undefined): LevelInfo {
  if (level === null || level === undefined || !Number.isFinite(level)) {
    return { text: orNotInformed(null), tone: 'neutral', level: null };
  }
  const known = LEVELS[level];
  return known
    ? { text: known.label, tone: known.tone, level }
    : { text: level.toLocaleString('pt-BR'), tone: 'neutral', level };
}

/** '2 - Bom'; an unusual number as it is; a missing level is 'Não informado'. */
export function formatTransmissionLevel(level: number | null | undefined): string {
  const info = transmissionLevel(level);
  return info.level !== null && LEVELS[info.level] ? `${info.level} - ${info.text}` : info.text;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago an instant was, short: 'agora', 'há 40 s', 'há 12 min', 'há 2 h 5 min', 'há 3 dias'.
 * An instant in the future (a clock ahead of ours) reads 'agora'.
 */
export function formatAge(at: Date | number, now: number): string {
  const elapsed = now - (typeof at === 'number' ? at : at.getTime());
  if (!Number.isFinite(elapsed) || elapsed < 5_000) return 'agora';
  if (elapsed < MINUTE) return `há ${Math.floor(elapsed / 1000)} s`;
  if (elapsed < HOUR) return `há ${Math.floor(elapsed / MINUTE)} min`;
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    const minutes = Math.floor((elapsed % HOUR) / MINUTE);
    return minutes ? `há ${hours} h ${minutes} min` : `há ${hours} h`;
  }
  const days = Math.floor(elapsed / DAY);
  return days === 1 ? 'há 1 dia' : `há ${days} dias`;
}

/** A number as pt-BR text with up to two decimals (the NPS averages). */
export function formatDecimal(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return orNotInformed(null);
  return value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
}
