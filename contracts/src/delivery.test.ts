import { describe, expect, it } from 'vitest';
import { countDelivery } from './delivery';

describe('countDelivery', () => {
  it.each([
    [[], { total: 0, enviado: 0, entregue: 0, exibido: 0, aberto: 0, lido: 0 }],
    [[1], { total: 1, enviado: 1, entregue: 0, exibido: 0, aberto: 0, lido: 0 }],
    [[6], { total: 1, enviado: 1, entregue: 1, exibido: 1, aberto: 1, lido: 1 }],
    // The contract's example: interactions [1, 2, 5].
    [[1, 2, 5], { total: 3, enviado: 3, entregue: 2, exibido: 1, aberto: 1, lido: 0 }],
    [[4, 4, 2], { total: 3, enviado: 3, entregue: 3, exibido: 2, aberto: 0, lido: 0 }],
    // agendado, cancelado, removido and unknown: counted in total only.
    [[3, 7, 8, null, 5], { total: 5, enviado: 1, entregue: 1, exibido: 1, aberto: 1, lido: 0 }],
  ])('%j → %j', (statuses, expected) => {
    expect(countDelivery(statuses)).toEqual(expected);
  });

  it('never grows down the funnel', () => {
    const d = countDelivery([1, 2, 3, 4, 5, 6, 7, 8, 6, 5, 2, 1]);
    const stages = [d.total, d.enviado, d.entregue, d.exibido, d.aberto, d.lido];
    expect(stages).toEqual([...stages].sort((a, b) => b - a));
  });
});
