import { isRegulated } from '../../domain/queue';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The 'Tempo estimado' of a waiting (SOLICITADO) request: its position times the municipality's
 * estimated service time per request (coc_tempo_antedimento, in minutes), rounded up to the
 * largest whole unit. Null when the request is not regulated (position 0) or the city gives no time.
 */
export function estimatedWait(
  position: number | null | undefined,
  minutesPerRequest: number | null | undefined,
): string | null {
  if (!isRegulated(position) || !minutesPerRequest || minutesPerRequest <= 0) return null;
  const minutes = position! * minutesPerRequest;
  if (minutes >= 24 * 60) return `≈ ${plural(Math.ceil(minutes / (24 * 60)), 'dia', 'dias')}`;
  if (minutes >= 60) return `≈ ${plural(Math.ceil(minutes / 60), 'hora', 'horas')}`;
  return `≈ ${plural(minutes, 'minuto', 'minutos')}`;
}
