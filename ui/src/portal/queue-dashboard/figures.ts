/** How the dashboard words its figures: counts, days and months (pt-BR). */
import { failureMessage } from '../../api/failureMessage';
import { formatCount } from '../../domain/numbers';

/** A read that failed: what could not be read, then the reason when there is one. */
export const failedRead = (what: string, error: unknown) =>
  `${what} ${failureMessage(error, '')}`.trim();

const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

export { formatCount };

/** 1 → '1 dia', 45 → '45 dias'. */
export const formatDays = (days: number) => (days === 1 ? '1 dia' : `${formatCount(days)} dias`);

const monthParts = (month: string) => {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const index = match ? Number(match[2]) - 1 : -1;
  return match && index >= 0 && index < 12 ? { year: match[1]!, index } : null;
};

/** '2025-03' → 'março de 2025' (lists and tables). */
export function monthName(month: string): string {
  const parts = monthParts(month);
  return parts ? `${MONTH_NAMES[parts.index]} de ${parts.year}` : month;
}

/** '2025-03' → 'mar/25' (a chart's axis). */
export function monthShort(month: string): string {
  const parts = monthParts(month);
  return parts ? `${MONTH_NAMES[parts.index]!.slice(0, 3)}/${parts.year.slice(2)}` : month;
}
