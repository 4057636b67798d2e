import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { ScreenLoader } from '../layout/PageShell';
import { useSession } from '../session/session';
import { MY_DATA } from './messages';

// The area (forms, lists, calls) is fetched only when there is a session.
const MyDataArea = lazy(() => import('./MyDataArea'));

/**
 * 'Meus dados' (/meus-dados): the logged-in patient's rights over their data (LGPD art. 18). A
 * visitor is told to log in.
 */
export function MyDataPage() {
  usePageTitle(MY_DATA.title);
  const session = useSession();
  if (!session) {
    return (
      <section aria-labelledby="titulo-meus-dados">
        <h1 id="titulo-meus-dados">{MY_DATA.title}</h1>
        <p>{MY_DATA.loggedOut}</p>
        <p>
          <Link to="/usuarios">{MY_DATA.goToLogin}</Link>
        </p>
      </section>
    );
  }
  return (
    <Suspense fallback={<ScreenLoader />}>
      <MyDataArea userId={session.user.id} />
    </Suspense>
  );
}

export default MyDataPage;
