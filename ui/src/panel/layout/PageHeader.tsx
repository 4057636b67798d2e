import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeftIcon } from '../../primitives/icons';
import { TEXTS } from '../texts';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  ${({ theme }) => theme.media.mobile} {
    h1 {
      font-size: ${({ theme }) => theme.font.size.lg};
    }
  }
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  > svg {
    flex-shrink: 0;
    width: 1.75rem;
    height: 1.75rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ theme }) => theme.targetSize};
  height: ${({ theme }) => theme.targetSize};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.primary};
  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
`;

const Aside = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface PageHeaderProps {
  title: string;
  /** A decorative icon before the title (e.g. the system's). */
  icon?: ReactNode;
  /** The back arrow to the panel's home (every screen but the home). */
  back?: boolean;
  /** Counts, last refresh and the refresh button. */
  children?: ReactNode;
}

/** A screen's heading: back arrow, title, and what it says about its data. */
export function PageHeader({ title, icon, back = true, children }: PageHeaderProps) {
  return (
    <Header>
      <TitleRow>
        {back && (
          <BackLink to="/" aria-label={TEXTS.back} title={TEXTS.back}>
            <ArrowLeftIcon />
          </BackLink>
        )}
        {icon}
        <h1>{title}</h1>
      </TitleRow>
      {children && <Aside>{children}</Aside>}
    </Header>
  );
}
