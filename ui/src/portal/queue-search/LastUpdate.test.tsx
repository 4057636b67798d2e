import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@portal/mocks/node';
import { resetScenarios, setScenario } from '@portal/mocks';
import { TestProviders } from '../../testing/TestProviders';
import { LastUpdate } from './LastUpdate';

function renderLastUpdate() {
  return render(
    <TestProviders>
      <LastUpdate />
    </TestProviders>,
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
