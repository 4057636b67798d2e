import { canGoToPage, isPaginationVisible, pageCount, portalPageItems } from '../domain/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { PageList, StepButton } from './paginationParts';
import { PageStatus, PaginationNav } from './paginationStyles';
import { useIsMobile } from './useMediaQuery';

export interface PortalPaginationProps {
  total: number;
  /** Page size (the portal's is 10). */
  limit?: number;
  /** The current page, from 1. */
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * The patient portal's pagination: hidden when the total is not above the page size; on desktop
 * the page list with ellipses (more than 5 pages), on mobile 'N de M' between previous and next.
 */
export function PortalPagination({ total, limit = 10, page, onPageChange }: PortalPaginationProps) {
  const isMobile = useIsMobile();
  if (!isPaginationVisible(total, limit)) return null;
  const pages = pageCount(total, limit);
  const go = (target: number) => {
    if (canGoToPage(target, page, pages)) onPageChange(target);
  };
  return (
    <PaginationNav aria-label="Paginação">
      <ul>
        <StepButton label="Página anterior" disabled={page <= 1} onClick={() => go(page - 1)}>
          <ChevronLeftIcon />
        </StepButton>
        {isMobile ? (
          <li>
            <PageStatus aria-live="polite">
              {page} de {pages}
            </PageStatus>
          </li>
        ) : (
          <PageList items={portalPageItems(page, pages)} page={page} go={go} />
        )}
        <StepButton label="Próxima página" disabled={page >= pages} onClick={() => go(page + 1)}>
          <ChevronRightIcon />
        </StepButton>
      </ul>
    </PaginationNav>
  );
}
