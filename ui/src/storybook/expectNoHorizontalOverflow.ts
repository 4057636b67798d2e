import { expect, waitFor } from 'storybook/test';

/**
 * The reflow check of a story (WCAG 1.4.10): the page does not scroll sideways and nothing sticks
 * out past the right edge of the viewport, except inside a scroll container of its own. Names the
 * elements that do.
 */
export async function expectNoHorizontalOverflow({
  reflow = true,
}: {
  /** The story runs at `atReflow()`: check that it really is 320 px wide with a 32 px root font. */
  reflow?: boolean;
} = {}) {
  await waitFor(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (reflow) {
      expect(width, 'viewport width').toBeLessThanOrEqual(320);
      expect(getComputedStyle(root).fontSize, 'text at 200 %').toBe('32px');
    }
    const inOwnScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (/(auto|scroll)/.test(style.overflowX) && p.clientWidth < p.scrollWidth) return true;
      }
      return false;
    };
    const sticking = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          box.right > width + 1 &&
          !inOwnScroller(el) &&
          // Inside a box for screen readers only, which clips it (expectHiddenKeepsItsSize).
          !el.parentElement?.closest('.visually-hidden')
        );
      })
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" ends at ${Math.round(el.getBoundingClientRect().right)} px`,
      );
    expect(sticking, `wider than ${width} px`).toEqual([]);
    expect(root.scrollWidth).toBeLessThanOrEqual(width);
  });
}
