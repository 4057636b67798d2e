import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { AppErrorBoundary, BOUNDARY_TEXTS, RouteErrorBoundary } from './ErrorBoundaries';

/** A lazy screen whose chunk never arrives, as Chromium reports it. */
const MissingChunk = lazy<ComponentType>(() =>
  Promise.reject(
    new TypeError(
      'Failed to fetch dynamically imported module: https://portal.exemplo/assets/QueueSearchPage-3f2a.js',
    ),
  ),
);

/** A screen with a bug: it throws while rendering until `fixed` is set. */
const state = { fixed: false };
function BrokenScreen() {
  if (!state.fixed) throw new Error('Cannot read properties of null (reading "data")');
  return <p>Tela carregada</p>;
}

/** A header and a route, as in the apps: the boundary replaces only the screen. */
function Frame({ screen, reload }: { screen: 'chunk' | 'render'; reload: () => void }) {
  return (
    <MemoryRouter initialEntries={['/solicitacoes']}>
      <header>
        <p>Portal da Transparência</p>
        <nav>
          <Link to="/">Início</Link>
        </nav>
      </header>
      <main>
        <RouteErrorBoundary reload={reload}>
          <Suspense fallback={<p>Carregando...</p>}>
            <Routes>
              <Route
                path="/solicitacoes"
                element={screen === 'chunk' ? <MissingChunk /> : <BrokenScreen />}
              />
              <Route path="/" element={<p>Página inicial</p>} />
            </Routes>
          </Suspense>
        </RouteErrorBoundary>
      </main>
    </MemoryRouter>
  );
}

const meta = {
  title: 'App/Limites de erro',
  component: Frame,
  args: { screen: 'chunk', reload: fn() },
  beforeEach: () => {
    state.fixed = false;
    // The boundaries report to the console on purpose; keep the story's log readable.
    const error = console.error;
    console.error = () => {};
    return () => {
      console.error = error;
    };
  },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A screen's chunk failed to load (a dropped connection, or a deploy mid-session): the header stays,
 * the message takes the focus, and 'Recarregar' reloads the page.
 */
export const ChunkFailed: Story = {
  play: async ({ canvas, args }) => {
    const heading = await canvas.findByRole('heading', { name: BOUNDARY_TEXTS.chunkTitle });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(BOUNDARY_TEXTS.chunkHint)).toBeVisible();
    await expect(canvas.getByText('Portal da Transparência')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: BOUNDARY_TEXTS.reload }));
    await expect(args.reload).toHaveBeenCalledTimes(1);
  },
};

export const ChunkFailedMobile: Story = { ...ChunkFailed, globals: atViewport('mobile360') };

/** A screen threw while rendering: 'Tentar novamente' renders it again, and the way home works. */
export const RenderError: Story = {
  args: { screen: 'render' },
  play: async ({ canvas, args }) => {
    const heading = await canvas.findByRole('heading', { name: BOUNDARY_TEXTS.renderTitle });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('link', { name: BOUNDARY_TEXTS.home })).toBeVisible();
    state.fixed = true;
    await userEvent.click(canvas.getByRole('button', { name: BOUNDARY_TEXTS.retry }));
    await expect(await canvas.findByText('Tela carregada')).toBeVisible();
    await expect(args.reload).not.toHaveBeenCalled();
  },
};

export const RenderErrorMobile: Story = { ...RenderError, globals: atViewport('mobile360') };

/** Leaving the failed route starts over: the next screen renders. */
export const RouteChangeResets: Story = {
  args: { screen: 'render' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: BOUNDARY_TEXTS.renderTitle });
    await userEvent.click(canvas.getByRole('link', { name: 'Início' }));
    await expect(await canvas.findByText('Página inicial')).toBeVisible();
  },
};

/** Something above the routes failed (a layout, a provider): the root boundary, with a plain link. */
export const AppRoot: StoryObj<typeof AppErrorBoundary> = {
  render: () => (
    <AppErrorBoundary homeHref="/" reload={fn()}>
      <BrokenScreen />
    </AppErrorBoundary>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: BOUNDARY_TEXTS.renderTitle });
    await expect(canvas.getByRole('link', { name: BOUNDARY_TEXTS.home })).toHaveAttribute(
      'href',
      '/',
    );
  },
};
