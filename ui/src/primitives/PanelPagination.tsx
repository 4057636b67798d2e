import { canGoToPage, panelPageItems } from '../domain/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { PageList, StepButton } from './paginationParts';
import { PaginationNav } from './paginationStyles';

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
        <StepButton label="Página anterior" disabled={page <= 1} onClick={() => go(page - 1)}>
          <ChevronLeftIcon />
        </StepButton>
        <PageList items={panelPageItems(page, pages)} page={page} go={go} />
        <StepButton label="Próxima página" disabled={page >= pages} onClick={() => go(page + 1)}>
          <ChevronRightIcon />
        </StepButton>
      </ul>
    </PaginationNav>
  );
}
