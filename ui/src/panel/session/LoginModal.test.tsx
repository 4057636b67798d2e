import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, resetDb } from '@portal/mocks';
import { server } from '@portal/mocks/node';
import { testClients, TestProviders } from '../../testing/TestProviders';
import { PanelGate } from './PanelGate';
import { PanelSessionProvider } from './PanelSessionProvider';
import { createPanelSessionStore, PANEL_SESSION_KEY } from './session';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom has no showModal(); the dialog itself is covered by the stories.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
  resetDb();
});
afterAll(() => server.close());

function renderGate() {
  const store = createPanelSessionStore(sessionStorage);
  render(
    <TestProviders clients={testClients({ getToken: () => store.token() })}>
      <PanelSessionProvider store={store}>
        <PanelGate>
          <p>Tela do painel</p>
        </PanelGate>
      </PanelSessionProvider>
    </TestProviders>,
  );
  return store;
}

describe('panel login', () => {
  it('keeps the token and the server expiry in sessionStorage, and the token is sent as Bearer', async () => {
    const store = renderGate();
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText(/^Login/, undefined, { timeout: 5_000 }),
      DEMO.panel.login,
    );
    await user.type(screen.getByLabelText(/^Senha/), `${DEMO.panel.password} `);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Tela do painel')).toBeInTheDocument();
    const stored = JSON.parse(sessionStorage.getItem(PANEL_SESSION_KEY)!) as {
      token: string;
      expiresAt: number;
    };
    expect(stored.token).toMatch(/^panel\./);
    // The mock backend's panel session lasts 10800 minutes.
    expect(stored.expiresAt - Date.now()).toBeGreaterThan(10_799 * 60_000);
    expect(stored.expiresAt - Date.now()).toBeLessThanOrEqual(10_800 * 60_000);

    const { panel } = testClients({ getToken: () => store.token() });
    const { response } = await panel.POST('/api/rooms/get-report-rooms');
    expect(response.status).toBe(200);
  });

  it('says a wrong pair is wrong and stays logged out', async () => {
    renderGate();
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText(/^Login/, undefined, { timeout: 5_000 }),
      DEMO.panel.login,
    );
    await user.type(screen.getByLabelText(/^Senha/), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Login ou Senha incorretos')).toBeInTheDocument();
    expect(sessionStorage.getItem(PANEL_SESSION_KEY)).toBeNull();
  });

  it('does not call the server when a field is empty', async () => {
    let calls = 0;
    server.events.on('request:start', () => {
      calls += 1;
    });
    renderGate();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Senha/, undefined, { timeout: 5_000 }), 'x');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe os dados para realizar o acesso')).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(0));
    server.events.removeAllListeners();
  });
});
