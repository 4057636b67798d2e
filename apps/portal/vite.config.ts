import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import { appConfig } from '../../vite.shared.ts';
import { prerender } from '../../ui/src/app/first-paint/prerender.ts';
import { vlibrasCsp } from '../../ui/src/app/vlibras/vlibrasBuild.ts';

/**
 * The libraries every page of the portal needs, in one chunk: split over several files (as the
 * automatic chunking tends to do) they compress worse, and the first page (/) pays for it within
 * its JavaScript budget.
 */
/** Small modules of the first page (`/`) that lazy screens share too (see `codeSplitting`). */
const FIRST_PAGE_SHARED =
  /[\\/](contracts[\\/]src[\\/]client[\\/]errors|ui[\\/]src[\\/](api[\\/](unwrap|keys)|portal[\\/]keys|messages[\\/]common|domain[\\/]dates|app[\\/]usePageTitle|primitives[\\/](EmptyState|useMediaQuery|icons[\\/](InboxIcon|AlertIcon))))\.tsx?$/;

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|@emotion[\\/]\w+|swr|use-sync-external-store|dequal|openapi-fetch|cookie|set-cookie-parser)[\\/]/;

export default defineConfig(
  mergeConfig(
    appConfig({ base: '/', port: 5173, root: fileURLToPath(new URL('.', import.meta.url)) }),
    {
      plugins: [
        // VITE_VLIBRAS checked, and the CSP sources the widget needs written beside the pages.
        vlibrasCsp(),
        // The public pages as HTML, before any JavaScript (ui/src/app/first-paint/prerender.ts); each with the
        // modules of its screen, preloaded. Their list is the app's PRERENDERED (src/routes.tsx).
        prerender({
          entry: 'src/serverEntry.tsx',
          pages: {
            '/': ['ui/src/portal/news/NewsPage.tsx'],
            '/solicitacoes': [
              'ui/src/portal/queue-search/QueueSearchPage.tsx',
              'ui/src/portal/queue-search/QueueFilterForm.tsx',
              'ui/src/portal/layout/city.tsx',
            ],
            '/usuarios': ['ui/src/portal/login/LoginPage.tsx', 'ui/src/portal/layout/city.tsx'],
            '/como-calculamos': [
              'ui/src/portal/wait-estimates/MethodPage.tsx',
              'ui/src/portal/layout/city.tsx',
            ],
            '/painel-da-fila': [
              'ui/src/portal/queue-dashboard/QueueDashboardPage.tsx',
              'ui/src/portal/layout/city.tsx',
            ],
            '/dados-abertos': [
              'ui/src/portal/open-data/OpenDataPage.tsx',
              'ui/src/portal/layout/city.tsx',
            ],
            '/acessibilidade': ['ui/src/portal/accessibility/AccessibilityPage.tsx'],
            '/movel/register': [
              'ui/src/movel/register/RegisterPage.tsx',
              'ui/src/portal/layout/MobileLayout.tsx',
            ],
            '/movel/termos': [
              'ui/src/movel/terms/TermsPage.tsx',
              'ui/src/portal/layout/MobileLayout.tsx',
            ],
          },
        }),
      ],
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 1 },
                // The entry and every other module it imports statically, in one chunk: with the
                // await of src/afterFramework.ts, the automatic split spread them over ~25 small
                // chunks. (The page then loads runtime, framework and app as three module scripts.)
                { name: 'app', tags: ['$initial'] },
                // The small modules the news page shares with other screens, in one chunk: left to
                // the automatic split they were ten chunks of 0.2 to 0.9 KB on `/`, each with its
                // own imports, and a name more in every route's preload list.
                { name: 'shared', test: FIRST_PAGE_SHARED },
              ],
            },
          },
        },
      },
    },
  ),
);
