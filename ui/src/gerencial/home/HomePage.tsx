import { UnderDevelopmentPage } from '../layout/UnderDevelopmentPage';

/** Placeholder while the screen is being built (replaced by its own work). */
export function HomePage() {
  return <UnderDevelopmentPage title="HomePage" />;
}

export default HomePage;
