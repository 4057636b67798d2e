import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails when axe finds a serious or critical WCAG 2.x A/AA violation on the page. It checks the
 * settled page: a toast still fading in is half transparent, and axe would measure its contrast
 * mid-transition.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await page.evaluate(async () => {
    // Two frames first, so a transition that is about to start (a toast just mounted) has started.
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // A toast on its way out (expired, fading to transparent) is leaving the screen: its contrast
    // mid-fade is not what anyone reads. Toasts that stay are checked.
    .exclude('[data-sonner-toast][data-removed="true"]')
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
