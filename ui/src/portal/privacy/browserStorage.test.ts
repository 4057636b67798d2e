/**
 * /privacidade says the apps keep only essential things in the browser, and lists them (decision
 * 0013). This test keeps that true: every source file of the three apps that touches browser
 * storage (localStorage, sessionStorage, IndexedDB, cookies, the Cache API) is one reviewed here.
 * A new one fails until someone decides whether it is essential, adds it to the page's list
 * (PRIVACY.storage in ./messages.ts) when patients can see it, and adds it below; a non-essential
 * one needs the consent notice the decision describes instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Each reviewed file and what it keeps (all essential: see docs/decisions/0013). */
const REVIEWED: Record<string, string> = {
  'apps/gerencial/src/App.tsx': 'the staff session store and its drafts (wiring only)',
  'ui/src/app/HandOff.tsx': 'tab: a guard against a redirect loop between the apps',
  'ui/src/app/chunkErrors.ts': 'tab: reloaded once for a new build (no reload loop)',
  'ui/src/app/first-paint/inline.ts': 'reads the accessibility choices and the welcome mark',
  'ui/src/app/first-paint/marks.ts': 'tab: the welcome was closed',
  'ui/src/app/storage.ts': 'the storage helper itself',
  'ui/src/app/storedSession.ts': 'a login kept (patient, staff)',
  'ui/src/forms/drafts.ts': 'tab: what was typed when a session ended mid-send',
  'ui/src/gerencial/session/AdminSessionProvider.tsx': 'the staff session (wiring only)',
  'ui/src/gerencial/session/session.ts': 'the staff session',
  'ui/src/panel/realtime/leader.ts': 'which panel tab runs the automatic removal',
  'ui/src/panel/realtime/removal.ts': 'a test setting, read only',
  'ui/src/panel/session/session.ts': 'tab: the panel session',
  'ui/src/panel/shared/useDensity.ts': 'the panel table density the operator chose',
  'ui/src/portal/notices/push/pushBrowser.ts': 'which patient a push subscription belongs to',
  'ui/src/portal/queue-search/WelcomeModal.tsx': 'tab: the welcome was closed',
  'ui/src/portal/session/formDraft.ts': 'tab: what a patient typed when the session ended',
  'ui/src/portal/session/session.ts': 'the patient session',
  'ui/src/primitives/AccessibilityBar.tsx': 'high contrast and font size (comment)',
  'ui/src/theme/ThemeProvider.tsx': 'high contrast and font size',
  'ui/src/theme/accessibility.ts': 'high contrast and font size',
};

const STORAGE =
  /localStorage|sessionStorage|indexedDB|document\.cookie|browserStorage\(|caches\.open/;
const NOT_SHIPPED = /\.(test|stories)\.tsx?$|\/(testing|storybook)\//;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.(tsx?|js)$/.test(entry.name) ? [path] : [];
  });
}

describe('browser storage', () => {
  it('is used only where it was reviewed as essential', () => {
    const root = process.cwd();
    const roots = [
      'ui/src',
      ...['portal', 'gerencial', 'panel'].flatMap((app) => [
        `apps/${app}/src`,
        `apps/${app}/public`,
      ]),
    ];
    const found = roots
      .flatMap((dir) => sources(join(root, dir)))
      .map((file) => relative(root, file))
      .filter((file) => !NOT_SHIPPED.test(file))
      .filter((file) => STORAGE.test(readFileSync(join(root, file), 'utf8')))
      .sort();
    expect(found.filter((file) => !(file in REVIEWED))).toEqual([]);
  });
});
