import { ResponsiveTable, type Column } from '../../primitives/ResponsiveTable';
import type { DashboardUnit } from './api';
import { formatCount } from './dashboardView';
import { HOME } from './messages';

const C = HOME.columns;

const COLUMNS: readonly Column<DashboardUnit>[] = [
  { key: 'unit', header: C.unit, render: (u) => u.unit, hideOnCard: true },
  { key: 'municipality', header: C.municipality, render: (u) => u.municipality },
  { key: 'total', header: C.total, render: (u) => formatCount(u.total) },
  { key: 'waiting', header: C.waiting, render: (u) => formatCount(u.waiting) },
  { key: 'authorized', header: C.authorized, render: (u) => formatCount(u.authorized) },
  { key: 'done', header: C.done, render: (u) => formatCount(u.done) },
];

/** 'Detalhamento por Unidades': a table above 768 px, one card per unit below. */
export function UnitsTable({ units }: { units: readonly DashboardUnit[] }) {
  return (
    <ResponsiveTable
      caption={HOME.units}
      columns={COLUMNS}
      rows={units}
      rowKey={(u) => `${u.unit}\u0000${u.municipality}`}
      cardTitle={(u) => u.unit}
    />
  );
}
