import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePortalConfig } from '../../app/portalConfig';
import { SITE_TITLE } from '../../messages/siteTitle';
import { AccessibilitySymbol } from '../../primitives/icons/AccessibilitySymbol';

/** The spec's copyright year. */
export const COPYRIGHT_YEAR = 2024;

const Shell = styled.footer`
  margin-top: auto;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(4)}`};
  background: ${({ theme }) => (theme.highContrast ? theme.colors.surface : theme.colors.primaryDark)};
  color: ${({ theme }) => (theme.highContrast ? theme.colors.text : theme.colors.onPrimary)};
  border-top: ${({ theme }) => (theme.highContrast ? `2px solid ${theme.colors.border}` : 'none')};
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    color: inherit;
  }
  div {
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0;
  }
  svg {
    vertical-align: middle;
    margin-inline-end: ${({ theme }) => theme.space(1)};
  }
`;

/**
 * '© 2024 Portal da Transparência' and the version string (spec: footer year 2024), with the links
 * to the open data (/dados-abertos), the accessibility page (/acessibilidade, with the
 * accessibility symbol) and the privacy notice (/privacidade). It is the skip links' 'rodapé'.
 */
export function PortalFooter({ children }: { children?: ReactNode }) {
  const { version } = usePortalConfig();
  return (
    <Shell id="rodape">
      <div>
        <p>
          © {COPYRIGHT_YEAR} {SITE_TITLE}. Todos os direitos reservados.
        </p>
        {children}
        <p>
          <Link to="/dados-abertos">Dados abertos</Link>
        </p>
        <p>
          <Link to="/acessibilidade">
            <AccessibilitySymbol />
            Acessibilidade
          </Link>
        </p>
        <p>
          <Link to="/privacidade">Privacidade</Link>
        </p>
        <p data-testid="versao">Versão {version || 'desconhecida'}</p>
      </div>
    </Shell>
  );
}
