import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AccessibilityBar } from '../../primitives/AccessibilityBar';
import { Button } from '../../primitives/Button';
import { SkipLinks } from '../../primitives/SkipLinks';
import { toast } from '../../primitives/toast';
import { usePanelLogout } from '../session/usePanelLogout';
import { usePanelSession } from '../session/PanelSessionProvider';
import { PANEL_TITLE, TEXTS } from '../texts';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderLight};
`;

const BarInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
`;

const Brand = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Main = styled.main`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space(4)} ${theme.space(3)}`};
  }
`;

/** The panel's frame: skip links, a bar with the panel's name, accessibility controls and 'Sair'. */
export function PanelLayout({ children }: { children: ReactNode }) {
  const { loggedIn, session, store } = usePanelSession();
  const logout = usePanelLogout();
  const [leaving, setLeaving] = useState(false);
  // The browser forgets the session at once (and closes the realtime connection); then the server
  // is asked to end the token, and the operator is told if it did not confirm.
  const leave = async () => {
    const token = session?.token;
    store.clear();
    if (!token) return;
    setLeaving(true);
    const ended = await logout(token);
    setLeaving(false);
    if (!ended) toast.error(TEXTS.logoutUnconfirmed);
  };
  return (
    <>
      <SkipLinks content="conteudo" menu="menu-painel" />
      <Bar>
        <BarInner>
          {/* The panel's menu is its home's cards; the header's way there is the one on every page. */}
          <nav id="menu-painel" aria-label={TEXTS.menuLabel}>
            <Brand to="/">{PANEL_TITLE}</Brand>
          </nav>
          <Tools>
            <AccessibilityBar />
            {(loggedIn || leaving) && (
              <Button variant="ghost" size="sm" loading={leaving} onClick={() => void leave()}>
                {TEXTS.logout}
              </Button>
            )}
          </Tools>
        </BarInner>
      </Bar>
      <Main id="conteudo" tabIndex={-1}>
        {children}
      </Main>
    </>
  );
}
