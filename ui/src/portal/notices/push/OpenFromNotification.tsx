import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** What the push worker (apps/portal/public/pushWorker.js) posts when a notification is clicked. */
export const OPEN_MESSAGE = 'portal:open';

/** A path of this origin from `url` (`/avisos`), or null for anything else. */
export function portalPathOf(url: unknown): string | null {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin
      ? `${parsed.pathname}${parsed.search}${parsed.hash}`
      : null;
  } catch {
    return null;
  }
}

/**
 * A clicked notification of a notice opens it in the portal: the push worker focuses an open
 * portal window and posts it the notice's address, which the router then shows (a same-origin
 * path only). Renders nothing; tiny, since every page of the portal carries it.
 */
export function OpenFromNotification() {
  const navigate = useNavigate();
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type !== OPEN_MESSAGE) return;
      const path = portalPathOf(data.url);
      if (path) navigate(path);
    };
    container.addEventListener('message', onMessage);
    // Messages wait in a queue until a page says it listens.
    container.startMessages();
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);
  return null;
}
