import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { OPEN_MESSAGE, OpenFromNotification, portalPathOf } from './OpenFromNotification';

describe('portalPathOf', () => {
  it.each([
    ['/avisos', '/avisos'],
    ['/avisos?pagina=2#aviso-i-4', '/avisos?pagina=2#aviso-i-4'],
    ['//evil.example/avisos', null],
    ['https://evil.example/avisos', null],
    ['javascript:alert(1)', null],
    ['avisos', null],
    [42, null],
    [null, null],
  ])('%j → %j', (url, expected) => {
    expect(portalPathOf(url)).toBe(expected);
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="onde">{`${location.pathname}${location.search}`}</p>;
}

/** A page's service worker container, as far as the listener uses it. */
class Container extends EventTarget {
  started = 0;
  startMessages() {
    this.started += 1;
  }
}

describe('OpenFromNotification', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'serviceWorker', original);
    else delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('opens the path the push worker posts, and nothing that is not a path of the portal', () => {
    const container = new Container();
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    render(
      <MemoryRouter initialEntries={['/']}>
        <OpenFromNotification />
        <Where />
      </MemoryRouter>,
    );
    expect(container.started).toBe(1);
    const post = (data: unknown) =>
      act(() => {
        container.dispatchEvent(new MessageEvent('message', { data }));
      });
    post({ type: OPEN_MESSAGE, url: 'https://evil.example/avisos' });
    post({ type: OPEN_MESSAGE, url: '//evil.example/avisos' });
    post({ type: 'MOCKING_ENABLED', url: '/avisos' });
    post(null);
    expect(screen.getByTestId('onde')).toHaveTextContent(/^\/$/);
    post({ type: OPEN_MESSAGE, url: '/avisos' });
    expect(screen.getByTestId('onde')).toHaveTextContent(/^\/avisos$/);
  });

  it('does nothing in a browser without service workers', () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: undefined, configurable: true });
    render(
      <MemoryRouter initialEntries={['/']}>
        <OpenFromNotification />
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('onde')).toHaveTextContent(/^\/$/);
  });
});
