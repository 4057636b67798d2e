import type { LogRow } from '@portal/contracts/realtime';
import { describe, expect, it } from 'vitest';
import { filterPanelRemovals } from './PanelRemovals';

const row = (cpf: string, id: string): LogRow => ({
  id,
  cpf,
  path: `users/${cpf}/telessaude/sala`,
  created_at: '20/11/2026 - 10:00:00:000',
  type: 'delete',
  subtype: 'via Controle Teleconsulta',
  removed_by: 'painel',
});
const rows = [row('12345678909', '20261120100000000'), row('52998224725', '20261120090000000')];

describe('filterPanelRemovals', () => {
  it('keeps every removal without a search', () => {
    expect(filterPanelRemovals(rows, null)).toEqual(rows);
  });
  it('finds removals by CPF, formatted or not, whole or in part', () => {
    expect(filterPanelRemovals(rows, { tml_cpf: '123.456.789-09' })).toEqual([rows[0]]);
    expect(filterPanelRemovals(rows, { tml_cpf: '529982' })).toEqual([rows[1]]);
    expect(filterPanelRemovals(rows, { tml_cpf: 'abc' })).toEqual([]);
  });
  it('finds none by a field the entries do not record', () => {
    expect(filterPanelRemovals(rows, { tml_protocolo: '2026' })).toEqual([]);
    expect(filterPanelRemovals(rows, { tml_paciente_nome: 'Maria' })).toEqual([]);
  });
});
