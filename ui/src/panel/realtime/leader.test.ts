import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runWhileLeader, type LockManagerLike } from './leader';

/** An exclusive lock manager like the browser's: requests queue; an abort drops a waiting one. */
function fakeLocks(): LockManagerLike {
  const held = new Map<string, Promise<unknown>>();
  return {
    request(name, { signal }, callback) {
      const previous = held.get(name) ?? Promise.resolve();
      const run = previous.then(() => {
        if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
        return callback({ name });
      });
      held.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runWhileLeader with Web Locks', () => {
  it('lets one tab lead; the next waiting tab takes over when it stops', async () => {
    const locks = fakeLocks();
    const log: string[] = [];
    const tab = (id: string) =>
      runWhileLeader(
        'lock',
        () => {
          log.push(`${id} leads`);
          return () => log.push(`${id} stops`);
        },
        { locks },
      );
    const stopA = tab('A');
    const stopB = tab('B');
    await flush();
    expect(log).toEqual(['A leads']);
    stopA();
    await flush();
    expect(log).toEqual(['A leads', 'A stops', 'B leads']);
    stopB();
    await flush();
    expect(log).toEqual(['A leads', 'A stops', 'B leads', 'B stops']);
  });

  it('a tab stopped while waiting never leads', async () => {
    const locks = fakeLocks();
    const lead = vi.fn(() => () => undefined);
    const stopA = runWhileLeader('lock', () => () => undefined, { locks });
    const stopB = runWhileLeader('lock', lead, { locks });
    stopB();
    stopA();
    await flush();
    await flush();
    expect(lead).not.toHaveBeenCalled();
  });
});

describe('runWhileLeader without Web Locks (localStorage lease)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  const options = (id: string) => ({
    locks: null,
    storage: localStorage,
    id,
    heartbeatMs: 1_000,
    leaseMs: 3_000,
  });

  it('lets one tab lead and hands over when the leader stops', () => {
    const leads: string[] = [];
    const stopA = runWhileLeader('lease', () => (leads.push('A'), () => undefined), options('A'));
    const stopB = runWhileLeader('lease', () => (leads.push('B'), () => undefined), options('B'));
    vi.advanceTimersByTime(5_000);
    expect(leads).toEqual(['A']);
    stopA();
    vi.advanceTimersByTime(1_000);
    expect(leads).toEqual(['A', 'B']);
    stopB();
    expect(localStorage.getItem('lease.lider')).toBeNull();
  });

  it('takes over a lease its owner stopped renewing (a closed tab)', () => {
    localStorage.setItem(
      'lease.lider',
      JSON.stringify({ owner: 'gone', until: Date.now() + 2_000 }),
    );
    const lead = vi.fn(() => () => undefined);
    const stop = runWhileLeader('lease', lead, options('C'));
    expect(lead).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(lead).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leads at once when there is no storage at all', () => {
    const stopped = vi.fn();
    const stop = runWhileLeader('none', () => stopped, { locks: null, storage: null });
    expect(stopped).not.toHaveBeenCalled();
    stop();
    expect(stopped).toHaveBeenCalledTimes(1);
  });
});
