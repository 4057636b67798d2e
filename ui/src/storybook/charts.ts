import { expect, waitFor } from 'storybook/test';

/**
 * The charts in `box` are drawn at the width they are shown at (not shrunk from a fixed size), at
 * least `minWidth` px wide each, and every axis label is at least 12 px on screen.
 */
export async function expectReadableCharts(box: HTMLElement, minWidth = 0) {
  // Victory draws each chart in an svg, plus an overlay svg (tooltips) of the same size.
  const drawnCharts = () =>
    [...box.querySelectorAll<SVGSVGElement>('svg[viewBox]')].filter(
      (svg) => svg.viewBox.baseVal.width > 100,
    );
  // A chart follows its box's width (useChartWidth) one render after the box changed (a modal
  // settling, a scrollbar appearing): the sizes are awaited, not read once.
  await waitFor(
    () => {
      const charts = drawnCharts();
      expect(charts.length).toBeGreaterThan(0);
      for (const svg of charts) {
        const shown = svg.getBoundingClientRect().width;
        expect(shown).toBeGreaterThanOrEqual(minWidth);
        // Shown at its drawn size: the labels are as large as they were drawn.
        expect(Math.abs(shown - svg.viewBox.baseVal.width)).toBeLessThanOrEqual(2);
      }
    },
    { timeout: 8_000 },
  );
  const labels: Array<{ label: SVGTextElement; scale: number }> = [];
  for (const svg of drawnCharts()) {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    for (const label of svg.querySelectorAll('text'))
      if (label.textContent?.trim()) labels.push({ label, scale });
  }
  await expect(labels.length).toBeGreaterThan(4);
  for (const { label, scale } of labels) {
    await expect(parseFloat(getComputedStyle(label).fontSize) * scale).toBeGreaterThanOrEqual(12);
  }
}
