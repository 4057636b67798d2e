import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { PanelPagination } from '../../primitives/PanelPagination';
import { ResponsiveTable, type ResponsiveTableProps } from '../../primitives/ResponsiveTable';
import { TEXTS } from '../texts';
import { ListStatus } from './ListStatus';
import type { PagedList } from './usePagedList';

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Rows = styled.div`
  scroll-margin-top: ${({ theme }) => theme.space(4)};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

export interface PagedTableProps<Row> extends Omit<ResponsiveTableProps<Row>, 'rows'> {
  list: PagedList<Row>;
  /**
   * The screen shows the list's failure itself, in its one error block (the history screen, whose
   * summary can fail too): the list's place then stays empty.
   */
  errorShownAbove?: boolean;
}

/**
 * A paged panel list: its states, the rows (table or cards) and the panel pagination. After a page
 * change the new page is brought into view from its top, and keyboard focus moves to it.
 */
export function PagedTable<Row>({ list, errorShownAbove = false, ...table }: PagedTableProps<Row>) {
  const rows = useRef<HTMLDivElement>(null);
  const pageChosen = useRef(false);

  useEffect(() => {
    if (!pageChosen.current || list.busy) return;
    pageChosen.current = false;
    const box = rows.current;
    if (!box) return;
    box.scrollIntoView?.({ block: 'start' });
    box.focus({ preventScroll: true });
  }, [list.page, list.busy, list.rows]);

  if (errorShownAbove && list.error) return null;
  return (
    <ListStatus
      loading={list.loading}
      error={list.error}
      onRetry={list.retry}
      empty={list.rows.length === 0}
      emptyText={list.where ? TEXTS.emptySearch : TEXTS.emptyList}
    >
      <Rows
        ref={rows}
        tabIndex={-1}
        role="group"
        aria-label={TEXTS.pageOf(table.caption, list.page, Math.max(1, list.totalPages))}
        aria-busy={list.busy}
      >
        <ResponsiveTable {...table} rows={list.rows} />
      </Rows>
      <Footer>
        <PanelPagination
          page={list.page}
          totalPages={list.totalPages}
          onPageChange={(page) => {
            pageChosen.current = true;
            list.goToPage(page);
          }}
        />
      </Footer>
    </ListStatus>
  );
}
