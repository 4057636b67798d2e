import { UnderDevelopmentPage } from '../layout/UnderDevelopmentPage';

/** Placeholder while the screen is being built (replaced by its own work). */
export function ConfigurationPage() {
  return <UnderDevelopmentPage title="ConfigurationPage" />;
}

export default ConfigurationPage;
