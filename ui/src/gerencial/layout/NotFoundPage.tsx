import { Link } from 'react-router-dom';
import { EmptyState } from '../../primitives/EmptyState';
import { GERENCIAL } from '../shared/messages';
import { ScreenHeader } from './ScreenHeader';

/** An address under /clientes that is no screen of the Portal Gerencial. */
export function NotFoundPage() {
  return (
    <>
      <ScreenHeader title={GERENCIAL.shell.notFound} />
      <EmptyState
        title={GERENCIAL.shell.notFoundHint}
        action={<Link to="/main">{GERENCIAL.menu.home}</Link>}
      />
    </>
  );
}

export default NotFoundPage;
