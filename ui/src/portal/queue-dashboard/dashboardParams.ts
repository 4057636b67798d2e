/**
 * The dashboard's filter lives in the address, so a reload or a shared link shows the same panel:
 * /painel-da-fila?servico=CONSULTAS&unidade=UBS+Chatuba. Other parameters (municipio) are kept.
 */
export interface DashboardFilter {
  /** A service's value (CONSULTAS), or null for every service. */
  service: string | null;
  /** A requesting health unit's name, or null for every unit. */
  unit: string | null;
}

export const DASHBOARD_PARAMS = { service: 'servico', unit: 'unidade' } as const;

const value = (params: URLSearchParams, name: string) => params.get(name)?.trim() || null;

/** The filter in the address (a missing or blank parameter is no filter). */
export function readDashboardFilter(params: URLSearchParams): DashboardFilter {
  return {
    service: value(params, DASHBOARD_PARAMS.service),
    unit: value(params, DASHBOARD_PARAMS.unit),
  };
}

/** The address with `change` applied (null removes a filter), keeping the other parameters. */
export function writeDashboardFilter(
  params: URLSearchParams,
  change: Partial<DashboardFilter>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(change) as (keyof DashboardFilter)[]) {
    const name = DASHBOARD_PARAMS[key];
    const wanted = change[key]?.trim();
    if (wanted) next.set(name, wanted);
    else next.delete(name);
  }
  return next;
}

/** The address without a filter (Limpar), keeping the other parameters. */
export function clearDashboardFilter(params: URLSearchParams): URLSearchParams {
  return writeDashboardFilter(params, { service: null, unit: null });
}

export const hasDashboardFilter = (filter: DashboardFilter) =>
  filter.service !== null || filter.unit !== null;

export const sameDashboardFilter = (a: DashboardFilter, b: DashboardFilter) =>
  a.service === b.service && a.unit === b.unit;
