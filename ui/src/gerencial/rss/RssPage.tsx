import { UnderDevelopmentPage } from '../layout/UnderDevelopmentPage';

/** Placeholder while the screen is being built (replaced by its own work). */
export function RssPage() {
  return <UnderDevelopmentPage title="RssPage" />;
}

export default RssPage;
