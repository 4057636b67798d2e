import { UnderDevelopmentPage } from '../layout/UnderDevelopmentPage';

/** Placeholder while the screen is being built (replaced by its own work). */
export function BotsPage() {
  return <UnderDevelopmentPage title="BotsPage" />;
}

export default BotsPage;
