import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { ScreenLoader } from '../layout/PageShell';
import { useSession } from '../session/session';
import { NOTICES } from './messages';

// The inbox (list, buttons, calls) and browser push are fetched only when there is a session.
const NoticesInbox = lazy(() => import('./NoticesInbox'));
const PushSection = lazy(() => import('./push/PushSection'));

/** 'Avisos' (/avisos): the logged-in patient's inbox; a visitor is sent to the login. */
export function NoticesPage() {
  usePageTitle(NOTICES.title);
  const session = useSession();
  if (!session) {
    return (
      <section aria-labelledby="titulo-avisos">
        <h1 id="titulo-avisos">{NOTICES.title}</h1>
        <p>{NOTICES.loggedOut}</p>
        <p>
          <Link to="/usuarios">{NOTICES.goToLogin}</Link>
        </p>
      </section>
    );
  }
  return (
    <Suspense fallback={<ScreenLoader />}>
      <NoticesInbox userId={session.user.id} />
      <PushSection userId={session.user.id} />
    </Suspense>
  );
}

export default NoticesPage;
