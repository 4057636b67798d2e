import { canGoToPage, panelPageItems } from '../domain/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { Ellipsis, PageButton, PaginationNav } from './paginationStyles';

export interface PanelPaginationProps {
  /** The current page, from 1. */
  page: number;
  /** The answer's totalPages. */
  totalPages: number;
  onPageChange: (page: number) => void;
}

/**
 * The control panel's pagination: previous and next (disabled at the ends) around up to 6 page
 * numbers, with the spec's ellipsis rules above 6 pages. Changes only to another page in range.
 */
export function PanelPagination({ page, totalPages, onPageChange }: PanelPaginationProps) {
  const pages = Math.max(1, totalPages);
  const go = (target: number) => {
    if (canGoToPage(target, page, pages)) onPageChange(target);
  };
  return (
    <PaginationNav aria-label="Paginação">
      <ul>
        <li>
          <PageButton
            type="button"
            aria-label="Página anterior"
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            <ChevronLeftIcon />
          </PageButton>
        </li>
        {panelPageItems(page, pages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true">
              <Ellipsis>…</Ellipsis>
            </li>
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                $current={item === page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Página ${item}`}
                onClick={() => go(item)}
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            aria-label="Próxima página"
            disabled={page >= pages}
            onClick={() => go(page + 1)}
          >
            <ChevronRightIcon />
          </PageButton>
        </li>
      </ul>
    </PaginationNav>
  );
}
