import { useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { failureMessage } from '../../../api/failureMessage';
import { AdminPagination } from '../../../primitives/AdminPagination';
import { EmptyState, ErrorState } from '../../../primitives/EmptyState';
import { Spinner } from '../../../primitives/Spinner';
import { CONFIG } from '../../configuration/messages';
import { CardList } from '../../shared/cards';
import { GERENCIAL } from '../../shared/messages';
import { useInteractionNames } from '../api';
import { NOTIFICATIONS } from '../messages';
import { NOTICES_PAGE_SIZE, useStatusNotices } from './api';
import { ImportCountsList } from './ImportCountsList';
import { AUTOMATIC } from './messages';
import { StatusNoticeCard } from './StatusNoticeCard';

const M = AUTOMATIC;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  .intro {
    margin: 0;
    max-width: 70ch;
  }
  section {
    min-width: 0;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  h2:focus {
    outline: none;
  }
  .total {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .single {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * 'Avisos automáticos': the notices queue imports sent by themselves, with each import's counts;
 * a list of ten per page, newest first, of every import or of the one chosen. Choosing an import
 * (or going back to all) starts at page 1 and moves the focus to the list's heading, since the
 * button pressed goes away.
 */
export function AutomaticTab() {
  const names = useInteractionNames();
  const [importId, setImportId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const notices = useStatusNotices(importId, page);
  const heading = useRef<HTMLHeadingElement>(null);

  const choose = (next: number | null) => {
    setImportId(next);
    setPage(1);
    heading.current?.focus();
  };

  return (
    <Layout>
      <p className="intro">
        {M.introStart}
        <Link to="/configuracoes">{GERENCIAL.menu.configuration}</Link>
        {M.introEnd(CONFIG.noticesSection)}
      </p>
      <Body
        notices={notices}
        importId={importId}
        page={page}
        onPage={setPage}
        onChoose={choose}
        names={names}
        heading={heading}
      />
    </Layout>
  );
}

function Body({
  notices,
  importId,
  page,
  onPage,
  onChoose,
  names,
  heading,
}: {
  notices: ReturnType<typeof useStatusNotices>;
  importId: number | null;
  page: number;
  onPage: (page: number) => void;
  onChoose: (importId: number | null) => void;
  names: ReadonlyMap<number, string>;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  if (notices.error)
    return (
      <ErrorState
        message={failureMessage(notices.error, NOTIFICATIONS.error)}
        onRetry={() => void notices.mutate()}
      />
    );
  if (!notices.data) return <Spinner label={M.loading} />;
  const { count, imports, rows } = notices.data;
  if (count === 0 && importId === null) return <EmptyState title={M.empty} />;
  const files = new Map(imports.map((i) => [i.importId, i.fileName]));
  const busy = notices.isValidating || undefined;
  return (
    <>
      <section aria-labelledby="automaticos-importacoes">
        <h2 id="automaticos-importacoes">{M.importsHeading}</h2>
        <ImportCountsList imports={imports} chosen={importId} onChoose={onChoose} />
      </section>
      <section aria-labelledby="automaticos-avisos" aria-busy={busy}>
        <h2 id="automaticos-avisos" ref={heading} tabIndex={-1}>
          {M.noticesHeading}
        </h2>
        <p className="total" role="status">
          {M.noticeCount(count)}
          {importId === null ? '' : M.ofImport(importId, files.get(importId) ?? null)}
        </p>
        {rows.length === 0 ? (
          <EmptyState title={M.empty} />
        ) : (
          <CardList aria-label={M.noticesList} className="single">
            {rows.map((n) => (
              <StatusNoticeCard
                key={n.id}
                notice={n}
                fileName={files.get(n.importId) ?? null}
                names={names}
              />
            ))}
          </CardList>
        )}
        <AdminPagination
          total={count}
          limit={NOTICES_PAGE_SIZE}
          page={page}
          onPageChange={onPage}
        />
      </section>
    </>
  );
}
