import { useId, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { canGoToPage, isPaginationVisible, pageCount } from '../domain/pagination';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from './icons';
import { StepButton } from './paginationParts';
import { PaginationNav } from './paginationStyles';

const PageInput = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  input {
    width: 4rem;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    text-align: center;
    &:focus-visible {
      ${({ theme }) => theme.focusRing}
    }
  }
`;

export interface AdminPaginationProps {
  total: number;
  limit: number;
  /** The current page, from 1. */
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * The Portal Gerencial's pagination: first, previous, 'Página N de M' (type a page, Enter to go),
 * next, last. Shown only when the total exceeds the page size.
 */
export function AdminPagination({ total, limit, page, onPageChange }: AdminPaginationProps) {
  const inputId = useId();
  if (!isPaginationVisible(total, limit)) return null;
  const pages = pageCount(total, limit);
  const go = (target: number) => {
    if (canGoToPage(target, page, pages)) {
      onPageChange(target);
      return true;
    }
    return false;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const input = event.currentTarget;
    if (!go(Number(input.value.trim()))) input.value = String(page);
  };
  return (
    <PaginationNav aria-label="Paginação">
      <ul>
        <StepButton label="Primeira página" disabled={page <= 1} onClick={() => go(1)}>
          <ChevronsLeftIcon />
        </StepButton>
        <StepButton label="Página anterior" disabled={page <= 1} onClick={() => go(page - 1)}>
          <ChevronLeftIcon />
        </StepButton>
        <li>
          <PageInput>
            <label htmlFor={inputId}>Página</label>
            <input
              key={page}
              id={inputId}
              type="text"
              inputMode="numeric"
              defaultValue={page}
              aria-describedby={`${inputId}-total`}
              onKeyDown={onKeyDown}
              onBlur={(event) => (event.currentTarget.value = String(page))}
            />
            <span id={`${inputId}-total`}>de {pages}</span>
          </PageInput>
        </li>
        <StepButton label="Próxima página" disabled={page >= pages} onClick={() => go(page + 1)}>
          <ChevronRightIcon />
        </StepButton>
        <StepButton label="Última página" disabled={page >= pages} onClick={() => go(pages)}>
          <ChevronsRightIcon />
        </StepButton>
      </ul>
    </PaginationNav>
  );
}
