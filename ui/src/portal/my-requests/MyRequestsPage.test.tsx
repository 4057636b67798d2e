import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@portal/mocks/node';
import { resetScenarios } from '@portal/mocks';
import { testClients, TestProviders } from '../../testing/TestProviders';
import { clearSession, readSession } from '../session/session';
import { LOGGED_OUT_REDIRECT_MS, MyRequestsPage } from './MyRequestsPage';

function renderAt(address: string, reload = vi.fn()) {
  render(
    <TestProviders clients={testClients({ getToken: () => readSession()?.token ?? null })}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/minhas-solicitacoes" element={<MyRequestsPage reload={reload} />} />
          <Route path="/usuarios" element={<p>Página de login</p>} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
  return reload;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  resetScenarios();
  clearSession();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('MyRequestsPage', () => {
  it('stores the query-string login hand-off and reloads without it', () => {
    const user = {
      id: 1,
      name: 'Maria',
      birthDate: null,
      cns: null,
      cpf: '52998224725',
      hasAcceptedTerms: true,
    };
    const reload = renderAt(
      `/minhas-solicitacoes?user=${encodeURIComponent(JSON.stringify(user))}&token=patient.abc&municipio=3302858`,
    );
    expect(readSession()).toEqual({ token: 'patient.abc', user });
    expect(reload).toHaveBeenCalledWith('/minhas-solicitacoes?municipio=3302858');
    expect(screen.getByText('Entrando...')).toBeInTheDocument();
  });

  it('without a stored login, goes to /usuarios after 4 s', () => {
    vi.useFakeTimers();
    renderAt('/minhas-solicitacoes');
    expect(screen.getByText(/Você precisa entrar para ver suas solicitações/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(LOGGED_OUT_REDIRECT_MS - 1));
    expect(screen.queryByText('Página de login')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Página de login')).toBeInTheDocument();
  });
});
