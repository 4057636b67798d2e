import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useFocusOnNavigate } from '../../app/useFocusOnNavigate';
import styled from 'styled-components';
import { SITE_TITLE } from '../../messages/siteTitle';
import { AccessibilityBar } from '../../primitives/AccessibilityBar';
import { PortalMark } from '../../primitives/PortalMark';
import { RouteContent } from '../../app/RouteContent';
import { LAYOUT } from './messages';
import { MainContent, Page } from './PageShell';
import { PortalFooter } from './PortalFooter';
import { SkipLinks } from '../../primitives/SkipLinks';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 4px solid ${({ theme }) => theme.colors.primary};
  /* Only the bar's own row: the accessibility controls inside keep their layout, at the end. */
  > div {
    max-width: 64rem;
    margin: 0 auto;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  > div > p {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    min-width: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/**
 * The mobile layout (path contains "movel"): pages opened from the app, without the portal's menu;
 * the footer links the privacy policy ('Políticas de Privacidade').
 */
export function MobileLayout({ children }: { children?: ReactNode }) {
  useFocusOnNavigate();
  return (
    <Page>
      <SkipLinks content="conteudo" footer="rodape">
        <Link to="/acessibilidade">Acessibilidade</Link>
      </SkipLinks>
      <Bar>
        <div>
          <p>
            <PortalMark size="1.75rem" />
            {SITE_TITLE}
          </p>
          <AccessibilityBar />
        </div>
      </Bar>
      <MainContent wide={false}>
        <RouteContent>{children}</RouteContent>
      </MainContent>
      <PortalFooter>
        <p>
          <Link to="/movel/termos">{LAYOUT.privacyLink}</Link>
        </p>
      </PortalFooter>
    </Page>
  );
}

export default MobileLayout;
