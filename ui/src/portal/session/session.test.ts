import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  readSession,
  saveSession,
  SESSION_STORAGE_KEY,
  sessionFromGoogle,
  sessionFromHandoff,
  sessionFromLogin,
  sessionToken,
  subscribeSession,
  updateSessionUser,
  userAfterChange,
  withoutHandoff,
  type PatientUser,
} from './session';

const user: PatientUser = {
  id: 1,
  name: 'Maria Aparecida dos Santos',
  birthDate: '1968-03-14',
  cns: '898001234567891',
  cpf: '52998224725',
  hasAcceptedTerms: true,
};

afterEach(() => {
  clearSession();
  localStorage.clear();
});

describe('stored login', () => {
  it('saves, reads (same object until it changes) and clears', () => {
    expect(readSession()).toBeNull();
    saveSession({ token: 'patient.abc', user });
    expect(readSession()).toEqual({ token: 'patient.abc', user });
    expect(readSession()).toBe(readSession());
    expect(sessionToken()).toBe('patient.abc');
    clearSession();
    expect(readSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('ignores a tampered or partial entry', () => {
    for (const raw of [
      '{',
      '{"token":"x"}',
      '{"user":{"id":1,"name":"a"}}',
      '{"token":"","user":{"id":1,"name":"a"}}',
    ]) {
      localStorage.setItem(SESSION_STORAGE_KEY, raw);
      expect(readSession()).toBeNull();
    }
  });

  it('notifies subscribers on login, update and logout', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveSession({ token: 't', user });
    updateSessionUser({ ...user, hasAcceptedTerms: false });
    expect(readSession()?.user.hasAcceptedTerms).toBe(false);
    clearSession();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('keeps the user and the change when the answer carries no user', () => {
    const current = { ...user, cpf: null };
    expect(userAfterChange(current, { mensagem: 'ok' }, { cpf: '52998224725' })).toEqual({
      ...current,
      cpf: '52998224725',
    });
    expect(userAfterChange(current, undefined, { cpf: '52998224725' }).cpf).toBe('52998224725');
    expect(
      userAfterChange(current, { user: { ...user, name: 'Maria S.', cpf: '1' } }, { cpf: '2' }),
    ).toMatchObject({ name: 'Maria S.', cpf: '2' });
  });

  it('follows another tab (storage events)', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'outra-coisa' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('sessions from the API', () => {
  it('reads the flat CPF login and the Google login (image kept)', () => {
    expect(sessionFromLogin({ token: 'p.1', ...user })).toEqual({ token: 'p.1', user });
    const google = sessionFromGoogle({
      token: 'p.2',
      user: { ...user, cpf: null, image: 'https://lh3.googleusercontent.com/a/x' },
    });
    expect(google?.user).toMatchObject({
      cpf: null,
      image: 'https://lh3.googleusercontent.com/a/x',
    });
  });
});

describe('query-string hand-off', () => {
  it('reads ?user=<JSON>&token=', () => {
    const search = `?user=${encodeURIComponent(JSON.stringify(user))}&token=patient.xyz&municipio=3302858`;
    expect(sessionFromHandoff(search)).toEqual({ token: 'patient.xyz', user });
    expect(withoutHandoff(search)).toBe('?municipio=3302858');
  });

  it.each([
    '',
    '?token=x',
    '?user=%7B&token=x',
    `?user=${encodeURIComponent('{"id":"1"}')}&token=x`,
  ])('ignores %s', (search) => expect(sessionFromHandoff(search)).toBeNull());
});
