import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@portal/mocks/node';
import { resetScenarios } from '@portal/mocks';
import { TestProviders } from '../../testing/TestProviders';
import { CityProvider } from '../layout/city';
import { QueueSearchPage } from './QueueSearchPage';

// jsdom has no showModal(); the browser behaviour itself is covered by the stories.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  server.listen({ onUnhandledRequest: 'bypass' });
});
afterEach(() => {
  server.resetHandlers();
  resetScenarios();
  sessionStorage.clear();
});
afterAll(() => server.close());

const WELCOME = { name: 'Bem-Vindo ao Portal da Transparência!' };

function renderAt(address: string) {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[address]}>
        <CityProvider>
          <QueueSearchPage />
        </CityProvider>
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('QueueSearchPage and the municipality’s queue switch', () => {
  it('greets a visitor of a municipality that shows its queue', async () => {
    renderAt('/solicitacoes?municipio=3302858');
    expect(await screen.findByText('Município: Prefeitura Municipal de Mesquita')).toBeVisible();
    expect(screen.getByRole('dialog', WELCOME)).toHaveAttribute('open');
  });

  it('opens no welcome where the queue is switched off, and says it is unavailable', async () => {
    renderAt('/solicitacoes?municipio=3304144');
    expect(
      await screen.findByText(
        'A consulta à fila de regulação não está disponível para Prefeitura Municipal de Queimados no momento.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog', WELCOME)).toBeNull();
  });
});
