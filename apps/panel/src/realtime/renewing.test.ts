import { describe, expect, it, vi } from 'vitest';
import { createMemorySource } from '@portal/ui/panel/realtime/memory';
import { RENEW_BEFORE_MS, RETRY_MS, renewingSource, SETTLE_MS, type Connection } from './renewing';

/** Fake timers driven by hand: `advance` runs what is due. */
function clock(start = 0) {
  let now = start;
  const pending: Array<{ at: number; run: () => void }> = [];
  return {
    now: () => now,
    set(run: () => void, ms: number) {
      const entry = { at: now + ms, run };
      pending.push(entry);
      return () => {
        const at = pending.indexOf(entry);
        if (at >= 0) pending.splice(at, 1);
      };
    },
    async advance(ms: number) {
      now += ms;
      for (const entry of pending.filter((e) => e.at <= now)) {
        pending.splice(pending.indexOf(entry), 1);
        entry.run();
      }
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

describe('renewingSource', () => {
  it('moves open subscriptions to a new connection before the token expires', async () => {
    const timers = clock();
    const tokens = ['t1', 't2'];
    const credential = vi.fn(async () => {
      const token = tokens.shift()!;
      return { token, expiresAt: timers.now() + 3_600_000 };
    });
    const opened: Array<{ token: string | null; closed: boolean }> = [];
    const connect = (token: string | null): Connection => {
      const record = { token, closed: false };
      opened.push(record);
      return {
        source: createMemorySource(),
        close: async () => {
          record.closed = true;
        },
      };
    };
    const source = await renewingSource(credential, connect, timers);
    const onRooms = vi.fn();
    const stop = source.subscribeWebRooms(onRooms, vi.fn());
    const before = onRooms.mock.calls.length;
    expect(opened).toEqual([{ token: 't1', closed: false }]);

    await timers.advance(3_600_000 - RENEW_BEFORE_MS - 1);
    expect(opened).toHaveLength(1);
    await timers.advance(1);
    expect(opened).toEqual([
      { token: 't1', closed: true },
      { token: 't2', closed: false },
    ]);
    // The subscription now listens on the new connection (it got that one's first snapshot).
    expect(onRooms.mock.calls.length).toBeGreaterThan(before);
    stop();
    await source.close();
    expect(opened[1]!.closed).toBe(true);
  });

  it('keeps the connection and tries again later when renewal fails', async () => {
    const timers = clock();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const credential = vi
      .fn()
      .mockResolvedValueOnce({ token: 't1', expiresAt: 10 * 60_000 })
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ token: 't2', expiresAt: 70 * 60_000 });
    const tokens: Array<string | null> = [];
    const connect = (token: string | null): Connection => {
      tokens.push(token);
      return { source: createMemorySource(), close: async () => undefined };
    };
    await renewingSource(credential, connect, timers);
    await timers.advance(10 * 60_000 - RENEW_BEFORE_MS);
    expect(tokens).toEqual(['t1']);
    await timers.advance(RETRY_MS);
    expect(tokens).toEqual(['t1', 't2']);
    warn.mockRestore();
  });

  it('connects without a token when the backend gives none, and never renews', async () => {
    const timers = clock();
    const tokens: Array<string | null> = [];
    await renewingSource(
      async () => null,
      (token) => {
        tokens.push(token);
        return { source: createMemorySource(), close: async () => undefined };
      },
      timers,
    );
    await timers.advance(10 * 3_600_000);
    expect(tokens).toEqual([null]);
  });

  it("hides a renewal's brief 'not connected yet', but passes a real drop and one that never connects", async () => {
    const timers = clock();
    let n = 0;
    const credential = async () => ({ token: `t${++n}`, expiresAt: timers.now() + 3_600_000 });
    const sources: ReturnType<typeof createMemorySource>[] = [];
    const connect = (): Connection => {
      const memory = createMemorySource();
      if (sources.length > 0) memory.setConnected(false); // a new connection starts down
      sources.push(memory);
      return { source: memory, close: async () => undefined };
    };
    const source = await renewingSource(credential, connect, timers);
    const seen: boolean[] = [];
    source.subscribeConnection((connected) => seen.push(connected));
    await timers.advance(0);
    expect(seen).toEqual([true]);

    await timers.advance(3_600_000 - RENEW_BEFORE_MS);
    expect(sources).toHaveLength(2);
    expect(seen).toEqual([true]);
    sources[1]!.setConnected(true);
    await timers.advance(0);
    expect(seen).toEqual([true]);
    sources[1]!.setConnected(false);
    await timers.advance(0);
    expect(seen).toEqual([true, false]);

    // The next renewal's connection never comes up: after SETTLE_MS the panel hears of it.
    sources[1]!.setConnected(true);
    await timers.advance(0);
    await timers.advance(3_600_000 - RENEW_BEFORE_MS);
    expect(sources).toHaveLength(3);
    const before = seen.length;
    await timers.advance(SETTLE_MS);
    expect(seen.slice(before)).toEqual([false]);
  });
});
