import { act } from '@testing-library/react';

/**
 * Retries `check` until it passes or `timeoutMs` runs out. waitFor polls with setInterval, which
 * tests that fake intervals cannot use; this polls with (real) setTimeout instead.
 */
export async function eventually(check: () => void, timeoutMs = 1_000) {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}
