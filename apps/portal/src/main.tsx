import './afterFramework';
import { renderApp } from '@portal/ui/app/renderApp';
import { App } from './App';
import { PRERENDERED } from './routes';

void renderApp(<App />, {
  beforeRender: async () => {
    if (import.meta.env.VITE_MOCKS !== 'browser') return;
    const { startBrowserMocks } = await import('@portal/mocks/browser');
    await startBrowserMocks({ baseUrl: import.meta.env.BASE_URL });
  },
  prerendered: (path) => PRERENDERED[path.slice(import.meta.env.BASE_URL.length - 1) || '/'],
});
