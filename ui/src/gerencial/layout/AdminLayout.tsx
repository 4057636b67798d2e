import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useApi } from '../../api/ApiProvider';
import { endServerSession } from '../../api/endServerSession';
import { RouteContent } from '../../app/RouteContent';
import { useFocusOnNavigate } from '../../app/useFocusOnNavigate';
import { AccessibilityBar } from '../../primitives/AccessibilityBar';
import { Button } from '../../primitives/Button';
import { LogoutIcon, MenuIcon } from '../../primitives/icons';
import { PortalMark } from '../../primitives/PortalMark';
import { SkipLinks } from '../../primitives/SkipLinks';
import { useAdmin, useAdminSession } from '../session/AdminSessionProvider';
import { GERENCIAL } from '../shared/messages';
import { MENU, type MenuEntry } from './menu';

const T = GERENCIAL.shell;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.colors.background};
`;

const Header = styled.header`
  position: relative;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 4px solid ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  flex: 1 1 12rem;
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Who = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space(4)}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  min-width: 0;
  div {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    min-width: 0;
  }
  dt {
    flex: none;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const MenuButton = styled(Button)`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: inline-flex;
  }
`;

const Body = styled.div`
  flex: 1;
  display: grid;
  grid-template-columns: 16rem minmax(0, 1fr);
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.borderLight};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(2)}`};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  ul ul {
    margin-top: ${({ theme }) => theme.space(1)};
    padding-left: ${({ theme }) => theme.space(4)};
  }
  .group {
    display: block;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.targetSize};
    padding: ${({ theme }) => `0 ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
    &:hover {
      background: ${({ theme }) => theme.colors.primaryLight};
    }
    &:focus-visible {
      ${({ theme }) => theme.focusRing}
    }
    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.onPrimary};
    }
  }
  ${({ theme }) => theme.media.mobile} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: absolute;
    left: 0;
    right: 0;
    z-index: ${({ theme }) => theme.zIndex.header};
    border-right: 0;
    border-bottom: 2px solid ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadow.modal};
  }
`;

const Main = styled.main`
  min-width: 0;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(6)} ${theme.space(10)}`};
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space(4)} ${theme.space(3)} ${theme.space(8)}`};
  }
`;

function MenuItems({ entries }: { entries: readonly MenuEntry[] }) {
  return (
    <ul>
      {entries.map((entry) =>
        'children' in entry ? (
          <li key={entry.label}>
            <span className="group" id={`grupo-${entry.id}`}>
              {entry.label}
            </span>
            <ul aria-labelledby={`grupo-${entry.id}`}>
              {entry.children.map((child) => (
                <li key={child.to}>
                  <NavLink to={child.to}>{child.label}</NavLink>
                </li>
              ))}
            </ul>
          </li>
        ) : (
          <li key={entry.to}>
            <NavLink to={entry.to} end>
              {entry.label}
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The Portal Gerencial's frame: a header with the client's and the user's names and 'Sair', the
 * side menu of the spec (folded behind a 'Menu' button at 768 px and below), and the routed screen.
 */
export function AdminLayout({ children }: { children?: ReactNode }) {
  useFocusOnNavigate();
  const { user } = useAdmin();
  const { logout, session } = useAdminSession();
  const { api } = useApi();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
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

  return (
    <Page>
      <SkipLinks content="conteudo" menu="menu-gerencial" />
      <Header>
        <HeaderRow>
          <Brand to="/main">
            <PortalMark />
            {T.title}
          </Brand>
          <MenuButton
            variant="secondary"
            size="sm"
            aria-expanded={menuOpen}
            aria-controls="menu-gerencial"
            icon={<MenuIcon />}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {T.menu}
          </MenuButton>
          <Who>
            <div>
              <dt>{T.clientLabel}</dt>
              <dd>{user.cliente.cli_nome}</dd>
            </div>
            <div>
              <dt>{T.userLabel}</dt>
              <dd>{user.usc_nome_usuario}</dd>
            </div>
          </Who>
          <Tools>
            <AccessibilityBar />
            <Button
              variant="ghost"
              size="sm"
              icon={<LogoutIcon />}
              onClick={() => {
                const token = session?.token;
                logout();
                navigate('/', { replace: true });
                // The server ends the token too (best effort: logged out here whatever it answers).
                if (token) void endServerSession(api, '/api/clients/logout', token);
              }}
            >
              {T.logout}
            </Button>
          </Tools>
        </HeaderRow>
      </Header>
      <Body>
        <Nav id="menu-gerencial" aria-label={T.menuLabel} $open={menuOpen}>
          <MenuItems entries={MENU} />
        </Nav>
        <Main id="conteudo" tabIndex={-1}>
          <RouteContent>{children}</RouteContent>
        </Main>
      </Body>
    </Page>
  );
}

export default AdminLayout;
