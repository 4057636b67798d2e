import { breakpoints } from '../theme/theme';

export type ToastPosition = 'top-right' | 'top-center' | 'bottom-center';

export interface ToastPlacement {
  position: ToastPosition;
  /** Distance in px from the edge the toasts are attached to (and from the right edge). */
  offset: { top?: number; right?: number; bottom?: number; left?: number };
}

/** Room a toast needs (two lines of text at the base size, with its padding). */
const TOAST_ROOM = 96;
const GAP = 12;

/**
 * Where toasts go so that they cover no control the user needs:
 * - with a modal open: in the free space below or above it; when the modal fills the screen,
 *   just above its footer (over content, never over its close button, first field or buttons);
 * - on a phone: at the bottom, clear of the header and of the form's first fields;
 * - on a wider screen: top right, below the page header (its menu and accessibility controls).
 */
export function toastPlacement(): ToastPlacement {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const dialogs = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')];
  const modal = dialogs.at(-1);
  if (modal) {
    const box = modal.getBoundingClientRect();
    if (height - box.bottom >= TOAST_ROOM)
      return { position: 'bottom-center', offset: { bottom: GAP, left: GAP, right: GAP } };
    if (box.top >= TOAST_ROOM)
      return { position: 'top-center', offset: { top: GAP, left: GAP, right: GAP } };
    const footer = modal.querySelector('footer');
    const above = footer ? footer.getBoundingClientRect().top : box.bottom;
    return {
      position: 'bottom-center',
      offset: { bottom: Math.max(GAP, height - above + GAP), left: GAP, right: GAP },
    };
  }
  if (width <= breakpoints.mobileMax)
    return { position: 'bottom-center', offset: { bottom: GAP, left: GAP, right: GAP } };
  return {
    position: 'top-right',
    offset: {
      top: Math.max(GAP, headerBottom(document.querySelector('header')) + GAP),
      right: GAP,
    },
  };
}

/**
 * Where the page header ends when the page is at its top: a toast placed below it stays clear of
 * its controls whether or not the page was scrolled when the toast appeared (a toast raised while
 * scrolled down once went to the very top, over the header, when the page scrolled back up). A
 * fixed or sticky header is where it is drawn now.
 */
function headerBottom(header: HTMLElement | null): number {
  if (!header) return 0;
  const { bottom } = header.getBoundingClientRect();
  const { position } = getComputedStyle(header);
  return position === 'fixed' || position === 'sticky' ? bottom : bottom + window.scrollY;
}
