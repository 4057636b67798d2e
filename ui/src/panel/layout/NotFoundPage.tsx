import { Link } from 'react-router-dom';
import { EmptyState } from '../../primitives/EmptyState';
import { PageHeader } from './PageHeader';
import { usePageTitle } from './usePageTitle';
import { SCREENS, TEXTS } from '../texts';

/** An address under the panel that is no screen of it. */
export function NotFoundPage() {
  usePageTitle(SCREENS.notFound);
  return (
    <>
      <PageHeader title={SCREENS.notFound} />
      <EmptyState title={TEXTS.notFound} action={<Link to="/">{TEXTS.back}</Link>} />
    </>
  );
}

export default NotFoundPage;
