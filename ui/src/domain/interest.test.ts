import { describe, expect, it } from 'vitest';
import { interestAnswerText, interestConfirmedText } from './interest';

describe("'Você ainda precisa?' words", () => {
  it('says the answer in one line, with the reason or the patient text for "Outro"', () => {
    expect(interestAnswerText(null, null, null)).toBe('Sem resposta');
    expect(interestAnswerText('SIM', null, null)).toBe('Sim, ainda preciso');
    expect(interestAnswerText('NAO', 'MUDOU_MUNICIPIO', null)).toBe(
      'Não preciso mais: Mudei de município',
    );
    expect(interestAnswerText('NAO', 'OUTRO', 'Fiz particular')).toBe(
      'Não preciso mais: Fiz particular',
    );
  });

  it("gives the staff the day of a 'Sim' in the São Paulo date of the answer", () => {
    expect(interestConfirmedText('2026-11-29T23:40:00-03:00')).toBe(
      'Interesse confirmado em 29/11/2026',
    );
  });
});
