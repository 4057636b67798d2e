/** 'CONSULTA EM CARDIOLOGIA' → 'Consulta Em Cardiologia' (every word capitalised, pt-BR casing). */
export function titleCase(value: string | null | undefined): string {
  return (value ?? '')
    .trim()
    .toLocaleLowerCase('pt-BR')
    .replace(
      /(^|[\s(/-])(\p{L})/gu,
      (_, before: string, letter: string) => `${before}${letter.toLocaleUpperCase('pt-BR')}`,
    );
}

/**
 * A request's description line: 'Ex - ' for EXAMES, 'Cons - ' for CONSULTAS, otherwise the queue
 * type and ' - ', then the procedure in title case.
 */
export function requestDescription(
  queueType: string | null | undefined,
  procedure: string | null | undefined,
): string {
  const type = (queueType ?? '').trim();
  const upper = type.toUpperCase();
  const prefix =
    upper === 'EXAMES' ? 'Ex - ' : upper === 'CONSULTAS' ? 'Cons - ' : type ? `${type} - ` : '';
  return `${prefix}${titleCase(procedure)}`;
}

/** The observation split into items at each 'info:' marker (any case); blank items dropped. */
export function splitObservation(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/info:/i)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Card ids are zero-padded to 3 digits: 7 → '007'. Longer ids are kept whole. */
export function padId(id: number | string, size = 3): string {
  return String(id).padStart(size, '0');
}
