/**
 * The wait figures in plain Portuguese: one sentence for a procedure, a line for each priority
 * class, and a short phrase for a waiting request that never contradicts how long that request has
 * already waited. A count from 1 to 4 is withheld by the backend (null) and written '< 5'.
 */
import { countText } from '@portal/contracts/smallGroups';
import { priorityLabel } from '@portal/contracts/waitEstimates';
import type { PriorityEstimate, WaitEstimate } from './api';

/** '1 dia', '12 dias'. */
export const days = (n: number) => (n === 1 ? '1 dia' : `${n.toLocaleString('pt-BR')} dias`);

/** '1 pessoa aguardando', '181 pessoas aguardando', '< 5 pessoas aguardando'. */
export const waitingText = (n: number | null) =>
  n === 1 ? '1 pessoa aguardando' : `${countText(n)} pessoas aguardando`;

/** '68 atendimentos', '1 atendimento', '< 5 atendimentos'. */
export const casesText = (n: number | null) =>
  n === 1 ? '1 atendimento' : `${countText(n)} atendimentos`;

/** The figures of a procedure, or why there are none. */
export function estimateSentence(estimate: WaitEstimate, minCases: number): string {
  if (estimate.median_days === null || estimate.p90_days === null)
    return `Ainda não há atendimentos suficientes para estimar a espera: foram ${countText(estimate.cases)} nos últimos 12 meses, e a estimativa precisa de pelo menos ${minCases}.`;
  return `Metade dos pacientes foi atendida em até ${days(estimate.median_days)}; 9 em cada 10, em até ${days(estimate.p90_days)}.`;
}

/** What a class's figures say, after its name: 'metade em até 73 dias; 9 em cada 10, em até 138 dias'. */
export function priorityFiguresText(figures: PriorityEstimate, minCases: number): string {
  if (figures.median_days === null || figures.p90_days === null)
    return `poucos casos atendidos nos últimos 12 meses para estimar (menos de ${minCases}).`;
  return `metade em até ${days(figures.median_days)}; 9 em cada 10, em até ${days(figures.p90_days)}.`;
}

/** One class in a sentence: 'Urgência: poucos casos atendidos nos últimos 12 meses para estimar (menos de 20).' */
export const priorityLine = (figures: PriorityEstimate, minCases: number) =>
  `${priorityLabel(figures.priority)}: ${priorityFiguresText(figures, minCases)}`;

/** The classes of an estimate that have figures. */
export const classesWithFigures = (estimate: Pick<WaitEstimate, 'by_priority'>) =>
  estimate.by_priority.filter((c) => c.median_days !== null && c.p90_days !== null);

/** No class has figures: one sentence naming them, instead of the same reason on every line. */
export function noClassText(estimate: Pick<WaitEstimate, 'by_priority'>, minCases: number) {
  const names = estimate.by_priority.map((c) => priorityLabel(c.priority));
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1)}` : (names[0] ?? '');
  return names.length === 1
    ? `Sem estimativa por prioridade: a classe ${list} teve menos de ${minCases} atendimentos nos últimos 12 meses.`
    : `Sem estimativa por prioridade: nenhuma das classes (${list}) teve ${minCases} atendimentos nos últimos 12 meses.`;
}

/** The figures of a request's own class, when it has some. */
export function ownClass(
  estimate: Pick<WaitEstimate, 'by_priority'>,
  priority: string | null | undefined,
): PriorityEstimate | undefined {
  const code = priority?.trim() || null;
  return estimate.by_priority.find((c) => c.priority === code);
}

/**
 * The 'Tempo estimado' of a waiting request that has already waited `waited` days: what the
 * figures still say of it, those of its priority class when the class has them ('Urgência: …'),
 * else the procedure's. A request past the median hears only of the 90th percentile; one past both
 * is told so, never given a time it has already exceeded.
 */
export function rowEstimateText(
  estimate: WaitEstimate | undefined,
  waited: number | null,
  priority?: string | null,
): string {
  if (!estimate) return 'Sem estimativa';
  const own = ownClass(estimate, priority);
  const figures = own && own.median_days !== null ? own : estimate;
  if (figures.median_days === null || figures.p90_days === null)
    return 'Sem estimativa (poucos atendimentos)';
  // The class's figures say so first; the procedure's, when the class has none, say so after.
  const prefix = figures === own ? `${priorityLabel(own.priority)}: ` : '';
  const suffix = own && figures !== own ? ' (todas as prioridades)' : '';
  const spent = waited ?? 0;
  let text;
  if (spent <= figures.median_days)
    text = `Metade em até ${days(figures.median_days)}; 9 em 10 em até ${days(figures.p90_days)}`;
  else if (spent <= figures.p90_days) text = `9 em 10 em até ${days(figures.p90_days)}`;
  else text = `Já espera mais que 9 em cada 10 atendidos (${days(figures.p90_days)})`;
  return `${prefix}${text}${suffix}`;
}
