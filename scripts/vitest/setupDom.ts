import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// Each test starts in a tab of its own: nothing stored. Each file has a fresh window, but its
// workers are shared (isolate: false), so a timer an earlier file left behind can still write to
// this window's storage before its first test.
beforeEach(() => {
  // (A file may run in Node instead: `@vitest-environment node`.)
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});

afterEach(() => cleanup());
