import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildMemoryTree, createMemorySource } from './memory';
import { RealtimeProvider, useRealtimeList, type LoadRealtimeSource } from './RealtimeProvider';
import type { RealtimeSource } from './source';

const subscribe = (
  source: RealtimeSource,
  onData: (value: unknown[]) => void,
  onError: (error: Error) => void,
) => source.subscribeWebRooms(onData, onError);

const withSource = (load: LoadRealtimeSource) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <RealtimeProvider load={load}>{children}</RealtimeProvider>;
  };

describe('useRealtimeList', () => {
  it('is loading until the first snapshot, then follows every change', async () => {
    const source = createMemorySource(buildMemoryTree(Date.now()));
    const { result } = renderHook(() => useRealtimeList(subscribe), {
      wrapper: withSource(() => Promise.resolve(source)),
    });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toHaveLength(7);
    act(() => source.write('users/12345678909', null));
    await waitFor(() => expect(result.current.data).toHaveLength(6));
  });

  it('a source that fails to open is an error with a retry that opens it again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const source = createMemorySource(buildMemoryTree(Date.now()));
    const load = vi
      .fn<LoadRealtimeSource>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(source);
    const { result } = renderHook(() => useRealtimeList(subscribe), { wrapper: withSource(load) });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('Não foi possível acompanhar as salas em tempo real.');
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('a database that does not answer is an error, cleared by a late snapshot', async () => {
    let deliver: (rooms: unknown[]) => void = () => undefined;
    const source = {
      ...createMemorySource(),
      subscribeWebRooms: (onData: (rooms: never[]) => void) => {
        deliver = onData as (rooms: unknown[]) => void;
        return () => undefined;
      },
    } as RealtimeSource;
    const { result } = renderHook(() => useRealtimeList(subscribe, 30), {
      wrapper: withSource(() => Promise.resolve(source)),
    });
    await waitFor(() =>
      expect(result.current.error).toBe('O banco de dados em tempo real não respondeu.'),
    );
    act(() => deliver([]));
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });

  it('a failed listener is an error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const source = createMemorySource(buildMemoryTree(Date.now()), { failSubscribe: true });
    const { result } = renderHook(() => useRealtimeList(subscribe), {
      wrapper: withSource(() => Promise.resolve(source)),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('Não foi possível acompanhar as salas em tempo real.');
    error.mockRestore();
  });

  it("a listener the database's rules refuse says the panel is disconnected", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusing: RealtimeSource = {
      ...createMemorySource(),
      subscribeWebRooms: (_onRooms, onError) => {
        // What the firebase SDK reports when the rules refuse a listen.
        onError(new Error("permission_denied at /users: Client doesn't have permission"));
        return () => undefined;
      },
    };
    const { result } = renderHook(() => useRealtimeList(subscribe), {
      wrapper: withSource(() => Promise.resolve(refusing)),
    });
    await waitFor(() =>
      expect(result.current.error).toBe(
        'Desconectado: o banco de dados em tempo real recusou o acesso deste painel.',
      ),
    );
    error.mockRestore();
  });

  it('the retry asks the connection to try again at once, and listens anew', async () => {
    const source = createMemorySource(buildMemoryTree(Date.now()), { failSubscribe: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useRealtimeList(subscribe), {
      wrapper: withSource(() => Promise.resolve(source)),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(source.reconnects()).toBe(0);
    act(() => result.current.retry());
    expect(source.reconnects()).toBe(1);
    error.mockRestore();
  });
});
