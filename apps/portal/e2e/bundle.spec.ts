import { expect, test } from '@playwright/test';
import { LIBRARY_MARKERS, scanForLibraries } from '../../../scripts/bundleMarkers.mjs';

test('the portal build carries no charts, cropper or firebase', async () => {
  const testInfo = test.info();
  // Each project serves its own build: the sandbox's (dist) or the browser-mocks one (dist-mocks).
  const dist =
    testInfo.project.name === 'browser-mocks' ? 'apps/portal/dist-mocks' : 'apps/portal/dist';
  expect(Object.keys(LIBRARY_MARKERS)).toEqual(['victory', 'react-easy-crop', 'firebase']);
  expect(scanForLibraries(dist)).toEqual({});
  // The scan works: the control panel's build does carry the charts and firebase.
  expect(Object.keys(scanForLibraries('apps/panel/dist'))).toEqual(
    expect.arrayContaining(['victory', 'firebase']),
  );
});
