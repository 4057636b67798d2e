import { useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../primitives/Button';
import { AlertIcon } from '../primitives/icons/AlertIcon';
import { isChunkLoadError, reloadOnceForNewBuild } from './chunkErrors';

export const BOUNDARY_TEXTS = {
  chunkTitle: 'Não foi possível carregar esta página.',
  chunkHint: 'A conexão pode ter falhado ou o portal foi atualizado. Recarregue para continuar.',
  reload: 'Recarregar',
  renderTitle: 'Algo deu errado ao mostrar esta página.',
  renderHint: 'Tente novamente. Se o problema continuar, volte ao início.',
  retry: 'Tentar novamente',
  home: 'Voltar ao início',
} as const;

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  > svg {
    width: 3rem;
    height: 3rem;
    color: ${({ theme }) => theme.colors.danger};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h2:focus {
    outline: none;
  }
  p {
    margin: 0;
    max-width: 40rem;
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  .actions a {
    align-self: center;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Focus lands on the message, so a screen reader says what happened instead of nothing. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

interface FallbackViewProps {
  error: unknown;
  onRetry: () => void;
  /** The way back: a router link inside the router, a plain link at the app root. */
  home: ReactNode;
  /** Reloads the page (tests and stories pass a spy). */
  reload?: () => void;
}

const reloadPage = () => window.location.reload();

/** What the user sees in place of a screen that failed: the chunk case or the render case. */
export function BoundaryFallback({ error, onRetry, home, reload = reloadPage }: FallbackViewProps) {
  const chunk = isChunkLoadError(error);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  useEffect(() => {
    // Meanwhile the message is on screen: a deploy replaced this build, so reload once by itself.
    if (chunk) void reloadOnceForNewBuild(reload);
    // Checked once per failure; `reload` is stable for the fallback's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chunk]);

  return (
    <Box role="alert" aria-labelledby="erro-da-pagina">
      <AlertIcon aria-hidden="true" />
      <h2 id="erro-da-pagina" ref={heading} tabIndex={-1}>
        {chunk ? BOUNDARY_TEXTS.chunkTitle : BOUNDARY_TEXTS.renderTitle}
      </h2>
      <p>{chunk ? BOUNDARY_TEXTS.chunkHint : BOUNDARY_TEXTS.renderHint}</p>
      <div className="actions">
        {chunk ? (
          <Button variant="primary" onClick={reload}>
            {BOUNDARY_TEXTS.reload}
          </Button>
        ) : (
          <Button variant="primary" onClick={onRetry}>
            {BOUNDARY_TEXTS.retry}
          </Button>
        )}
        {home}
      </div>
    </Box>
  );
}

/** Both kinds go to the console with the route they happened on, for whoever reads the logs. */
export function reportBoundaryError(error: unknown, info: ErrorInfo, route: string) {
  const kind = isChunkLoadError(error) ? 'carregar a tela' : 'mostrar a tela';
  console.error(`[erro ao ${kind}] rota ${route}`, error, info.componentStack ?? '');
}

const currentRoute = () => `${window.location.pathname}${window.location.search}`;

/**
 * The app root's boundary: anything the route boundaries did not catch (a layout, a provider).
 * There is no router above it, so the way back is a plain link to the app's home.
 */
export function AppErrorBoundary({
  children,
  homeHref = '/',
  reload,
}: {
  children: ReactNode;
  homeHref?: string;
  /** Reloads the page (stories pass a spy). */
  reload?: () => void;
}) {
  return (
    <ErrorBoundary
      onError={(error, info) => reportBoundaryError(error, info, currentRoute())}
      fallbackRender={({ error, resetErrorBoundary }: FallbackProps) => (
        <BoundaryFallback
          error={error}
          onRetry={resetErrorBoundary}
          reload={reload}
          home={<a href={homeHref}>{BOUNDARY_TEXTS.home}</a>}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

/**
 * One route's boundary: the header and menu stay usable while the screen shows what failed, and
 * moving to another route starts over.
 */
export function RouteErrorBoundary({
  children,
  homePath = '/',
  reload,
}: {
  children: ReactNode;
  homePath?: string;
  /** Reloads the page (stories pass a spy). */
  reload?: () => void;
}) {
  const { pathname, search } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      onError={(error, info) => reportBoundaryError(error, info, `${pathname}${search}`)}
      fallbackRender={({ error, resetErrorBoundary }: FallbackProps) => (
        <BoundaryFallback
          error={error}
          onRetry={resetErrorBoundary}
          reload={reload}
          home={<Link to={homePath}>{BOUNDARY_TEXTS.home}</Link>}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
