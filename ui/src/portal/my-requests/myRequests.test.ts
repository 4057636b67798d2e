import { describe, expect, it } from 'vitest';
import { ageText } from './ProfileCard';
import { applyFilter, filterQuery, type OwnRequest } from './myRequests';

const rows = [
  { fir_id: 1, fir_data_solicitacao: '2026-01-02', fir_status: 'SOLICITADO' },
  { fir_id: 2, fir_data_solicitacao: '2025-05-06', fir_status: 'EFETIVADO' },
  { fir_id: 3, fir_data_solicitacao: '2026-07-08', fir_status: 'EFETIVADO' },
] as OwnRequest[];

describe('my requests filter', () => {
  it('applies period and status locally too', () => {
    expect(applyFilter(rows, { period: '2026', status: 'todos' }).map((r) => r.fir_id)).toEqual([
      1, 3,
    ]);
    expect(
      applyFilter(rows, { period: 'todos', status: 'EFETIVADO' }).map((r) => r.fir_id),
    ).toEqual([2, 3]);
    expect(applyFilter(rows, { period: '2025', status: 'EFETIVADO' }).map((r) => r.fir_id)).toEqual(
      [2],
    );
  });

  it('sends only real filters', () => {
    expect(filterQuery({ period: 'todos', status: 'todos' })).toEqual({});
    expect(filterQuery({ period: '2024', status: 'DEVOLVIDO' })).toEqual({
      period: 2024,
      status: 'DEVOLVIDO',
    });
  });
});

describe('age on the profile card', () => {
  it('years, months and days; "Não Informado" when unknown', () => {
    expect(ageText('1968-03-14', new Date(2026, 10, 21))).toBe('58 anos, 8 meses e 7 dias');
    expect(ageText(null)).toBe('Não Informado');
    expect(ageText('2030-01-01', new Date(2026, 0, 1))).toBe('Não Informado');
  });
});
