import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, filterReducer, type FilterState } from './filterState';

const chosen: FilterState = {
  service: 'EXAMES',
  procedure: 'RAIO X',
  status: 'AGENDADO',
  flagged: [],
};

describe('the filter state machine', () => {
  it('a new service clears procedure and status', () => {
    expect(filterReducer(chosen, { type: 'service', value: 'CONSULTAS' })).toEqual({
      service: 'CONSULTAS',
      procedure: null,
      status: null,
      flagged: [],
    });
  });

  it('choosing the same service again keeps everything', () => {
    expect(filterReducer(chosen, { type: 'service', value: 'EXAMES' })).toBe(chosen);
  });

  it('clearing the service empties the procedure', () => {
    expect(filterReducer(chosen, { type: 'service', value: null }).procedure).toBeNull();
  });

  it('no procedure without a service', () => {
    expect(
      filterReducer(EMPTY_FILTER, { type: 'procedure', value: 'RAIO X' }).procedure,
    ).toBeNull();
  });

  it('flags the empty fields and unflags each as it is filled', () => {
    const flagged = filterReducer({ ...EMPTY_FILTER, service: 'EXAMES' }, { type: 'flag' });
    expect(flagged.flagged).toEqual(['procedure', 'status']);
    expect(filterReducer(flagged, { type: 'status', value: 'AGENDADO' }).flagged).toEqual([
      'procedure',
    ]);
  });

  it('Limpar empties everything; load takes the address', () => {
    expect(filterReducer(chosen, { type: 'clear' })).toEqual(EMPTY_FILTER);
    expect(
      filterReducer(EMPTY_FILTER, {
        type: 'load',
        values: { service: 'A', procedure: 'B', status: 'C' },
      }),
    ).toEqual({ service: 'A', procedure: 'B', status: 'C', flagged: [] });
  });
});
