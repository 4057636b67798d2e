/**
 * The page's main heading (the first visible h1 in `main`, else the first visible h1), made focusable without joining the tab order; else `main` itself.
 * Focus moves there after a navigation and when a modal opened by the page itself closes, so a
 * keyboard or screen-reader user continues from the top of the new content, not from <body>.
 */
export function mainHeading(): HTMLElement | null {
  const visible = (el: HTMLElement) =>
    typeof el.checkVisibility === 'function' ? el.checkVisibility() : el.offsetParent !== null;
  const heading =
    [...document.querySelectorAll<HTMLElement>('main h1')].find(visible) ??
    [...document.querySelectorAll<HTMLElement>('h1')].find(visible);
  const target = heading ?? document.querySelector<HTMLElement>('main');
  if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}
