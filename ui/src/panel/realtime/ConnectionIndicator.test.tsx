import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../testing/TestProviders';
import { WebRoomsPage } from '../web-rooms/WebRoomsPage';
import { quietMinutes, QUIET_AFTER_MS } from './ConnectionIndicator';
import { buildMemoryTree, createMemorySource } from './memory';
import { RealtimeProvider } from './RealtimeProvider';

afterEach(() => {
  vi.useRealTimers();
});

describe('the connection indicator and the data’s freshness', () => {
  it('counts whole minutes once the list has gone a minute without an update', () => {
    const at = new Date('2026-11-20T10:00:00-03:00');
    expect(quietMinutes(null, at.getTime())).toBeNull();
    expect(quietMinutes(at, at.getTime() + QUIET_AFTER_MS - 1)).toBeNull();
    expect(quietMinutes(at, at.getTime() + QUIET_AFTER_MS)).toBe(1);
    expect(quietMinutes(at, at.getTime() + 17 * 60_000 + 59_000)).toBe(17);
  });

  it('says "Conectado em tempo real" only while rooms arrive; a quiet list says for how long', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const source = createMemorySource(buildMemoryTree(Date.now(), { stale: false }));
    render(
      <MemoryRouter>
        <TestProviders>
          <RealtimeProvider load={() => Promise.resolve(source)}>
            <WebRoomsPage autoRemovalMs={3_600_000} />
          </RealtimeProvider>
        </TestProviders>
      </MemoryRouter>,
    );
    const status = () => screen.getAllByRole('status').find((el) => el.dataset.status);
    // The source opens, then the rooms and the connection arrive, each a render apart.
    const settle = async () => {
      for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(20));
    };
    await settle();
    expect(status()).toHaveTextContent('Conectado em tempo real');
    expect(status()).toHaveAttribute('data-status', 'connected');

    await act(() => vi.advanceTimersByTimeAsync(3 * 60_000));
    expect(status()).toHaveTextContent('Conectado, sem atualizações há 3 min');
    expect(status()).toHaveAttribute('data-status', 'quiet');

    // A room moves again: live once more.
    act(() =>
      source.write(
        'users/12345678909/telessaude/sala/agoraSdk/updated_at',
        new Date().toISOString(),
      ),
    );
    await settle();
    expect(status()).toHaveTextContent('Conectado em tempo real');
  });
});
