import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { failureMessage } from '../../api/failureMessage';
import { COMMON } from '../../messages/common';
import { AdminPagination } from '../../primitives/AdminPagination';
import { EmptyState, ErrorState } from '../../primitives/EmptyState';
import { Spinner } from '../../primitives/Spinner';
import { CardList, ResultsFooter } from './cards';
import { GERENCIAL } from './messages';

export interface SearchResultsProps<Item> {
  /** The page of a search (`{ rows, count }`), as its api.ts hook reads it. */
  list: SWRResponse<{ rows: Item[]; count: number }>;
  /** What was searched ('' for everything). */
  searched: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  loadingLabel: string;
  /** The list's accessible name, e.g. 'Notícias encontradas'. */
  listLabel: string;
  emptyTitle: string;
  emptySearchTitle: string;
  renderCard: (item: Item) => ReactNode;
}

/**
 * The results of a search tab: its error (with retry), loader or empty state; else the cards, the
 * admin pagination and 'Total de Resultados'. A failed read shows only its error: earlier rows
 * (another search's) would mislead.
 */
export function SearchResults<Item>({
  list,
  searched,
  page,
  pageSize,
  onPage,
  loadingLabel,
  listLabel,
  emptyTitle,
  emptySearchTitle,
  renderCard,
}: SearchResultsProps<Item>) {
  if (list.error) {
    return (
      <ErrorState
        message={failureMessage(list.error, COMMON.genericTryLater)}
        onRetry={() => void list.mutate()}
      />
    );
  }
  if (!list.data) return <Spinner label={loadingLabel} />;
  const { rows, count } = list.data;
  return (
    <>
      {rows.length === 0 ? (
        <EmptyState
          title={searched ? emptySearchTitle : emptyTitle}
          description={searched ? `Busca: “${searched}”` : undefined}
        />
      ) : (
        <>
          <CardList aria-label={listLabel} aria-busy={list.isValidating || undefined}>
            {rows.map(renderCard)}
          </CardList>
          <AdminPagination total={count} limit={pageSize} page={page} onPageChange={onPage} />
        </>
      )}
      <ResultsFooter role="status">
        {GERENCIAL.search.total}: {count}
      </ResultsFooter>
    </>
  );
}
