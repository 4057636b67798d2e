import { UnderDevelopmentPage } from '../layout/UnderDevelopmentPage';

/** Placeholder while the screen is being built (replaced by its own work). */
export function ImportPage() {
  return <UnderDevelopmentPage title="ImportPage" />;
}

export default ImportPage;
