import { useEffect } from 'react';
import { SITE_TITLE } from '../messages/siteTitle';

/** How an app names its browser tabs from a screen's name. */
export interface PageTitleStyle {
  format: (screen: string) => string;
  /** Wait this long after the screen opens (the panel's spec sets titles after 500 ms). */
  delayMs?: number;
}

/** The portal and the /movel pages: "Buscar solicitações | Portal da Transparência". */
export const PORTAL_PAGE_TITLE: PageTitleStyle = {
  format: (screen) => (screen ? `${screen} | ${SITE_TITLE}` : SITE_TITLE),
};

let renderedTitle: string | null = null;

/** The title the page rendered at build last asked for (first-paint/prerender.ts puts it in <title>). */
export function takeRenderedTitle(): string | null {
  const title = renderedTitle;
  renderedTitle = null;
  return title;
}

/** Names the browser tab after the screen, in the app's style. */
export function usePageTitle(screen: string, style: PageTitleStyle = PORTAL_PAGE_TITLE) {
  const { format, delayMs = 0 } = style;
  // Effects do not run when a page is rendered at build: its title is taken from here instead.
  if (import.meta.env.SSR) renderedTitle = format(screen);
  useEffect(() => {
    const title = format(screen);
    if (delayMs <= 0) {
      document.title = title;
      return;
    }
    const timer = setTimeout(() => {
      document.title = title;
    }, delayMs);
    return () => clearTimeout(timer);
  }, [screen, format, delayMs]);
}
