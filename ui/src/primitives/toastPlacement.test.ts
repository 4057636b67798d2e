import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { toastPlacement } from './toastPlacement';

/** A page header drawn from `top` to `top + height` in the viewport, as jsdom does no layout. */
function header(top: number, height: number, position = 'static'): HTMLElement {
  const element = document.createElement('header');
  element.style.position = position;
  element.getBoundingClientRect = () =>
    ({ top, bottom: top + height, left: 0, right: 1280, width: 1280, height }) as DOMRect;
  document.body.append(element);
  return element;
}

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

describe('toastPlacement on a wide screen', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    scrolledTo(0);
  });
  afterAll(() => vi.unstubAllGlobals());
  vi.stubGlobal('innerWidth', 1280);
  vi.stubGlobal('innerHeight', 800);

  it('puts the toast top right, below the header', () => {
    header(0, 52);
    expect(toastPlacement()).toEqual({ position: 'top-right', offset: { top: 64, right: 12 } });
  });

  it('keeps it below the header when the page was scrolled as the toast appeared', () => {
    // Scrolled 300 px down: the header is drawn 300 px above the viewport. Placed at the very
    // top, the toast would cover the header's controls once the page is back at its top.
    scrolledTo(300);
    header(-300, 52);
    expect(toastPlacement().offset.top).toBe(64);
  });

  it('follows a sticky or fixed header where it is drawn', () => {
    scrolledTo(300);
    header(0, 52, 'sticky');
    expect(toastPlacement().offset.top).toBe(64);
    document.body.innerHTML = '';
    header(0, 80, 'fixed');
    expect(toastPlacement().offset.top).toBe(92);
  });

  it('uses the edge gap on a page without a header', () => {
    expect(toastPlacement().offset.top).toBe(12);
  });
});
