/**
 * The wait figures in plain Portuguese: one sentence for a procedure, and a short phrase for a
 * waiting request that never contradicts how long that request has already waited.
 */
import type { WaitEstimate } from './api';

/** '1 dia', '12 dias'. */
export const days = (n: number) => (n === 1 ? '1 dia' : `${n.toLocaleString('pt-BR')} dias`);

/** '1 pessoa aguardando', '181 pessoas aguardando'. */
export const waitingText = (n: number) =>
  n === 1 ? '1 pessoa aguardando' : `${n.toLocaleString('pt-BR')} pessoas aguardando`;

/** The figures of a procedure, or why there are none. */
export function estimateSentence(estimate: WaitEstimate, minCases: number): string {
  if (estimate.median_days === null || estimate.p90_days === null)
    return `Ainda não há atendimentos suficientes para estimar a espera: foram ${estimate.cases.toLocaleString('pt-BR')} nos últimos 12 meses, e a estimativa precisa de pelo menos ${minCases}.`;
  return `Metade dos pacientes foi atendida em até ${days(estimate.median_days)}; 9 em cada 10, em até ${days(estimate.p90_days)}.`;
}

/**
 * The 'Tempo estimado' of a waiting request that has already waited `waited` days: what the
 * procedure's figures still say of it. A request past the median hears only of the 90th percentile;
 * one past both is told so, never given a time it has already exceeded.
 */
export function rowEstimateText(estimate: WaitEstimate | undefined, waited: number | null): string {
  if (!estimate) return 'Sem estimativa';
  if (estimate.median_days === null || estimate.p90_days === null)
    return 'Sem estimativa (poucos atendimentos)';
  const spent = waited ?? 0;
  if (spent <= estimate.median_days)
    return `Metade em até ${days(estimate.median_days)}; 9 em 10 em até ${days(estimate.p90_days)}`;
  if (spent <= estimate.p90_days) return `9 em 10 em até ${days(estimate.p90_days)}`;
  return `Já espera mais que 9 em cada 10 atendidos (${days(estimate.p90_days)})`;
}
