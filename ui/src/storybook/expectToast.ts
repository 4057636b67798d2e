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
    { timeout: 5000 },
  );
}
