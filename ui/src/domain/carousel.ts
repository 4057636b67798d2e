/** Items shown per view: 3 above the 768 px breakpoint, else 1. */
export function itemsPerView(isMobile: boolean): number {
  return isMobile ? 1 : 3;
}

/** The indexes visible from `start`, looping past the end: (3, 4 items, 3) → [3, 0, 1]. */
export function loopingWindow(start: number, count: number, perView: number): number[] {
  if (count === 0) return [];
  const size = Math.min(perView, count);
  const first = ((start % count) + count) % count;
  return Array.from({ length: size }, (_, i) => (first + i) % count);
}

/** The next start index, one step forward or back, looping around. */
export function loopStep(start: number, count: number, step: 1 | -1): number {
  return count === 0 ? 0 : (((start + step) % count) + count) % count;
}
