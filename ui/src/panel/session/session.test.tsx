import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PanelSessionProvider, usePanelSession } from './PanelSessionProvider';
import {
  createPanelSessionStore,
  DEFAULT_SESSION_MINUTES,
  PANEL_SESSION_KEY,
  parseStoredSession,
  SESSION_CHECK_MS,
  sessionExpiry,
} from './session';

const NOW = Date.UTC(2026, 10, 20, 21, 42, 7);
const MINUTE = 60_000;

describe('sessionExpiry', () => {
  it("uses the server's expiresAt", () => {
    expect(sessionExpiry('2026-11-28T06:42:07-03:00', NOW)).toBe(Date.UTC(2026, 10, 28, 9, 42, 7));
  });
  it('defaults to 10800 minutes from now when the server gives none or garbage', () => {
    expect(DEFAULT_SESSION_MINUTES).toBe(10_800);
    expect(sessionExpiry(undefined, NOW)).toBe(NOW + 10_800 * MINUTE);
    expect(sessionExpiry('amanhã', NOW)).toBe(NOW + 10_800 * MINUTE);
  });
});

describe('parseStoredSession', () => {
  it.each([
    [JSON.stringify({ token: 'panel.abc', expiresAt: NOW + 1 }), true],
    [JSON.stringify({ token: 'panel.abc', expiresAt: NOW }), false],
    [JSON.stringify({ token: '', expiresAt: NOW + 1 }), false],
    [JSON.stringify({ token: 'panel.abc' }), false],
    ['{broken', false],
    [null, false],
  ])('%s → valid %s', (text, valid) => {
    expect(parseStoredSession(text, NOW) !== null).toBe(valid);
  });
});

describe('createPanelSessionStore', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the session in sessionStorage under the panel key, with its expiry', () => {
    const store = createPanelSessionStore(sessionStorage, () => NOW);
    store.save({ token: 'panel.abc', expiresAt: NOW + MINUTE });
    expect(JSON.parse(sessionStorage.getItem(PANEL_SESSION_KEY)!)).toEqual({
      token: 'panel.abc',
      expiresAt: NOW + MINUTE,
    });
    expect(createPanelSessionStore(sessionStorage, () => NOW).snapshot()?.token).toBe('panel.abc');
  });

  it('drops an expired record at load', () => {
    sessionStorage.setItem(PANEL_SESSION_KEY, JSON.stringify({ token: 't', expiresAt: NOW - 1 }));
    const store = createPanelSessionStore(sessionStorage, () => NOW);
    expect(store.snapshot()).toBeNull();
    expect(sessionStorage.getItem(PANEL_SESSION_KEY)).toBeNull();
  });

  it('never hands out an expired token, and tells listeners', () => {
    let now = NOW;
    const store = createPanelSessionStore(sessionStorage, () => now);
    const listener = vi.fn();
    store.subscribe(listener);
    store.save({ token: 'panel.abc', expiresAt: NOW + MINUTE });
    expect(store.token()).toBe('panel.abc');
    now = NOW + MINUTE;
    expect(store.token()).toBeNull();
    expect(store.snapshot()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is logged out when the record goes missing', () => {
    const store = createPanelSessionStore(sessionStorage, () => NOW);
    store.save({ token: 'panel.abc', expiresAt: NOW + MINUTE });
    sessionStorage.removeItem(PANEL_SESSION_KEY);
    store.check();
    expect(store.snapshot()).toBeNull();
  });

  it('tells why the session ended: the operator left, or it expired (a 401, or its time)', () => {
    let now = NOW;
    const store = createPanelSessionStore(sessionStorage, () => now);
    expect(store.ended()).toBeNull();
    store.expire(); // a refused login (401) with no session is no expiry
    expect(store.ended()).toBeNull();
    store.save({ token: 'panel.abc', expiresAt: NOW + MINUTE });
    store.clear();
    expect(store.ended()).toBe('logout');
    store.save({ token: 'panel.def', expiresAt: NOW + MINUTE });
    expect(store.ended()).toBeNull();
    store.expire();
    expect(store.ended()).toBe('expired');
    expect(sessionStorage.getItem(PANEL_SESSION_KEY)).toBeNull();
    store.save({ token: 'panel.ghi', expiresAt: NOW + MINUTE });
    now = NOW + MINUTE;
    store.check();
    expect(store.ended()).toBe('expired');
  });

  it('works in memory when storage refuses access', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = createPanelSessionStore(refusing, () => NOW);
    store.save({ token: 'panel.abc', expiresAt: NOW + MINUTE });
    expect(store.token()).toBe('panel.abc');
  });
});

describe('PanelSessionProvider', () => {
  afterEach(() => vi.useRealTimers());

  function Status() {
    const { loggedIn } = usePanelSession();
    return <p>{loggedIn ? 'dentro' : 'fora'}</p>;
  }

  it('checks the session every 2 minutes and logs out when it expires', () => {
    vi.useFakeTimers({ now: NOW });
    const store = createPanelSessionStore(sessionStorage);
    store.save({ token: 'panel.abc', expiresAt: NOW + 3 * MINUTE });
    render(
      <PanelSessionProvider store={store}>
        <Status />
      </PanelSessionProvider>,
    );
    expect(SESSION_CHECK_MS).toBe(120_000);
    expect(screen.getByText('dentro')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SESSION_CHECK_MS));
    expect(screen.getByText('dentro')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SESSION_CHECK_MS));
    expect(screen.getByText('fora')).toBeInTheDocument();
    expect(sessionStorage.getItem(PANEL_SESSION_KEY)).toBeNull();
  });
});
