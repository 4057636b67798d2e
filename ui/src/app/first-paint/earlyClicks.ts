import { REACT_PROPS, type EarlyClicks } from './earlyClickQueue';

const ownedByReact = (node: Element) => Object.keys(node).some((k) => k.startsWith(REACT_PROPS));

const describe = (button: Element) =>
  [
    button.textContent?.trim(),
    ...['aria-label', 'title', 'name', 'aria-controls'].map((a) => button.getAttribute(a)),
    // A link: its path (the app's adds the address's query, e.g. the municipio).
    button instanceof HTMLAnchorElement ? button.pathname : null,
  ].join('|');

/**
 * The button (or link) on the page now that is the one pressed: itself, or, when the app rendered
 * the page afresh (a query in the address), the app's own with the same text and names.
 */
function current(button: HTMLElement): HTMLElement | undefined {
  if (button.isConnected) return button;
  const wanted = describe(button);
  return [...document.querySelectorAll<HTMLElement>(`#root ${button.localName}`)].find(
    (candidate) => describe(candidate) === wanted,
  );
}

/**
 * Presses again each button (or follows each link) the visitor pressed before React owned it, as
 * soon as React does (a Suspense boundary's part of the page is hydrated after the rest), so its
 * handlers run. One React has not taken within `tries` × 50 ms is dropped.
 */
export function replayEarlyClicks(early: EarlyClicks, tries = 200): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const replay = () => {
    clearTimeout(timer);
    early.q = early.q.filter((button) => {
      const target = current(button);
      if (!target || !ownedByReact(target)) return tries > 0;
      target.click();
      return false;
    });
    tries--;
    if (early.q.length) timer = setTimeout(replay, 50);
  };
  early.r = replay;
  replay();
}
