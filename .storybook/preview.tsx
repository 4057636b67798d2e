import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { configure } from 'storybook/test';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers, resetDb, resetScenarios, setScenarios, type ScenarioMap } from '@portal/mocks';
import { StoryProviders } from '../ui/src/storybook/StoryProviders';
import { viewports } from '../ui/src/storybook/viewports';
import { resetToasts } from '../ui/src/primitives/toast';
import { loadFonts } from '../ui/src/theme/fonts';
import { resetStoryClock, storyClockFrozen } from './storyClock';

// Before any story file loads: a story computing a date at load sees the story clock too.
resetStoryClock();

// Testing Library's find queries and waitFor give up after 1 s by default. On a loaded 2-core
// machine a lazy chunk (the charts) or a story's first render can take longer than that, and the
// story fails though nothing is wrong; 5 s still fails a story whose element never comes.
configure({ asyncUtilTimeout: 5_000 });

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Mock-backend scenarios for this story: `{ getQueueLastCheck: { kind: 'error' } }`. */
    scenarios?: ScenarioMap;
  }
}

/**
 * The worker file sits beside Storybook's pages (staticDirs): at the root in development, under
 * /storybook where the sandbox serves the built Storybook. The story tests' pages (Vitest) are
 * served from the root.
 */
function workerUrl(): string {
  return window.location.pathname.endsWith('/iframe.html')
    ? new URL('mockServiceWorker.js', window.location.href).pathname
    : '/mockServiceWorker.js';
}

/** Set by the story pass (.storybook/visual/storyPass.spec.ts) before the preview loads. */
function storyPass(): boolean {
  return Boolean((globalThis as { __STORY_PASS__?: boolean }).__STORY_PASS__);
}

const preview: Preview = {
  loaders: [
    // The bundled typeface, loaded before the first story renders: every story, on every machine,
    // is drawn in it from the start (a late font would reflow a story after its play function).
    () => loadFonts(),
    mswLoader(async () => {
      // The contract's handlers are the worker's initial handlers; stories add overrides on top.
      const worker = setupWorker(...handlers);
      await worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: workerUrl() },
      });
      return worker;
    }),
  ],
  beforeEach({ parameters }) {
    // Each story starts at the seed's time, from the seed (cheap when the previous story changed
    // nothing).
    resetStoryClock();
    resetToasts({ hold: storyClockFrozen() });
    resetDb();
    setScenarios(parameters.scenarios);
    return () => resetScenarios();
  },
  decorators: [
    (Story, { globals }) => (
      <StoryProviders
        highContrast={globals.contrast === 'high'}
        fontScale={Number(globals.fontScale ?? 1)}
      >
        <Story />
      </StoryProviders>
    ),
  ],
  globalTypes: {
    contrast: {
      description: 'Alto contraste',
      toolbar: {
        title: 'Contraste',
        icon: 'contrast',
        items: [
          { value: 'normal', title: 'Normal' },
          { value: 'high', title: 'Alto contraste' },
        ],
        dynamicTitle: true,
      },
    },
    fontScale: {
      description: 'Tamanho da fonte',
      toolbar: {
        title: 'Fonte',
        icon: 'paragraph',
        items: [
          { value: '1', title: '100 %' },
          { value: '1.25', title: '125 %' },
          { value: '1.5', title: '150 %' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    contrast: 'normal',
    fontScale: '1',
    viewport: { value: 'desktop1280', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    viewport: { options: viewports },
    // A violation of WCAG 2.x A/AA (serious or critical included) fails the story's test.
    a11y: {
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        // The story pass reads only the violations: axe then details no other result's nodes
        // (each is a page's worth of selectors and HTML, sent over the channel with every story).
        // The a11y panel keeps its passes and incomplete checks.
        ...(storyPass() ? { resultTypes: ['violations'] } : {}),
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
