import { useRef, useState } from 'react';
import { failureMessage } from '../../api/failureMessage';
import { EmptyState, ErrorState } from '../../primitives/EmptyState';
import { PortalPagination } from '../../primitives/PortalPagination';
import { ResponsiveTable, type Column } from '../../primitives/ResponsiveTable';
import { PageLoader } from '../../primitives/Spinner';
import { ACCESS_LOG_PAGE_SIZE, useAccessLog } from './api';
import { Panel, when } from './myDataParts';
import { MY_DATA } from './messages';
import type { AccessLogEntry } from './schema';

const L = MY_DATA.log;

const columns: Column<AccessLogEntry>[] = [
  { key: 'data', header: L.when, render: (e) => when(e.at), hideOnCard: true },
  { key: 'perfil', header: L.role, render: (e) => e.role },
  { key: 'orgao', header: L.municipality, render: (e) => e.municipality },
  { key: 'finalidade', header: L.purpose, render: (e) => e.purpose },
];

/**
 * 'Quem acessou meus dados': each time staff opened the patient's data or exported a list with it,
 * newest first (the date, the role, the municipality and the purpose), ten a page.
 */
export function AccessLog({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading, isValidating, mutate } = useAccessLog(userId, page);
  let body;
  if (error)
    body = <ErrorState message={failureMessage(error, L.failed)} onRetry={() => void mutate()} />;
  else if (isLoading && !data) body = <PageLoader label={L.loading} />;
  else if (!data || data.count === 0) body = <EmptyState title={L.empty} />;
  else
    body = (
      <>
        <p>{L.count(data.count)}</p>
        <ResponsiveTable
          caption={L.caption}
          columns={columns}
          rows={data.rows}
          rowKey={(e) => e.id}
          cardTitle={(e) => when(e.at)}
        />
        <PortalPagination
          total={data.count}
          limit={ACCESS_LOG_PAGE_SIZE}
          page={page}
          onPageChange={(next) => {
            setPage(next);
            heading.current?.focus();
          }}
        />
      </>
    );
  return (
    <Panel aria-labelledby="meus-dados-acessos" aria-busy={isValidating || undefined}>
      <h2 id="meus-dados-acessos" tabIndex={-1} ref={heading}>
        {L.heading}
      </h2>
      <p className="muted">{L.explain}</p>
      {body}
    </Panel>
  );
}
