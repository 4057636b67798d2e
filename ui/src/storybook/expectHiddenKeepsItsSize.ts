import { expect } from 'storybook/test';

/**
 * What is hidden for screen readers (`.visually-hidden`) takes no room: each such box is at most
 * 1 × 1 px. A hidden table would not be (a table is as tall as its cells): a chart's data table
 * once stretched the Portal Gerencial's home by ~1,900 px of blank page.
 */
export async function expectHiddenKeepsItsSize() {
  // A caption is laid out by its table, inside the table's own box: it cannot stretch the page.
  const oversized = [...document.querySelectorAll<HTMLElement>('.visually-hidden:not(caption)')]
    .map((el) => ({ el, box: el.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 1 || box.height > 1)
    .map(
      ({ el, box }) =>
        `${el.tagName.toLowerCase()} ${Math.round(box.width)}×${Math.round(box.height)}`,
    );
  await expect(oversized, 'visually hidden boxes larger than 1 px').toEqual([]);
}
