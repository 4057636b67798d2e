import { expect, waitFor } from 'storybook/test';

/** Waits until a toast with this text is announced (the page's or an open modal's live region). */
export async function expectToast(text: string | RegExp, kind: 'error' | 'success' = 'error') {
  const role = kind === 'error' ? 'alert' : 'status';
  await waitFor(
    () => {
      const regions = Array.from(document.querySelectorAll<HTMLElement>(`[role="${role}"]`));
      const found = regions.some((region) =>
        typeof text === 'string'
          ? (region.textContent ?? '').includes(text)
          : text.test(region.textContent ?? ''),
      );
      expect(found, `toast "${String(text)}"`).toBe(true);
    },
    // Room for a save answered by the mock backend on a loaded 2-core machine (the visual
    // review's three pages at once); a toast that never comes still fails.
    { timeout: 10_000 },
  );
}
