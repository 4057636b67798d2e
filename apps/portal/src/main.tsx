import './afterFramework';
import { renderApp } from '@portal/ui/app/renderApp';
import { App } from './App';
import { PRERENDERED } from './routes';

const rendered = renderApp(<App />, {
  beforeRender: async () => {
    if (import.meta.env.VITE_MOCKS !== 'browser') return;
    const { startBrowserMocks } = await import('@portal/mocks/browser');
    await startBrowserMocks({ baseUrl: import.meta.env.BASE_URL });
  },
  prerendered: (path) => PRERENDERED[path.slice(import.meta.env.BASE_URL.length - 1) || '/'],
});

// VLibras, when the build turns it on (VITE_VLIBRAS, docs/deploy.md): after the page's first paint
// and load, from a chunk of its own. Without it the build drops these lines.
const vlibras = import.meta.env.VITE_VLIBRAS as string | undefined;
if (vlibras)
  void rendered
    .then(() => import('@portal/ui/app/vlibras/loadVLibras'))
    .then((m) => m.loadVLibras(vlibras));
