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

export interface PagedTableProps<Row> extends Omit<ResponsiveTableProps<Row>, 'rows'> {
  list: PagedList<Row>;
}

/** A paged panel list: its states, the rows (table or cards) and the panel pagination. */
export function PagedTable<Row>({ list, ...table }: PagedTableProps<Row>) {
  return (
    <ListStatus
      loading={list.loading}
      error={list.error}
      onRetry={list.retry}
      empty={list.rows.length === 0}
      emptyText={list.where ? TEXTS.emptySearch : TEXTS.emptyList}
    >
      <div aria-busy={list.busy}>
        <ResponsiveTable {...table} rows={list.rows} />
      </div>
      <Footer>
        <PanelPagination
          page={list.page}
          totalPages={list.totalPages}
          onPageChange={list.goToPage}
        />
      </Footer>
    </ListStatus>
  );
}
