import { describe, expect, it } from 'vitest';
import {
  currentMonthLabel,
  formatCount,
  monthCharts,
  monthLabel,
  weekChangeView,
} from './dashboardView';

const RISE = 'Aumento na semana';
const FALL = 'Queda na semana';

describe('weekChangeView', () => {
  it.each([
    [12.5, { label: RISE, tone: 'positive', direction: 'up', text: '+12,5%', word: 'alta' }],
    [-5.3, { label: FALL, tone: 'negative', direction: 'down', text: '-5,3%', word: 'queda' }],
    [-100, { label: FALL, tone: 'negative', direction: 'down', text: '-100%', word: 'queda' }],
    [23, { label: RISE, tone: 'positive', direction: 'up', text: '+23%', word: 'alta' }],
    [1250.5, { label: RISE, tone: 'positive', direction: 'up', text: '+1.250,5%', word: 'alta' }],
    [0, { label: RISE, tone: 'positive', direction: null, text: '0%', word: 'estável' }],
    [null, { label: RISE, tone: 'none', direction: null, text: 'sem comparação', word: '' }],
  ] as const)('%s → %o', (percent, view) => {
    expect(weekChangeView(percent)).toEqual(view);
  });
});

describe('months', () => {
  it('names a month in pt-BR with its year', () => {
    expect(monthLabel(2026, 11)).toBe('Novembro de 2026');
    expect(monthLabel(2025, 3)).toBe('Março de 2025');
  });

  it('opens at the current month, or at the latest one when the current is not listed', () => {
    const labels = ['Outubro de 2026', 'Novembro de 2026'];
    expect(currentMonthLabel(labels, new Date(2026, 9, 31))).toBe('Outubro de 2026');
    expect(currentMonthLabel(labels, new Date(2026, 11, 1))).toBe('Novembro de 2026');
  });

  it('builds both charts per month, one point per day', () => {
    const charts = monthCharts([
      {
        year: 2026,
        month: 2,
        days: [
          { day: 1, requested: 3, scheduled: 1, done: 0 },
          { day: 2, requested: 0, scheduled: 2, done: 1 },
        ],
      },
    ]);
    expect(charts.labels).toEqual(['Fevereiro de 2026']);
    expect(charts.daily['Fevereiro de 2026']).toEqual([
      {
        name: 'Solicitações',
        points: [
          { x: 1, y: 3 },
          { x: 2, y: 0 },
        ],
      },
    ]);
    expect(
      charts.detail['Fevereiro de 2026']!.map((s) => [s.name, s.points.map((p) => p.y)]),
    ).toEqual([
      ['Solicitadas', [3, 0]],
      ['Agendadas', [1, 2]],
      ['Realizadas', [0, 1]],
    ]);
  });
});

it('formats counts with the pt-BR thousands separator', () => {
  expect(formatCount(3623)).toBe('3.623');
  expect(formatCount(7)).toBe('7');
});
