import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { SITE_TITLE } from '../../messages/siteTitle';
import { AccessibilityBar } from '../../primitives/AccessibilityBar';
import { clearSession, useSession } from '../session/session';
import { PortalMark } from '../../primitives/PortalMark';
import { SkipLinks } from '../../primitives/SkipLinks';
// Each from its own module: the barrel would put every icon of the app in the first page's chunk.
import { LogoutIcon } from '../../primitives/icons/LogoutIcon';
import { MenuIcon } from '../../primitives/icons/MenuIcon';

// The confirmation (Modal, buttons) is fetched when a logged-in patient asks to leave: the home page
// of a visitor never pays for it.
const LogoutModal = lazy(() => import('./LogoutModal'));
// The unread count beside 'Avisos' is read only for a logged-in patient, so a visitor's first page
// carries none of the inbox's code.
const UnreadBadge = lazy(() => import('../notices/UnreadBadge'));

const Shell = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 4px solid ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
`;

const Row = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  min-height: 3.5rem;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  /* Enlarged text wraps the name instead of pushing the Menu button off screen. */
  flex: 1 1 12rem;
  min-width: 0;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const MenuButton = styled.button`
  display: none;
  flex: none;
  margin-inline-start: auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.targetSize};
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  ${({ theme }) => theme.media.mobile} {
    display: inline-flex;
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  button {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: ${({ theme }) => theme.targetSize};
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.colors.primaryLight};
    }
    &[aria-current='page'] {
      text-decoration: underline;
      text-decoration-thickness: 3px;
      text-underline-offset: 0.4em;
    }
  }
  ${({ theme }) => theme.media.mobile} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: absolute;
    top: 100%;
    left: ${({ theme }) => `-${theme.space(4)}`};
    right: ${({ theme }) => `-${theme.space(4)}`};
    z-index: ${({ theme }) => theme.zIndex.header};
    padding: ${({ theme }) => theme.space(2)};
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 2px solid ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadow.modal};
    ul {
      flex-direction: column;
      align-items: stretch;
    }
  }
`;

/**
 * 'Portal da Transparência' with the accessibility controls and the menu: 'Notícias', 'Buscar
 * solicitações', 'Painel da fila', then 'Minhas solicitações', 'Avisos' (with the unread count),
 * 'Meus dados' and 'Sair' when logged in, 'Entrar' when not. At 768 px and below the menu folds
 * behind a 'Menu' button.
 */
export function PortalHeader() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [closedAt, setClosedAt] = useState(pathname);
  if (closedAt !== pathname) {
    // A navigation closes the folded menu.
    setClosedAt(pathname);
    setMenuOpen(false);
  }
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const logout = () => {
    setLogoutOpen(false);
    clearSession();
    navigate('/usuarios');
  };

  return (
    <>
      <SkipLinks content="conteudo" menu="menu-principal" footer="rodape">
        <Link to="/acessibilidade">Acessibilidade</Link>
      </SkipLinks>
      <Shell>
        <Inner>
          <AccessibilityBar />
          <Row>
            <Brand to="/">
              <PortalMark />
              {SITE_TITLE}
            </Brand>
            <MenuButton
              type="button"
              aria-expanded={menuOpen}
              aria-controls="menu-principal"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <MenuIcon />
              Menu
            </MenuButton>
            <Nav id="menu-principal" aria-label="Menu principal" $open={menuOpen}>
              <ul>
                <li>
                  <NavLink to="/" end>
                    Notícias
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/solicitacoes">Buscar solicitações</NavLink>
                </li>
                <li>
                  <NavLink to="/painel-da-fila">Painel da fila</NavLink>
                </li>
                {session ? (
                  <>
                    <li>
                      <NavLink to="/minhas-solicitacoes">Minhas solicitações</NavLink>
                    </li>
                    <li>
                      <NavLink to="/avisos">
                        Avisos
                        <Suspense fallback={null}>
                          <UnreadBadge />
                        </Suspense>
                      </NavLink>
                    </li>
                    <li>
                      <NavLink to="/meus-dados">Meus dados</NavLink>
                    </li>
                    <li>
                      <button type="button" onClick={() => setLogoutOpen(true)}>
                        <LogoutIcon />
                        Sair
                      </button>
                    </li>
                  </>
                ) : (
                  <li>
                    <NavLink to="/usuarios">Entrar</NavLink>
                  </li>
                )}
              </ul>
            </Nav>
          </Row>
        </Inner>
      </Shell>
      {logoutOpen && (
        <Suspense fallback={null}>
          <LogoutModal
            open
            token={session?.token}
            userId={session?.user.id}
            onConfirm={logout}
            onCancel={() => setLogoutOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
