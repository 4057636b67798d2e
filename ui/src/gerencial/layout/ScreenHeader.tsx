import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePageTitle } from '../../app/usePageTitle';
import { GERENCIAL_PAGE_TITLE } from './pageTitle';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    overflow-wrap: anywhere;
  }
  h1:focus {
    outline: none;
  }
  p {
    margin: ${({ theme }) => `${theme.space(1)} 0 0`};
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 48rem;
  }
`;

/** A screen's title (also the browser tab's), an optional line under it and actions beside it. */
export function ScreenHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  usePageTitle(title, GERENCIAL_PAGE_TITLE);
  return (
    <Header>
      <div>
        <h1 tabIndex={-1}>{title}</h1>
        {description && <p>{description}</p>}
      </div>
      {children}
    </Header>
  );
}
