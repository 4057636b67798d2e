import { lazy } from 'react';

/**
 * Every screen is its own chunk (route-level code splitting): the first page (/) loads only the
 * shell and the news; forms, react-aria and GraphQL documents come with the routes that use them.
 */
export const NewsPage = lazy(() => import('@portal/ui/portal/news/NewsPage'));
export const QueueSearchPage = lazy(() => import('@portal/ui/portal/queue-search/QueueSearchPage'));
export const MethodPage = lazy(() => import('@portal/ui/portal/wait-estimates/MethodPage'));
export const QueueDashboardPage = lazy(
  () => import('@portal/ui/portal/queue-dashboard/QueueDashboardPage'),
);
export const OpenDataPage = lazy(() => import('@portal/ui/portal/open-data/OpenDataPage'));
export const LoginPage = lazy(() => import('@portal/ui/portal/login/LoginPage'));
export const MyRequestsPage = lazy(() => import('@portal/ui/portal/my-requests/MyRequestsPage'));
export const SearchByDocumentPage = lazy(
  () => import('@portal/ui/movel/search-by-document/SearchByDocumentPage'),
);
export const AppRegisterPage = lazy(() => import('@portal/ui/movel/register/RegisterPage'));
export const MobileTermsPage = lazy(() => import('@portal/ui/movel/terms/TermsPage'));
export const PasswordResetPage = lazy(
  () => import('@portal/ui/movel/password-reset/PasswordResetPage'),
);
export const NotFoundPage = lazy(() => import('@portal/ui/portal/layout/NotFoundPage'));

/** Layouts the first page does not use. */
export const MobileLayout = lazy(() => import('@portal/ui/portal/layout/MobileLayout'));
export const ClientRedirect = lazy(() =>
  import('@portal/ui/app/HandOff').then((m) => ({ default: m.ClientRedirect })),
);
