import { useMemo, type Ref } from 'react';
import styled from 'styled-components';
import { columnsForStatus, PAGE_SIZE, statusLabel } from '../../domain/queue';
import { EmptyState } from '../../primitives/EmptyState';
import { PortalPagination } from '../../primitives/PortalPagination';
import { ResponsiveTable } from '../../primitives/ResponsiveTable';
import { requestColumns, requestTitle, type RequestRow } from '../requests/columns';
import type { WaitEstimate } from '../wait-estimates/api';
import { QUEUE_SEARCH } from './messages';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin-bottom: ${({ theme }) => theme.space(1)};
    &:focus {
      outline: none;
    }
  }
  .total {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[aria-busy='true'] table,
  &[aria-busy='true'] ul {
    opacity: 0.6;
  }
`;

export interface QueueResultsProps {
  /** The searched status: it decides the visible columns. */
  status: string;
  rows: readonly RequestRow[];
  count: number;
  page: number;
  onPageChange: (page: number) => void;
  /**
   * The searched procedure's wait figures, for 'Tempo estimado' ('loading' while they come,
   * 'unavailable' when their call failed, undefined when the procedure has none).
   */
  estimate?: WaitEstimate | 'loading' | 'unavailable';
  /** A page is loading (the previous one stays, dimmed). */
  busy?: boolean;
  now?: Date;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * 'Total: N itens', then a table above 768 px or cards below with the status's columns (the
 * procedure first, the observations last), and the pagination; or the empty state.
 */
export function QueueResults({
  status,
  rows,
  count,
  page,
  onPageChange,
  estimate,
  busy = false,
  now,
  headingRef,
}: QueueResultsProps) {
  const columns = useMemo(
    () =>
      requestColumns(['procedimento', ...columnsForStatus(status), 'info'], {
        estimateFor: () => estimate,
        now,
      }),
    [status, estimate, now],
  );
  return (
    <Section aria-labelledby="titulo-resultados" aria-busy={busy}>
      <h2 id="titulo-resultados" tabIndex={-1} ref={headingRef}>
        Resultados
      </h2>
      <p className="total" role="status">
        {QUEUE_SEARCH.total(count)}
      </p>
      {count === 0 ? (
        <EmptyState title={QUEUE_SEARCH.empty} />
      ) : (
        <>
          <ResponsiveTable
            caption={`Solicitações na situação ${statusLabel(status)}`}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.fir_id}
            cardTitle={requestTitle}
          />
          <PortalPagination
            total={count}
            limit={PAGE_SIZE}
            page={page}
            onPageChange={onPageChange}
          />
        </>
      )}
    </Section>
  );
}
