import { expect, waitFor } from 'storybook/test';

/** Whether two boxes share any area. */
const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The visible toasts (sonner's), once at least one is on screen. */
export async function shownToasts(): Promise<HTMLElement[]> {
  let found: HTMLElement[] = [];
  await waitFor(
    () => {
      found = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].filter(
        (el) => el.getBoundingClientRect().height > 0,
      );
      expect(found.length, 'a toast on screen').toBeGreaterThan(0);
    },
    { timeout: 5000 },
  );
  return found;
}

/**
 * The toast covers none of `controls` (the header's, a modal's close button, a first field), where
 * it comes to rest: a toast still sliding in (a slow machine) is looked at again.
 */
export async function expectToastClearOf(...controls: Element[]) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  await waitFor(
    async () => {
      for (const toast of await shownToasts()) {
        await Promise.all(
          toast.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)),
        );
        const box = toast.getBoundingClientRect();
        for (const control of controls) {
          const label =
            control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30);
          expect(overlaps(box, control.getBoundingClientRect()), `toast over "${label}"`).toBe(
            false,
          );
        }
      }
    },
    { timeout: 5000 },
  );
}
