import type { ReactNode } from 'react';
import type { PageItem } from '../domain/pagination';
import { Ellipsis, PageButton } from './paginationStyles';

/** A first/previous/next/last control of a pagination: a list item holding a labelled button. */
export function StepButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <PageButton type="button" aria-label={label} disabled={disabled} onClick={onClick}>
        {children}
      </PageButton>
    </li>
  );
}

/** The page numbers and ellipses computed by one of the domain's page-list rules. */
export function PageList({
  items,
  page,
  go,
}: {
  items: readonly PageItem[];
  page: number;
  go: (page: number) => void;
}) {
  return items.map((item, index) =>
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
  );
}
