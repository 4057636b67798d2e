import { lazy } from 'react';

/**
 * Every screen is its own chunk: /clientes (the login) loads only the shell; charts, the cropper,
 * the import and each admin screen come with their routes.
 */
export const AdminLoginPage = lazy(() => import('@portal/ui/gerencial/login/AdminLoginPage'));
export const AdminLayout = lazy(() => import('@portal/ui/gerencial/layout/AdminLayout'));
export const HomePage = lazy(() => import('@portal/ui/gerencial/home/HomePage'));
export const ImportPage = lazy(() => import('@portal/ui/gerencial/import/ImportPage'));
export const NewsPage = lazy(() => import('@portal/ui/gerencial/news/NewsPage'));
export const RssPage = lazy(() => import('@portal/ui/gerencial/rss/RssPage'));
export const BotsPage = lazy(() => import('@portal/ui/gerencial/bots/BotsPage'));
export const ClientUsersPage = lazy(
  () => import('@portal/ui/gerencial/client-users/ClientUsersPage'),
);
export const AppUsersPage = lazy(() => import('@portal/ui/gerencial/app-users/AppUsersPage'));
export const ConfigurationPage = lazy(
  () => import('@portal/ui/gerencial/configuration/ConfigurationPage'),
);
export const NotificationsPage = lazy(
  () => import('@portal/ui/gerencial/notifications/NotificationsPage'),
);
export const CampaignsPage = lazy(() => import('@portal/ui/gerencial/campaigns/CampaignsPage'));
export const DataRequestsPage = lazy(
  () => import('@portal/ui/gerencial/data-requests/DataRequestsPage'),
);
export const SimpleNotificationPage = lazy(
  () => import('@portal/ui/gerencial/notifications/simple/SimpleNotificationPage'),
);
export const MassNotificationPage = lazy(
  () => import('@portal/ui/gerencial/notifications/mass/MassNotificationPage'),
);
export const UnderDevelopmentPage = lazy(
  () => import('@portal/ui/gerencial/layout/UnderDevelopmentPage'),
);
export const NotFoundPage = lazy(() => import('@portal/ui/gerencial/layout/NotFoundPage'));
export const PanelRedirect = lazy(() =>
  import('@portal/ui/app/HandOff').then((m) => ({ default: m.PanelRedirect })),
);
