/**
 * Every story runs at the seed's time (mocks/src/seed: SEED_NOW, 20/11/2026 18:42:07 in São
 * Paulo), so "today", "7 days ago" and the seeded dates agree whatever day the stories run
 * (a story once failed when the real date had moved past the seed's week). Only `Date` is faked
 * (@sinonjs/fake-timers); timers are real. The clock flows from there in real time, except for a
 * story being pictured: the story pass sets `__STORY_CLOCK_FROZEN__` before it renders one, so that
 * every picture shows the same instant (and its toasts stay).
 */
import FakeTimers from '@sinonjs/fake-timers';
import { parseLocal } from '../mocks/src/core/time';
import { SEED_NOW } from '../mocks/src/seed';

export const STORY_NOW = parseLocal(SEED_NOW);

let clock: FakeTimers.InstalledClock | undefined;
let installedFrozen = false;

/** Whether the clock stands still (the visual review). */
export const storyClockFrozen = () =>
  Boolean((window as { __STORY_CLOCK_FROZEN__?: boolean }).__STORY_CLOCK_FROZEN__);

/**
 * Installs the story clock (again when the story pass switched between a pictured story and one it
 * only plays), and sets it back to the seed's time (before each story).
 */
export function resetStoryClock(): void {
  const frozen = storyClockFrozen();
  if (clock && installedFrozen !== frozen) {
    clock.uninstall();
    clock = undefined;
  }
  installedFrozen = frozen;
  clock ??= FakeTimers.withGlobal(window).install({
    now: STORY_NOW,
    toFake: ['Date'],
    shouldAdvanceTime: !frozen,
    advanceTimeDelta: 10,
  });
  clock.setSystemTime(STORY_NOW);
}
