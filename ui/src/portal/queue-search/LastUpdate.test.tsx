import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@portal/mocks/node';
import { resetScenarios, setScenario } from '@portal/mocks';
import { ApiProvider } from '../../api/ApiProvider';
import { DataProvider } from '../../api/DataProvider';
import { AppThemeProvider } from '../../theme/ThemeProvider';
import { createTestClients } from '../../testing/clients';
import { LastUpdate } from './LastUpdate';

const BASE = 'http://api.test';

function renderLastUpdate() {
  return render(
    <AppThemeProvider>
      <DataProvider isolated>
        <ApiProvider clients={createTestClients(BASE)}>
          <LastUpdate />
        </ApiProvider>
      </DataProvider>
    </AppThemeProvider>,
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetScenarios();
});
afterAll(() => server.close());

describe('LastUpdate', () => {
  it('shows the last refresh from the mock backend', async () => {
    renderLastUpdate();
    expect(
      await screen.findByText('Última atualização da fila em 20/11/2026 18:42:07'),
    ).toBeInTheDocument();
  });

  it('is hidden and only logs when the call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setScenario('getQueueLastCheck', { kind: 'error' });
    const { container } = renderLastUpdate();
    await waitFor(() => expect(container.querySelector('[data-status="error"]')).not.toBeNull());
    expect(screen.queryByText(/Última atualização/)).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
