import { describe, expect, it } from 'vitest';
import { importSummary, statusLine } from './summary';

describe('an import’s counts', () => {
  it.each([
    [
      { importId: 41, fileName: 'fila-novembro.csv', sent: 3, delivered: 2, read: 1 },
      'Importação nº 41 (fila-novembro.csv): 3 avisos automáticos — 2 entregues, 1 lido',
    ],
    [
      { importId: 7, fileName: null, sent: 1, delivered: 1, read: 0 },
      'Importação nº 7: 1 aviso automático — 1 entregue, 0 lidos',
    ],
    [
      { importId: 8, fileName: '', sent: 0, delivered: 0, read: 0 },
      'Importação nº 8: 0 avisos automáticos — 0 entregues, 0 lidos',
    ],
  ])('%j → %s', (counts, text) => {
    expect(importSummary(counts)).toBe(text);
  });
});

describe('a notice’s status', () => {
  const sent = '2026-11-29 10:15:00';
  it.each([
    [1, null, 'Enviado em 29/11/2026 10:15'],
    [2, '2026-11-29 10:20:00', 'Entregue em 29/11/2026 10:20'],
    [6, '2026-11-30 08:05:00', 'Lido em 30/11/2026 08:05'],
    [2, null, 'Entregue'],
    [6, 'ontem', 'Lido em ontem'],
  ])('%i at %s → %s', (status, date, text) => {
    expect(
      statusLine({ interactionNotificationType: status, interactionDate: date, createdAt: sent }),
    ).toBe(text);
  });

  it('takes the server’s name of the status', () => {
    const names = new Map([[6, 'visualizado']]);
    expect(
      statusLine({ interactionNotificationType: 6, interactionDate: null, createdAt: sent }, names),
    ).toBe('Visualizado');
  });
});
