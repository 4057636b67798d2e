import { webRooms, type ListedWebRoom } from '@portal/contracts/realtime';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LockManagerLike } from './leader';
import { buildMemoryTree, createMemorySource, type MemorySource } from './memory';
import { useAutoRemoval } from './useAutoRemoval';
import { eventually } from '../../testing/eventually';

/** An exclusive lock shared by the "tabs" of one test, like navigator.locks across tabs. */
function sharedLocks(): LockManagerLike {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request(_name, { signal }, callback) {
      const run = tail.then(() => {
        if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
        return callback(null);
      });
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

const HOUR = 3_600_000;
const snapshot = (source: MemorySource): ListedWebRoom[] => webRooms(source.read('users'));
const logCount = (source: MemorySource) =>
  Object.values((source.read('telessaude-log') ?? {}) as Record<string, object>).reduce(
    (n, entries) => n + Object.keys(entries).length,
    0,
  );

afterEach(() => vi.useRealTimers());

describe('useAutoRemoval', () => {
  it('removes stale rooms at load, logs each once, and only in the leading tab', async () => {
    const source = createMemorySource(buildMemoryTree(Date.now()));
    const locks = sharedLocks();
    const leader = { locks };
    const sweeps = vi.fn();
    const rooms = snapshot(source);
    const before = logCount(source);
    const tabA = renderHook(() =>
      useAutoRemoval(source, rooms, { intervalMs: 60_000, leader, onSweep: sweeps }),
    );
    const tabB = renderHook(() =>
      useAutoRemoval(source, rooms, { intervalMs: 60_000, leader, onSweep: sweeps }),
    );
    await waitFor(() => expect(source.read('users/56789123482/telessaude/sala')).toBeNull());
    await waitFor(() => expect(sweeps).toHaveBeenCalledTimes(1));
    expect(sweeps).toHaveBeenCalledWith({ removed: ['56789123482'], failed: [] });
    expect(logCount(source)).toBe(before + 1);
    const [entry] = Object.values(source.read('telessaude-log/56789123482') as object);
    expect(entry).toMatchObject({
      path: 'users/56789123482/telessaude/sala',
      type: 'delete',
      subtype: 'Controle Teleconsulta - Mais de 1 hora sem atualização',
    });
    tabA.unmount();
    tabB.unmount();
  });

  it('runs again every interval on the latest rooms, and the next tab takes over', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const source = createMemorySource(buildMemoryTree(Date.now(), { stale: false }));
    const leader = { locks: sharedLocks() };
    let rooms = snapshot(source);
    const tabA = renderHook(() => useAutoRemoval(source, rooms, { intervalMs: 1_000, leader }));
    const tabB = renderHook(() => useAutoRemoval(source, rooms, { intervalMs: 1_000, leader }));
    await act(() => Promise.resolve());

    // A room goes stale after load: the next sweep of the leader removes it.
    source.write(
      'users/12345678909/telessaude/sala/agoraSdk/updated_at',
      new Date(Date.now() - 2 * HOUR).toISOString(),
    );
    rooms = snapshot(source);
    tabA.rerender();
    tabB.rerender();
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    await eventually(() => expect(source.read('users/12345678909/telessaude/sala')).toBeNull());

    // The leader closes; the other tab leads and sweeps.
    tabA.unmount();
    source.write(
      'users/23456789173/telessaude/sala/agoraSdk/updated_at',
      new Date(Date.now() - 2 * HOUR).toISOString(),
    );
    rooms = snapshot(source);
    tabB.rerender();
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    await eventually(() => expect(source.read('users/23456789173/telessaude/sala')).toBeNull());
    tabB.unmount();
  });

  it('does nothing before the first snapshot', async () => {
    const source = createMemorySource(buildMemoryTree(Date.now()));
    const hook = renderHook(() =>
      useAutoRemoval(source, null, { intervalMs: 1_000, leader: { locks: sharedLocks() } }),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(source.read('users/56789123482/telessaude/sala')).not.toBeNull();
    hook.unmount();
  });

  it('does not sweep while disconnected, and sweeps as soon as the connection is back', async () => {
    const source = createMemorySource(buildMemoryTree(Date.now()));
    const rooms = snapshot(source);
    let paused = true;
    const hook = renderHook(() =>
      useAutoRemoval(source, rooms, {
        intervalMs: 60_000,
        paused,
        leader: { locks: sharedLocks() },
      }),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(source.read('users/56789123482/telessaude/sala')).not.toBeNull();
    expect(source.pendingWrites()).toBe(0);
    paused = false;
    hook.rerender();
    await waitFor(() => expect(source.read('users/56789123482/telessaude/sala')).toBeNull());
    hook.unmount();
  });

  it('removes only what the database still holds as stale (a list from before a drop may be old)', async () => {
    const source = createMemorySource(buildMemoryTree(Date.now()));
    // The panel's list says the room is stale; meanwhile its product updated it.
    const rooms = snapshot(source);
    source.write('users/56789123482/telessaude/sala/agoraSdk/updated_at', new Date().toISOString());
    const sweeps = vi.fn();
    const hook = renderHook(() =>
      useAutoRemoval(source, rooms, {
        intervalMs: 60_000,
        leader: { locks: sharedLocks() },
        onSweep: sweeps,
      }),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(source.read('users/56789123482/telessaude/sala')).not.toBeNull();
    expect(source.read('telessaude-log/56789123482')).toBeNull();
    expect(sweeps).not.toHaveBeenCalled();
    hook.unmount();
  });
});
