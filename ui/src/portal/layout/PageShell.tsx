import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageLoader } from '../../primitives/Spinner';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

// At least a screen tall: the footer always starts below the fold, so content arriving (or a
// short screen replacing a loader) never makes it jump, a layout shift Lighthouse counts.
const Main = styled.main<{ $wide: boolean }>`
  flex: 1;
  min-height: 100vh;
  width: 100%;
  max-width: ${({ theme, $wide }) => ($wide ? theme.layout.maxWidth : '64rem')};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)} ${theme.space(10)}`};
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space(4)} ${theme.space(3)} ${theme.space(8)}`};
  }
`;

/** The page's <main> (the skip link's target). */
export function MainContent({ children, wide = true }: { children: ReactNode; wide?: boolean }) {
  return (
    <Main id="conteudo" tabIndex={-1} $wide={wide}>
      {children}
    </Main>
  );
}

/** A screen still loading (a route's code or its first data). */
export function ScreenLoader({ label }: { label?: string }) {
  return <PageLoader label={label} />;
}
