import { Link } from 'react-router-dom';
import { EmptyState } from '../../primitives/EmptyState';
import { PageHeader } from './PageHeader';
import { usePageTitle } from '../../app/usePageTitle';
import { SCREENS, TEXTS, PANEL_PAGE_TITLE } from '../texts';

/** An address under the panel that is no screen of it. */
export function NotFoundPage() {
  usePageTitle(SCREENS.notFound, PANEL_PAGE_TITLE);
  return (
    <>
      <PageHeader title={SCREENS.notFound} />
      <EmptyState title={TEXTS.notFound} action={<Link to="/">{TEXTS.back}</Link>} />
    </>
  );
}

export default NotFoundPage;
