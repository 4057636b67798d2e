import { describe, expect, it } from 'vitest';
import {
  clearDashboardFilter,
  hasDashboardFilter,
  readDashboardFilter,
  sameDashboardFilter,
  writeDashboardFilter,
} from './dashboardParams';

const params = (query: string) => new URLSearchParams(query);

describe('the dashboard filter in the address', () => {
  it.each([
    ['', { service: null, unit: null }],
    ['servico=CONSULTAS', { service: 'CONSULTAS', unit: null }],
    ['unidade=UBS+Chatuba', { service: null, unit: 'UBS Chatuba' }],
    ['servico=%20&unidade=', { service: null, unit: null }],
    [
      'servico=EXAMES&unidade=ESF%20Coreia&municipio=3302858',
      { service: 'EXAMES', unit: 'ESF Coreia' },
    ],
  ])('reads %j', (query, filter) => {
    expect(readDashboardFilter(params(query))).toEqual(filter);
  });

  it('writes a change and keeps the other parameters (municipio)', () => {
    const next = writeDashboardFilter(params('municipio=3302858'), { service: 'CONSULTAS' });
    expect(next.toString()).toBe('municipio=3302858&servico=CONSULTAS');
    const both = writeDashboardFilter(next, { unit: 'UBS Chatuba' });
    expect(both.toString()).toBe('municipio=3302858&servico=CONSULTAS&unidade=UBS+Chatuba');
    expect(writeDashboardFilter(both, { service: null }).toString()).toBe(
      'municipio=3302858&unidade=UBS+Chatuba',
    );
  });

  it('Limpar removes both filters and nothing else', () => {
    const cleared = clearDashboardFilter(params('servico=EXAMES&municipio=3303203&unidade=X'));
    expect(cleared.toString()).toBe('municipio=3303203');
    expect(hasDashboardFilter(readDashboardFilter(cleared))).toBe(false);
    expect(hasDashboardFilter({ service: null, unit: 'X' })).toBe(true);
  });

  it('tells the same filter from another', () => {
    expect(sameDashboardFilter({ service: 'A', unit: null }, { service: 'A', unit: null })).toBe(
      true,
    );
    expect(sameDashboardFilter({ service: 'A', unit: null }, { service: 'A', unit: 'U' })).toBe(
      false,
    );
    expect(sameDashboardFilter({ service: null, unit: null }, { service: 'A', unit: null })).toBe(
      false,
    );
  });
});
