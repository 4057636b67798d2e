import { isPaginationVisible, pageCount, portalPageItems } from '../domain/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { Ellipsis, PageButton, PageStatus, PaginationNav } from './paginationStyles';
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
    if (target >= 1 && target <= pages && target !== page) onPageChange(target);
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
        {isMobile ? (
          <li>
            <PageStatus aria-live="polite">
              {page} de {pages}
            </PageStatus>
          </li>
        ) : (
          portalPageItems(page, pages).map((item, index) =>
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
          )
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
