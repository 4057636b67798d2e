/** Story routing: a router at a given address, and where the story's navigation ended up. */
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Where the story's navigation ended up (pathname + query), for play functions. */
export function CurrentRoute() {
  const { pathname, search } = useLocation();
  return (
    <p data-testid="rota-atual" className="visually-hidden">
      {pathname}
      {search}
    </p>
  );
}

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** The address a story opens at (overrides the meta's withRouter address). */
    route?: { address: string; pattern?: string };
  }
}

/**
 * Renders the story at `address` (e.g. '/solicitacoes?municipio=3302858') matched by `pattern`
 * (e.g. '/movel/redefinir-senha/:hash'); any other address shows the route it reached. A story's
 * `parameters.route` opens it elsewhere.
 */
export const withRouter =
  (defaultAddress = '/', defaultPattern?: string): Decorator =>
  (Story, { parameters }) => {
    const address = parameters.route?.address ?? defaultAddress;
    const pattern = parameters.route?.pattern ?? defaultPattern;
    return (
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route
            path={pattern ?? new URL(address, 'http://x').pathname}
            element={
              <>
                <Story />
                <CurrentRoute />
              </>
            }
          />
          <Route path="*" element={<CurrentRoute />} />
        </Routes>
      </MemoryRouter>
    );
  };

/** The address the story's navigation reached. */
export const currentRoute = () => document.querySelector('[data-testid="rota-atual"]')?.textContent;
