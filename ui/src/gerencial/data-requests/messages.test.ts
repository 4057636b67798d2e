import { describe, expect, it } from 'vitest';
import { DATA_REQUESTS, deadlineText } from './messages';

describe('the deadline in words', () => {
  it.each([
    [15, '15 dias restantes'],
    [1, '1 dia restante'],
    [0, 'Vence hoje'],
    [-1, 'Prazo vencido há 1 dia'],
    [-3, 'Prazo vencido há 3 dias'],
  ])('%i days left: %s', (days, text) => expect(deadlineText(days)).toBe(text));

  it('counts the open requests', () => {
    expect(DATA_REQUESTS.openCount(0)).toBe('Nenhuma solicitação em aberto.');
    expect(DATA_REQUESTS.openCount(1)).toBe('1 solicitação em aberto.');
    expect(DATA_REQUESTS.openCount(3)).toBe('3 solicitações em aberto.');
  });
});
