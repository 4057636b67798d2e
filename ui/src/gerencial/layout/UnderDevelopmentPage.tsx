import { Link } from 'react-router-dom';
import { EmptyState } from '../../primitives/EmptyState';
import { GERENCIAL } from '../shared/messages';
import { LAYOUT } from './messages';
import { ScreenHeader } from './ScreenHeader';

/** The spec's placeholder screen ('Em Desenvolvimento'), for routes whose screens come later. */
export function UnderDevelopmentPage({ title }: { title: string }) {
  return (
    <>
      <ScreenHeader title={title} />
      <EmptyState
        title={LAYOUT.underDevelopment}
        action={<Link to="/main">{GERENCIAL.menu.home}</Link>}
      />
    </>
  );
}

export default UnderDevelopmentPage;
