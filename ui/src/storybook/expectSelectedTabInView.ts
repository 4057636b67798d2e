import { expect, waitFor, within } from 'storybook/test';

/**
 * A tab list on a narrow screen: its selected tab is shown whole, inside the list's visible box
 * and clear of the fades that say more tabs lie beyond an edge.
 */
export async function expectSelectedTabInView(tablist: HTMLElement) {
  await waitFor(() => {
    const selected = within(tablist)
      .getAllByRole('tab')
      .find((tab) => tab.getAttribute('aria-selected') === 'true');
    expect(selected, 'a selected tab').toBeDefined();
    const box = tablist.getBoundingClientRect();
    const tab = selected!.getBoundingClientRect();
    const name = selected!.textContent;
    expect(tab.left, `left edge of '${name}'`).toBeGreaterThanOrEqual(box.left - 0.5);
    expect(tab.right, `right edge of '${name}'`).toBeLessThanOrEqual(box.right + 0.5);
    for (const fade of tablist.parentElement?.querySelectorAll<HTMLElement>('[data-tabs-more]') ??
      []) {
      const f = fade.getBoundingClientRect();
      const overlaps = f.width > 0 && tab.left < f.right - 0.5 && tab.right > f.left + 0.5;
      expect(overlaps, `'${name}' under the ${fade.dataset.tabsMore} fade`).toBe(false);
    }
  });
}
