import { expect, waitFor } from 'storybook/test';

/**
 * The charts in `box` are drawn at the width they are shown at (not shrunk from a fixed size), at
 * least `minWidth` px wide each, and every axis label is at least 12 px on screen.
 */
export async function expectReadableCharts(box: HTMLElement, minWidth = 0) {
  await waitFor(() => expect(box.querySelectorAll('svg[viewBox]').length).toBeGreaterThan(0), {
    timeout: 8_000,
  });
  // Victory draws each chart in an svg, plus an overlay svg (tooltips) of the same size.
  const charts = [...box.querySelectorAll<SVGSVGElement>('svg[viewBox]')].filter(
    (svg) => svg.viewBox.baseVal.width > 100,
  );
  const labels: Array<{ label: SVGTextElement; scale: number }> = [];
  for (const svg of charts) {
    const shown = svg.getBoundingClientRect().width;
    const drawn = svg.viewBox.baseVal.width;
    await expect(shown).toBeGreaterThanOrEqual(minWidth);
    // Shown at its drawn size: the labels are as large as they were drawn.
    await expect(Math.abs(shown - drawn)).toBeLessThanOrEqual(2);
    for (const label of svg.querySelectorAll('text'))
      if (label.textContent?.trim()) labels.push({ label, scale: shown / drawn });
  }
  await expect(labels.length).toBeGreaterThan(4);
  for (const { label, scale } of labels) {
    await expect(parseFloat(getComputedStyle(label).fontSize) * scale).toBeGreaterThanOrEqual(12);
  }
}
