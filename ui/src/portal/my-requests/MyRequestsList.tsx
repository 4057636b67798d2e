import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { periodYears } from '../../domain/dates';
import { PAGE_SIZE, REQUEST_STATUSES, STATUS_LABELS } from '../../domain/queue';
import { EmptyState, ErrorState } from '../../primitives/EmptyState';
import { PortalPagination } from '../../primitives/PortalPagination';
import { ResponsiveTable } from '../../primitives/ResponsiveTable';
import { Select } from '../../primitives/Select';
import { PageLoader } from '../../primitives/Spinner';
import { failureMessage } from '../../api/failureMessage';
import { useMyRequests } from './api';
import { requestColumns, requestTitle, type ColumnContext } from '../requests/columns';
import { useCurrentCity } from '../layout/city';
import { estimateOf, useWaitEstimatesOfClients } from '../wait-estimates/api';
import { METHOD_PATH } from '../wait-estimates/WaitEstimateSummary';
import { applyFilter, type MyRequestsFilter, type OwnRequest } from './myRequests';
import { useInterestQuestions } from '../interest/api';
import { InterestCell } from '../interest/InterestCell';
import { INTEREST } from '../interest/messages';
import type { InterestQuestion } from '../interest/schema';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
    &:focus {
      outline: none;
    }
  }
  .filters {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 16rem));
    gap: ${({ theme }) => theme.space(4)};
    margin-bottom: ${({ theme }) => theme.space(5)};
    ${({ theme }) => theme.media.mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  .total {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .note {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const COLUMN_KEYS = [
  'procedimento',
  'data_solicitacao',
  'situacao',
  'posicao',
  'tempo_estimado_atendimento',
  'data_agendamento',
  'unidade_solicitante',
  'tempo_espera',
  'info',
] as const;

/** The 'every period' / 'all statuses' choice. */
const ALL = 'todos';

export interface MyRequestsListProps {
  cpf: string | null;
  /** The patient's id: their 'Você ainda precisa?' questions show on the requests they are about. */
  userId?: number | null;
  now?: Date;
}

/** 'Minhas solicitações': Período and Situação filters, a table or cards, pagination, no-data view. */
export function MyRequestsList({ cpf, userId = null, now = new Date() }: MyRequestsListProps) {
  const [filter, setFilter] = useState<MyRequestsFilter>({ period: ALL, status: ALL });
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading, isValidating, mutate, invalid } = useMyRequests(
    cpf,
    filter,
    page,
  );
  const rows = useMemo(() => (data ? applyFilter(data.rows, filter) : []), [data, filter]);
  const years = periodYears(now);

  // The wait figures of each waiting request's procedure, from its municipality (else the current one).
  const city = useCurrentCity();
  const currentClient = city?.status === 'ready' ? (city.client?.cli_codigo ?? null) : null;
  const clientOf = (row: OwnRequest) => row.fir_codigo_cliente ?? currentClient;
  const waitingClients = rows
    .filter((row) => row.fir_status === 'SOLICITADO')
    .map(clientOf)
    .filter((client): client is string => Boolean(client));
  const waits = useWaitEstimatesOfClients(waitingClients);
  const estimateFor: ColumnContext['estimateFor'] = (row) => {
    if (waits.error) return 'unavailable';
    if (!waits.data) return 'loading';
    const client = clientOf(row as OwnRequest);
    return client
      ? estimateOf(waits.data.get(client), row.fir_tipos_filas, row.fir_procedimentos)
      : undefined;
  };
  const columns = requestColumns<OwnRequest>(COLUMN_KEYS, {
    now,
    estimateFor,
    estimateDisclaimer: true,
    estimateByPriority: true,
    minCases: waits.data?.values().next().value?.min_cases,
  });
  const hasWaiting = waitingClients.length > 0;

  // The newest question of each request (the list comes newest first). A failed read only hides
  // the questions: the requests are still shown.
  const questions = useInterestQuestions(cpf ? userId : null);
  const questionOf = new Map<number, InterestQuestion>();
  for (const question of questions.data?.rows ?? [])
    if (!questionOf.has(question.requestId)) questionOf.set(question.requestId, question);
  if (rows.some((row) => questionOf.has(row.fir_id)))
    columns.push({
      key: 'interesse',
      header: INTEREST.column,
      render: (row) => {
        const question = questionOf.get(row.fir_id);
        return question ? <InterestCell question={question} /> : '—';
      },
    });

  const change = (next: Partial<MyRequestsFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
  };

  let body;
  if (invalid) body = <EmptyState title={invalid} />;
  // A failed filter or page change is an error, even with an older answer still at hand.
  else if (error)
    body = <ErrorState message={failureMessage(error)} onRetry={() => void mutate()} />;
  else if (isLoading && !data) body = <PageLoader label="Carregando suas solicitações..." />;
  else if (!data || rows.length === 0)
    body = (
      <EmptyState
        title="Nenhuma solicitação encontrada."
        description={
          filter.period !== ALL || filter.status !== ALL
            ? 'Não há solicitações para o período e a situação escolhidos.'
            : 'Quando houver uma solicitação em seu nome, ela aparecerá aqui.'
        }
      />
    );
  else
    body = (
      <>
        <p className="total" role="status">
          Total: {data.count} {data.count === 1 ? 'solicitação' : 'solicitações'}
        </p>
        {hasWaiting && (
          <p className="note">
            O tempo estimado de cada solicitação aguardando vem de quanto esperaram os pacientes do
            mesmo procedimento atendidos nos últimos 12 meses, da mesma prioridade quando há
            atendimentos suficientes: é uma estimativa, não uma data marcada.{' '}
            <Link to={METHOD_PATH}>Como calculamos</Link>
          </p>
        )}
        <ResponsiveTable
          caption="Minhas solicitações"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.fir_id}
          cardTitle={requestTitle}
        />
        <PortalPagination
          total={data.count}
          limit={PAGE_SIZE}
          page={page}
          onPageChange={(next) => {
            setPage(next);
            heading.current?.focus();
          }}
        />
      </>
    );

  return (
    <Section aria-labelledby="titulo-minhas" aria-busy={isValidating}>
      <h2 id="titulo-minhas" tabIndex={-1} ref={heading}>
        Minhas solicitações
      </h2>
      <div className="filters">
        <Select
          label="Período"
          value={filter.period}
          onChange={(value) => change({ period: value ?? ALL })}
          options={[
            { value: ALL, label: 'Todos os períodos' },
            ...years.map((year) => ({ value: String(year), label: String(year) })),
          ]}
        />
        <Select
          label="Situação"
          value={filter.status}
          onChange={(value) => change({ status: value ?? ALL })}
          options={[
            { value: ALL, label: 'Todas as situações' },
            ...REQUEST_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
          ]}
        />
      </div>
      {body}
    </Section>
  );
}
