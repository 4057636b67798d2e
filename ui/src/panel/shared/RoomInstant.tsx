import styled from 'styled-components';
import { parseApiDateTime } from '../../domain/dates';
import { formatAge, formatInstant } from './format';

/* Comfortable: date and time may wrap apart in a narrow column; compact: one short line. */
const Line = styled.span<{ $compact: boolean }>`
  display: ${({ $compact }) => ($compact ? 'inline' : 'block')};
  white-space: ${({ $compact }) => ($compact ? 'nowrap' : 'normal')};
`;

const Age = styled.span<{ $compact: boolean }>`
  display: ${({ $compact }) => ($compact ? 'inline' : 'block')};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: nowrap;
  &::before {
    content: ${({ $compact }) => ($compact ? "' · '" : 'none')};
  }
`;

const Note = styled.strong`
  display: block;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export interface RoomInstantProps {
  /** An ISO 8601 instant from the realtime database. */
  value: string | null | undefined;
  now: number;
  compact?: boolean;
  /** Words after the age when the instant needs attention ('sem atualização há mais de 1 hora'). */
  note?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The compact view's short form: the time of day when it is today, else day, month and minutes
 * ('10:48:54', '24/11 22:05'); the full DD/MM/YYYY HH:mm:ss stays in its tooltip.
 */
export function shortInstant(date: Date, now: number): string {
  const today = new Date(now);
  const sameDay =
    date.getFullYear() === today.getFullYear() &&
    date.getMonth() === today.getMonth() &&
    date.getDate() === today.getDate();
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return sameDay
    ? `${time}:${pad(date.getSeconds())}`
    : `${pad(date.getDate())}/${pad(date.getMonth() + 1)} ${time}`;
}

/**
 * DD/MM/YYYY HH:mm:ss and how long ago ('há 12 min'); in the compact view the short form on one
 * line with the age. 'Não informado' when missing.
 */
export function RoomInstant({ value, now, compact = false, note }: RoomInstantProps) {
  const date = parseApiDateTime(value);
  if (!date) return <>{formatInstant(null)}</>;
  const full = formatInstant(value);
  return (
    <>
      <Line $compact={compact}>
        <time dateTime={date.toISOString()} title={compact ? full : undefined}>
          {compact ? shortInstant(date, now) : full}
        </time>
      </Line>
      <Age $compact={compact}>{formatAge(date, now)}</Age>
      {note && <Note>{note}</Note>}
    </>
  );
}
