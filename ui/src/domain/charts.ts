/** The month selector's choices (the client home's chart defaults to 'Janeiro'). */
export const MONTHS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

export type Month = (typeof MONTHS)[number];

/** The connection charts show a window of the last 20 points. */
export const CHART_WINDOW = 20;

export interface ChartPoint {
  x: number;
  y: number;
}

/** A series' points (numbered from 1) that fall inside an x domain, e.g. another series' window. */
export function pointsIn(values: readonly number[], [from, to]: readonly [number, number]) {
  return values.flatMap((y, i): ChartPoint[] =>
    i + 1 >= from && i + 1 <= to ? [{ x: i + 1, y }] : [],
  );
}

/** The x-axis domain of a window: always `size` points wide, even before it fills. */
export function windowDomain(values: readonly number[], size = CHART_WINDOW): [number, number] {
  const start = Math.max(0, values.length - size);
  return [start + 1, start + size];
}

/**
 * The created-room rows keep their series as JSON text ('[12, 30, 18]'). Anything that is not a
 * list of numbers reads as an empty series instead of breaking the chart.
 */
export function parseNumberSeries(text: string | null | undefined): number[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((value) => value !== null && value !== '' && typeof value !== 'boolean')
      .map(Number)
      .filter((value) => Number.isFinite(value));
  } catch {
    return [];
  }
}

/** Percent changes are red when negative, else green. */
export function changeTone(change: number): 'negative' | 'positive' {
  return change < 0 ? 'negative' : 'positive';
}

/** Splits a long name into lines of at most `max` characters (at spaces where it can). */
export function wrapLabel(text: string, max = 30): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!line) line = word;
    else if (`${line} ${word}`.length <= max) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [text];
}
