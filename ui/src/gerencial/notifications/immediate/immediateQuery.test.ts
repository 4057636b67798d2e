import { describe, expect, it } from 'vitest';
import { defaultFilterValues, toImmediateQuery } from './immediateQuery';

describe('immediate filter → query', () => {
  it('opens on 25 days back to today, every text blank, no interaction', () => {
    expect(defaultFilterValues(new Date(2026, 10, 25, 15, 30))).toEqual({
      title: '',
      cpf: '',
      name: '',
      startDate: '31/10/2026',
      endDate: '25/11/2026',
      interactions: [],
    });
  });

  it.each([
    [
      'defaults',
      {
        title: '',
        cpf: '',
        name: '',
        startDate: '31/10/2026',
        endDate: '25/11/2026',
        interactions: [],
      },
      { interactions: [], startDate: '2026-10-31', endDate: '2026-11-25' },
    ],
    [
      'texts trimmed, CPF digits, interactions in order',
      {
        title: '  Consulta ',
        cpf: '529.982.247-25',
        name: ' Maria ',
        startDate: '01/02/2024',
        endDate: '29/02/2024',
        interactions: [6, 2],
      },
      {
        title: 'Consulta',
        cpf: '52998224725',
        name: 'Maria',
        interactions: [2, 6],
        startDate: '2024-02-01',
        endDate: '2024-02-29',
      },
    ],
  ])('%s', (_, values, query) => {
    expect(toImmediateQuery(values)).toEqual(query);
  });
});
