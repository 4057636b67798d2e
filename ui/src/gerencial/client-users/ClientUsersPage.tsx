import { UnderDevelopmentPage } from '../layout/UnderDevelopmentPage';

/** Placeholder while the screen is being built (replaced by its own work). */
export function ClientUsersPage() {
  return <UnderDevelopmentPage title="ClientUsersPage" />;
}

export default ClientUsersPage;
