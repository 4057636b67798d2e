import { UnderDevelopmentPage } from '../layout/UnderDevelopmentPage';

/** Placeholder while the screen is being built (replaced by its own work). */
export function NewsPage() {
  return <UnderDevelopmentPage title="NewsPage" />;
}

export default NewsPage;
