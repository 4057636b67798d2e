/*
 * The portal's push worker ('Avisos neste navegador'): shows each pushed notice as a notification
 * and, on a click, opens it in the portal. Plain JavaScript, copied as it is into the build.
 *
 * It is registered with a scope of its own (/push/), which no page is under: it controls no page
 * and never replaces the worker at / (the mock backend's, in the browser-mocks build). A push is
 * `{ id, title, body, url }`; it is shown as text only (a notification has no HTML), and the url
 * is followed only when it is a path of this origin.
 */
const FALLBACK_URL = '/avisos';

/** A path of this origin from `value`, else the inbox. */
function portalPath(value) {
  try {
    const url = new URL(typeof value === 'string' ? value : FALLBACK_URL, self.location.origin);
    return url.origin === self.location.origin
      ? url.pathname + url.search + url.hash
      : FALLBACK_URL;
  } catch {
    return FALLBACK_URL;
  }
}

const text = (value, max) => (typeof value === 'string' ? value.slice(0, max) : '');

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('push', (event) => {
  let message;
  try {
    message = (event.data && event.data.json()) || {};
  } catch {
    message = {};
  }
  const tag = text(message.id, 32);
  event.waitUntil(
    self.registration.showNotification(text(message.title, 200) || 'Novo aviso', {
      body: text(message.body, 2000),
      ...(tag ? { tag } : {}),
      data: { url: portalPath(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = portalPath(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.focused) || windows[0];
      if (!open) {
        await self.clients.openWindow(url);
        return;
      }
      try {
        await open.focus();
      } catch {
        // Focus may be refused; the portal still opens the notice.
      }
      open.postMessage({ type: 'portal:open', url });
    })(),
  );
});
