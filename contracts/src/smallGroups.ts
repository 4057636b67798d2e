/**
 * Privacy by design in every published figure: no group of fewer than 5 people. A public count
 * (the dashboard, the wait estimates, the open data's aggregates and history) from 1 to 4 could
 * point at one person when it is crossed with what a neighbour knows, so the backend never sends
 * it: the JSON carries `null` for it and the CSV the text `< 5`, and the screens write '< 5'. Zero
 * stays 0 (it describes nobody). The row-level export goes further: it generalises every
 * combination of its quasi-identifiers that fewer than 5 rows share (contracts/src/openData.ts).
 *
 * Ireland's NTPF waiting-list data merges groups under 5 in the same way. The mocks compute their
 * answers with these functions, the screens print with them, and the conformance tour checks a
 * backend's answers against them.
 */

/** The smallest group a published figure may describe. */
export const SMALL_GROUP_MIN = 5;

/** How a suppressed count is written, on screen and in a CSV cell. */
export const SMALL_GROUP_TEXT = '< 5';

/** Whether a count describes a group too small to publish (1 to 4 people). */
export const isSmallGroup = (count: number): boolean => count > 0 && count < SMALL_GROUP_MIN;

/** The count as published: `null` for 1 to 4, else the count itself. */
export const publicCount = (count: number): number | null => (isSmallGroup(count) ? null : count);

/**
 * A published count as text: '< 5' for a suppressed one (`null`), else the number written by
 * `format` (pt-BR grouping by default).
 */
export const countText = (
  count: number | null,
  format: (n: number) => string = (n) => n.toLocaleString('pt-BR'),
): string => (count === null ? SMALL_GROUP_TEXT : format(count));
