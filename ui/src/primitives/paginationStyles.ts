import styled from 'styled-components';

export const PaginationNav = styled.nav`
  display: flex;
  justify-content: center;
  margin: ${({ theme }) => theme.space(4)} 0;
  ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space(1)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

export const PageButton = styled.button<{ $current?: boolean }>`
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(2)};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 2px solid ${({ theme, $current }) => ($current ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $current }) => ($current ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $current }) => ($current ? theme.colors.onPrimary : theme.colors.primary)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  &:hover:not(:disabled):not([aria-current]) {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.onDisabled};
    cursor: not-allowed;
  }
`;

export const Ellipsis = styled.span`
  min-width: 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const PageStatus = styled.span`
  padding: 0 ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
