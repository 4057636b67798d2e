import { lazyScreen } from '@portal/ui/app/lazyScreen';
import { QueueCity } from '@portal/ui/portal/layout/Layouts';

/**
 * Every screen is its own chunk (route-level code splitting): the first page (/) loads only the
 * shell and the news; forms, react-aria and GraphQL documents come with the routes that use them.
 */
export const NewsPage = lazyScreen(() => import('@portal/ui/portal/news/NewsPage'));
export const QueueSearchPage = lazyScreen(
  () => import('@portal/ui/portal/queue-search/QueueSearchPage'),
);
export const MethodPage = lazyScreen(() => import('@portal/ui/portal/wait-estimates/MethodPage'));
export const QueueDashboardPage = lazyScreen(
  () => import('@portal/ui/portal/queue-dashboard/QueueDashboardPage'),
);
export const AccessibilityPage = lazyScreen(
  () => import('@portal/ui/portal/accessibility/AccessibilityPage'),
);
export const OpenDataPage = lazyScreen(() => import('@portal/ui/portal/open-data/OpenDataPage'));
export const PrivacyPage = lazyScreen(() => import('@portal/ui/portal/privacy/PrivacyPage'));
export const LoginPage = lazyScreen(() => import('@portal/ui/portal/login/LoginPage'));
export const MyRequestsPage = lazyScreen(
  () => import('@portal/ui/portal/my-requests/MyRequestsPage'),
);
export const NoticesPage = lazyScreen(() => import('@portal/ui/portal/notices/NoticesPage'));
export const MyDataPage = lazyScreen(() => import('@portal/ui/portal/my-data/MyDataPage'));
export const SearchByDocumentPage = lazyScreen(
  () => import('@portal/ui/movel/search-by-document/SearchByDocumentPage'),
);
export const AppRegisterPage = lazyScreen(() => import('@portal/ui/movel/register/RegisterPage'));
export const MobileTermsPage = lazyScreen(() => import('@portal/ui/movel/terms/TermsPage'));
export const PasswordResetPage = lazyScreen(
  () => import('@portal/ui/movel/password-reset/PasswordResetPage'),
);
export const NotFoundPage = lazyScreen(() => import('@portal/ui/portal/layout/NotFoundPage'));

/** Layouts the first page does not use. */
export const MobileLayout = lazyScreen(() => import('@portal/ui/portal/layout/MobileLayout'));
export const ClientRedirect = lazyScreen<object>(() =>
  import('@portal/ui/app/HandOff').then((m) => ({ default: m.ClientRedirect })),
);

/** The news call: where a page's first data holds it, its main picture is asked for with it. */
export const NEWS_CALL = '/api/rss-feeds';

/**
 * The first data of a prerendered page that a GET fetches (paths of the REST API): its HTML's
 * before-paint script starts them and hands the answers to the app's client
 * (@portal/ui/app/first-paint/firstData), so they arrive while the app's code loads instead of after it (the
 * news on `/`, the queue's last update on the queue's pages). The GraphQL calls are POSTs and are
 * left to the app.
 */
export const FIRST_DATA: Record<string, string[]> = {
  '/': [NEWS_CALL],
  '/solicitacoes': ['/api/queue/get-last-check'],
};

/**
 * The pages prerendered at build (ui/src/app/first-paint/prerender.ts) and the chunks each one needs before it is
 * hydrated: its screen, and its layout's code-split parts.
 */
export const PRERENDERED: Record<string, Array<{ preload: () => Promise<unknown> }>> = {
  '/': [NewsPage],
  '/solicitacoes': [
    QueueSearchPage,
    QueueCity,
    {
      preload: () =>
        import('@portal/ui/portal/queue-search/QueueSearchPage').then((screen) =>
          screen.QueueFilterForm.preload(),
        ),
    },
  ],
  '/usuarios': [LoginPage, QueueCity],
  '/como-calculamos': [MethodPage, QueueCity],
  '/painel-da-fila': [QueueDashboardPage, QueueCity],
  '/dados-abertos': [OpenDataPage, QueueCity],
  '/acessibilidade': [AccessibilityPage],
  '/movel/register': [AppRegisterPage, MobileLayout],
  '/movel/termos': [MobileTermsPage, MobileLayout],
};
