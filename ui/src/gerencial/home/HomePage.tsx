import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { failureMessage } from '../../api/failureMessage';
import { Button } from '../../primitives/Button';
import { EmptyState, ErrorState } from '../../primitives/EmptyState';
import { PageLoader } from '../../primitives/Spinner';
import { ScreenHeader } from '../layout/ScreenHeader';
import { useAdmin } from '../session/AdminSessionProvider';
import { GERENCIAL } from '../shared/messages';
import { ResponsibilityTermModal } from '../terms/ResponsibilityTermModal';
import { useDashboard } from './api';
import { DashboardFigures } from './DashboardFigures';
import { HOME } from './messages';
import { WelcomeBanner } from './WelcomeBanner';

const H = HOME;

const StaleNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.dangerDark};
  p {
    margin: 0;
  }
`;

/**
 * The client home (/clientes/main): welcome banner, the four summary cards, the daily charts with
 * a month selector and 'Detalhamento por Unidades', on the figures of the client's queue (the
 * spec's were hard-coded). The policy-and-privacy modal opens over it until the term is accepted.
 */
export function HomePage() {
  const { user } = useAdmin();
  const { data, error, isLoading, mutate } = useDashboard(user.usc_id_clientes);
  const retry = () => void mutate();

  let body;
  if (isLoading) body = <PageLoader label={H.loading} />;
  else if (!data)
    body = (
      <ErrorState
        message={failureMessage(error, H.loadError)}
        onRetry={retry}
        retryLabel={H.retry}
      />
    );
  else if (data.total === 0)
    body = (
      <EmptyState
        title={H.emptyTitle}
        description={H.emptyHint}
        action={<Link to="/import">{GERENCIAL.menu.import}</Link>}
      />
    );
  else body = <DashboardFigures dashboard={data} />;

  return (
    <>
      <ScreenHeader title={GERENCIAL.menu.home} />
      <ResponsibilityTermModal />
      <WelcomeBanner
        userName={user.usc_nome_usuario}
        clientName={user.cliente.cli_nome}
        updatedAt={data?.updatedAt}
      />
      {data && error && (
        // The last figures stay; a failed refresh says so and offers to try again.
        <StaleNotice role="alert">
          <p>{failureMessage(error, H.loadError)}</p>
          <Button variant="secondary" onClick={retry}>
            {H.retry}
          </Button>
        </StaleNotice>
      )}
      {body}
    </>
  );
}

export default HomePage;
