import { UnderDevelopmentPage } from '../layout/UnderDevelopmentPage';

/** Placeholder while the screen is being built (replaced by its own work). */
export function AppUsersPage() {
  return <UnderDevelopmentPage title="AppUsersPage" />;
}

export default AppUsersPage;
