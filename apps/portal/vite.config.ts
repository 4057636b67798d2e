import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import { appConfig } from '../../vite.shared.ts';

/**
 * The libraries every page of the portal needs, in one chunk: split over several files (as the
 * automatic chunking tends to do) they compress worse and cost the first page (/) ~6 KB gzip of
 * its 120 KB budget.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|@emotion[\\/]\w+|swr|use-sync-external-store|dequal|openapi-fetch|cookie|set-cookie-parser)[\\/]/;

export default defineConfig(
  mergeConfig(
    appConfig({ base: '/', port: 5173, root: fileURLToPath(new URL('.', import.meta.url)) }),
    {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } },
        },
      },
    },
  ),
);
