import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMemoryTree, createMemorySource } from './memory';
import { useRealtimeConnection } from './useRealtimeConnection';

afterEach(() => {
  delete (navigator as { onLine?: boolean }).onLine;
  vi.useRealTimers();
});

const goOffline = (offline: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline });
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
};

describe('useRealtimeConnection', () => {
  it('goes connecting → connected → reconnecting (since the drop) → connected', async () => {
    const source = createMemorySource(buildMemoryTree(Date.now()));
    const { result } = renderHook(() => useRealtimeConnection(source));
    expect(result.current.status).toBe('connecting');
    await waitFor(() => expect(result.current.status).toBe('connected'));
    const before = Date.now();
    act(() => source.setConnected(false));
    await waitFor(() => expect(result.current.status).toBe('reconnecting'));
    expect(result.current.since.getTime()).toBeGreaterThanOrEqual(before);
    act(() => source.setConnected(true));
    await waitFor(() => expect(result.current.status).toBe('connected'));
  });

  it('is offline while the browser has no network, since the connection was lost', async () => {
    const source = createMemorySource(buildMemoryTree(Date.now()));
    const { result } = renderHook(() => useRealtimeConnection(source));
    await waitFor(() => expect(result.current.status).toBe('connected'));
    act(() => goOffline(true));
    expect(result.current.status).toBe('offline');
    const since = result.current.since;
    act(() => source.setConnected(false));
    await new Promise((r) => setTimeout(r, 10));
    expect(result.current).toEqual({ status: 'offline', since });
    // Network back, database not yet: reconnecting, still since the same moment.
    act(() => goOffline(false));
    expect(result.current).toEqual({ status: 'reconnecting', since });
    act(() => source.setConnected(true));
    await waitFor(() => expect(result.current.status).toBe('connected'));
  });

  it('stays connecting while a database never answers', async () => {
    const source = createMemorySource(buildMemoryTree(Date.now()), { silent: true });
    const { result } = renderHook(() => useRealtimeConnection(source));
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.status).toBe('connecting');
  });
});
