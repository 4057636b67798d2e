import { useReducer, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { statusesForService } from '../../domain/queue';
import { Button } from '../../primitives/Button';
import { NativeSelect } from '../../primitives/NativeSelect';
import { ErrorState } from '../../primitives/EmptyState';
import { Spinner } from '../../primitives/Spinner';
import { toast, TOAST_DURATION } from '../../primitives/toast';
import { failureMessage } from '../../api/failureMessage';
import { useQueueProcedures, useQueueServices, useQueueStatuses } from './api';
import { EMPTY_FILTER, filterReducer, type FilterValues } from './filterState';
import { QUEUE_SEARCH } from './messages';
import { queueSearchSchema } from './schema';
import { searchIdentity, type QueueSearch } from './searchParams';

const Form = styled.form`
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column-reverse;
    button {
      width: 100%;
    }
  }
`;

export interface QueueFilterFormProps {
  /** The city's client code. */
  client: string;
  /** The search in the address: the form shows it (and follows back/forward). */
  applied: QueueSearch | null;
  onSearch: (values: { service: string; procedure: string; status: string }) => void;
  /** Limpar: the results and the filter are emptied. */
  onClear: () => void;
}

const fromSearch = (search: QueueSearch | null): FilterValues =>
  search
    ? { service: search.service, procedure: search.procedure, status: search.status }
    : { service: null, procedure: null, status: null };

/** Serviço, Procedimento and Situação (all three required), Buscar and Limpar. */
export function QueueFilterForm({ client, applied, onSearch, onClear }: QueueFilterFormProps) {
  const [state, dispatch] = useReducer(filterReducer, applied, (search) => ({
    ...EMPTY_FILTER,
    ...fromSearch(search),
  }));
  const appliedKey = searchIdentity(applied);
  const [syncedKey, setSyncedKey] = useState(appliedKey);
  // A new Serviço dropped the search it replaced: that clearing must not empty the form too.
  const [keepFormOnClear, setKeepFormOnClear] = useState(false);
  // The 'Você precisa selecionar…' toast on screen, if any: a valid search takes it away (it lasts
  // 5 s, and on a phone it covered the answer of the search that followed it).
  const requiredToast = useRef<number | null>(null);
  if (syncedKey !== appliedKey) {
    // The address changed (a new search, back/forward): the form shows what is searched.
    setSyncedKey(appliedKey);
    if (keepFormOnClear && !applied) setKeepFormOnClear(false);
    else dispatch(applied ? { type: 'load', values: fromSearch(applied) } : { type: 'clear' });
  }

  // Queue search errors show a toast (spec §8), besides the inline error and its retry.
  const toastFailure = { onError: (error: unknown) => toast.error(failureMessage(error)) };
  const services = useQueueServices(client, toastFailure);
  const statuses = useQueueStatuses(client, toastFailure);
  const procedures = useQueueProcedures(client, state.service, toastFailure);

  if (services.error || statuses.error) {
    return (
      <ErrorState
        message="Não foi possível carregar as opções de busca."
        onRetry={() => {
          void services.mutate();
          void statuses.mutate();
        }}
      />
    );
  }
  if (!services.data || !statuses.data) return <Spinner label="Carregando opções de busca..." />;

  const serviceOptions = services.data.map((s) => ({ value: s.value, label: s.name }));
  const statusOptions = statusesForService(statuses.data, state.service).map((s) => ({
    value: s.value,
    label: s.name,
  }));
  const procedureOptions = (procedures.data ?? []).map((p) => ({
    value: p.procedimento,
    // As the data spells it ('CONSULTA EM CARDIOLOGIA'): only the results' description line is
    // title-cased (spec).
    label: p.procedimento,
  }));
  const flagged = (field: keyof FilterValues) =>
    state.flagged.includes(field) ? QUEUE_SEARCH.allRequired : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = queueSearchSchema.safeParse({
      service: state.service ?? '',
      procedure: state.procedure ?? '',
      status: state.status ?? '',
    });
    if (requiredToast.current !== null) toast.dismiss(requiredToast.current);
    requiredToast.current = null;
    if (!parsed.success) {
      dispatch({ type: 'flag' });
      requiredToast.current = toast.error(QUEUE_SEARCH.allRequired, {
        duration: TOAST_DURATION.long,
      });
      return;
    }
    onSearch(parsed.data);
  };

  const clear = () => {
    dispatch({ type: 'clear' });
    onClear();
  };

  let procedureHint: string | undefined;
  if (procedures.isLoading) procedureHint = 'Carregando procedimentos...';
  else if (procedures.error) procedureHint = 'Não foi possível carregar os procedimentos.';

  return (
    <Form role="search" onSubmit={submit} noValidate aria-label="Filtro de solicitações">
      <Fields>
        <NativeSelect
          label="Serviço"
          options={serviceOptions}
          value={state.service}
          onChange={(value) => {
            dispatch({ type: 'service', value });
            if (applied && value !== applied.service) {
              // The shown results belong to the old service: they go, the new choice stays.
              setKeepFormOnClear(true);
              onClear();
            }
          }}
          error={flagged('service')}
        />
        <div>
          <NativeSelect
            label="Procedimento"
            options={procedureOptions}
            value={state.procedure}
            onChange={(value) => dispatch({ type: 'procedure', value })}
            disabled={!state.service || !procedures.data}
            placeholder={state.service ? undefined : 'Escolha um serviço primeiro'}
            hint={procedureHint}
            error={flagged('procedure')}
          />
          {procedures.error && (
            <Button variant="ghost" size="sm" onClick={() => void procedures.mutate()}>
              Tentar novamente
            </Button>
          )}
        </div>
        <NativeSelect
          label="Situação"
          options={statusOptions}
          value={state.status}
          onChange={(value) => dispatch({ type: 'status', value })}
          error={flagged('status')}
        />
      </Fields>
      <Actions>
        <Button variant="secondary" onClick={clear}>
          Limpar
        </Button>
        <Button type="submit">Buscar</Button>
      </Actions>
    </Form>
  );
}

export default QueueFilterForm;
