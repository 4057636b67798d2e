import { describe, expect, it } from 'vitest';
import { memoryStorage } from './storage';
import { createStoredSession } from './storedSession';

interface Login {
  token: string;
}
const parse = (text: string): Login | null => {
  const value = JSON.parse(text) as Partial<Login>;
  return typeof value.token === 'string' && value.token ? { token: value.token } : null;
};

describe('createStoredSession', () => {
  it('reads what was written, the same object until the stored text changes', () => {
    const storage = memoryStorage();
    const stored = createStoredSession({ key: 'k', storage, parse });
    expect(stored.read()).toBeNull();
    stored.write({ token: 't1' });
    expect(storage.getItem('k')).toBe('{"token":"t1"}');
    const first = stored.read();
    expect(first).toEqual({ token: 't1' });
    expect(stored.read()).toBe(first);
    stored.write(null);
    expect(stored.read()).toBeNull();
    expect(storage.getItem('k')).toBeNull();
  });

  it('removes a record that holds no session, and survives one that is not JSON', () => {
    for (const text of ['{"token":""}', 'não é JSON']) {
      const storage = memoryStorage();
      storage.setItem('k', text);
      const stored = createStoredSession({ key: 'k', storage, parse });
      expect(stored.read()).toBeNull();
      expect(storage.getItem('k')).toBeNull();
    }
  });

  it('keeps the session for the page when the storage refuses access', () => {
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    for (const storage of [refusing, null]) {
      const stored = createStoredSession({ key: 'k', storage, parse });
      stored.write({ token: 't2' });
      expect(stored.read()).toEqual({ token: 't2' });
    }
  });

  it('tells its listeners of each write and of another tab’s change', () => {
    const storage = memoryStorage();
    const stored = createStoredSession({ key: 'k', storage, parse });
    const heard: Array<Login | null> = [];
    const stop = stored.subscribe(() => heard.push(stored.read()));
    stored.write({ token: 't3' });
    storage.setItem('k', '{"token":"other-tab"}');
    window.dispatchEvent(new StorageEvent('storage', { key: 'k' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'another-key' }));
    stop();
    stored.write(null);
    expect(heard).toEqual([{ token: 't3' }, { token: 'other-tab' }]);
  });
});
