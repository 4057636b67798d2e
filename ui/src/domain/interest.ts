/**
 * 'Você ainda precisa?': the words of the answers and reasons, the same for the patient who answers
 * and for the staff who read and export the answers (contract: InterestAnswerValue and InterestAnswer.reason).
 */
export type InterestAnswer = 'SIM' | 'NAO';

export const INTEREST_ANSWER_LABEL: Record<InterestAnswer, string> = {
  SIM: 'Sim, ainda preciso',
  NAO: 'Não preciso mais',
};

export const INTEREST_REASONS = [
  'ATENDIDO_OUTRO_SERVICO',
  'SEM_PROBLEMA',
  'MUDOU_MUNICIPIO',
  'OUTRO',
] as const;
export type InterestReason = (typeof INTEREST_REASONS)[number];

export const INTEREST_REASON_LABEL: Record<InterestReason, string> = {
  ATENDIDO_OUTRO_SERVICO: 'Já fui atendido em outro serviço',
  SEM_PROBLEMA: 'Não tenho mais o problema',
  MUDOU_MUNICIPIO: 'Mudei de município',
  OUTRO: 'Outro motivo',
};

/** 'Interesse confirmado em 29/11/2026': what the staff read beside a 'Sim' (ISO date-time in). */
export function interestConfirmedText(answeredAt: string): string {
  const [year, month, day] = answeredAt.slice(0, 10).split('-');
  return `Interesse confirmado em ${day}/${month}/${year}`;
}

/** The answer in one line: 'Sim, ainda preciso', or 'Não preciso mais: Mudei de município'. */
export function interestAnswerText(
  answer: InterestAnswer | null,
  reason: InterestReason | null,
  reasonText: string | null,
): string {
  if (answer === null) return 'Sem resposta';
  if (answer === 'SIM') return INTEREST_ANSWER_LABEL.SIM;
  const why =
    reason === 'OUTRO' && reasonText ? reasonText : reason ? INTEREST_REASON_LABEL[reason] : null;
  return why ? `${INTEREST_ANSWER_LABEL.NAO}: ${why}` : INTEREST_ANSWER_LABEL.NAO;
}
