import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '../../primitives/Spinner';
import { useCurrentCity } from '../layout/city';
import { ScreenLoader } from '../layout/PageShell';
import { usePageTitle } from '../../app/usePageTitle';
import { saveSession, sessionFromHandoff, useSession, withoutHandoff } from '../session/session';

// The logged-in area (filters, tables, modals) is fetched only when there is a session: a
// logged-out visitor gets the message and the redirect at once.
const PatientArea = lazy(() => import('./PatientArea'));

/** Redirect to /usuarios after this long without a stored login (spec: 4 s). */
export const LOGGED_OUT_REDIRECT_MS = 4000;

export interface MyRequestsPageProps {
  /** Reloads the page at an address (the hand-off's reload; replaceable in tests and stories). */
  reload?: (address: string) => void;
  /** How long the logged-out message shows before the login page (the spec's 4 s). */
  redirectAfterMs?: number;
}

const reloadAt = (address: string) => window.location.replace(address);

/**
 * Minhas solicitações: the query-string login hand-off, the redirect when logged out, then the
 * patient's area (profile card, requests, and the CPF and terms modals).
 */
export function MyRequestsPage({
  reload = reloadAt,
  redirectAfterMs = LOGGED_OUT_REDIRECT_MS,
}: MyRequestsPageProps) {
  usePageTitle('Minhas solicitações');
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const city = useCurrentCity();
  // Read once, on first arrival: ?user=<JSON>&token=<token> becomes the stored login.
  const [handoff] = useState(() => sessionFromHandoff(location.search));

  useEffect(() => {
    if (!handoff) return;
    saveSession(handoff);
    // Reload without the token in the address (spec: "stores them … and reloads").
    reload(`${location.pathname}${withoutHandoff(location.search)}`);
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handoff]);

  useEffect(() => {
    if (handoff || session) return;
    const timer = setTimeout(() => navigate('/usuarios'), redirectAfterMs);
    return () => clearTimeout(timer);
  }, [handoff, session, navigate, redirectAfterMs]);

  if (handoff) return <PageLoader label="Entrando..." />;
  if (!session) {
    return (
      <section aria-labelledby="titulo-area">
        <h1 id="titulo-area">Minhas solicitações</h1>
        <p role="status">
          Você precisa entrar para ver suas solicitações. Em instantes você será levado à página de
          login.
        </p>
        <p>
          <Link to="/usuarios">Ir para o login agora</Link>
        </p>
      </section>
    );
  }

  return (
    <Suspense fallback={<ScreenLoader />}>
      <PatientArea session={session} clientName={city?.client?.cli_nome} />
    </Suspense>
  );
}

export default MyRequestsPage;
