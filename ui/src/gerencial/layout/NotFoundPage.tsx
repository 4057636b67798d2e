import { Link } from 'react-router-dom';
import { GERENCIAL } from '../../messages/gerencial';
import { EmptyState } from '../../primitives/EmptyState';
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
