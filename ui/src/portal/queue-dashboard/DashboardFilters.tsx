import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { ErrorState } from '../../primitives/EmptyState';
import { Select } from '../../primitives/Select';
import { Spinner } from '../../primitives/Spinner';
import type { Option } from '../../primitives/Listbox';
import { useDashboardServices, useDashboardUnits } from './api';
import { hasDashboardFilter, type DashboardFilter } from './dashboardParams';
import { failedRead } from './figures';
import { QUEUE_DASHBOARD } from './messages';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr)) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    button {
      width: 100%;
    }
  }
`;

/** The option that means 'no filter' (react-aria keys cannot be empty). */
const ALL = '*';

const F = QUEUE_DASHBOARD.filters;

/**
 * A filter's options: 'all' first, then the list; a value from the address that the list does not
 * have stays shown as it is (the panel says it finds nothing), never silently replaced by 'all'.
 */
function optionsOf(all: string, list: readonly Option[], current: string | null): Option[] {
  const options = [{ value: ALL, label: all }, ...list];
  if (current && !list.some((option) => option.value === current))
    options.push({ value: current, label: current });
  return options;
}

export interface DashboardFiltersProps {
  client: string;
  filter: DashboardFilter;
  onChange: (change: Partial<DashboardFilter>) => void;
  onClear: () => void;
}

/** Serviço and Unidade solicitante, applied as they are chosen (kept in the address); Limpar. */
export function DashboardFilters({ client, filter, onChange, onClear }: DashboardFiltersProps) {
  const services = useDashboardServices(client);
  const units = useDashboardUnits(client);
  const pick = (value: string | null) => (value && value !== ALL ? value : null);

  const serviceField = services.error ? (
    <ErrorState
      message={failedRead(F.servicesError, services.error)}
      onRetry={() => void services.mutate()}
    />
  ) : services.data ? (
    <Select
      label={F.service}
      options={optionsOf(
        F.allServices,
        services.data.map((service) => ({ value: service.value, label: service.name })),
        filter.service,
      )}
      value={filter.service ?? ALL}
      onChange={(value) => onChange({ service: pick(value) })}
    />
  ) : (
    <Spinner label="Carregando serviços..." />
  );

  const unitField = units.error ? (
    <ErrorState
      message={failedRead(F.unitsError, units.error)}
      onRetry={() => void units.mutate()}
    />
  ) : units.data ? (
    <Select
      label={F.unit}
      options={optionsOf(
        F.allUnits,
        units.data.map((unit) => ({
          value: unit.nome_unidade_saude,
          label: unit.nome_unidade_saude,
        })),
        filter.unit,
      )}
      value={filter.unit ?? ALL}
      onChange={(value) => onChange({ unit: pick(value) })}
    />
  ) : (
    <Spinner label="Carregando unidades de saúde..." />
  );

  return (
    <Form aria-label={F.label} onSubmit={(event) => event.preventDefault()}>
      <div>{serviceField}</div>
      <div>{unitField}</div>
      <Button variant="secondary" onClick={onClear} disabled={!hasDashboardFilter(filter)}>
        {F.clear}
      </Button>
    </Form>
  );
}

export default DashboardFilters;
