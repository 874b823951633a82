/*
 * The portal's service worker (docs/architecture.md §13): it exists only for Web Push. It caches
 * nothing and handles no fetch, so it never changes how pages load.
 *
 * push: shows the notification of the payload (lib/contract/notification-inbox.ts PushPayload:
 * { title, body, url, tag }; the Turkish field names baslik/metin/baglanti are accepted too).
 * notificationclick: focuses an open portal tab (navigating it) or opens one, at the payload's path;
 * a URL that is not a path of this portal opens /bildirimler instead.
 */
const FALLBACK_TITLE = 'E-Satış Portalı';
const FALLBACK_PATH = '/bildirimler';
const ICON = '/logos/favicon.svg';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A path of this portal ('/ihaleler/12'), or null: never another origin, '//host' or 'javascript:'. */
function portalPath(value) {
  if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value) || /[\s\\]/.test(value)) return null;
  const url = new URL(value, self.location.origin);
  return url.origin === self.location.origin ? url.pathname + url.search + url.hash : null;
}

function readPayload(data) {
  if (!data) return {};
  try {
    const json = data.json();
    return json && typeof json === 'object' ? json : {};
  } catch {
    return { body: data.text() };
  }
}

function text(value, max) {
  return typeof value === 'string' && value.trim() ? value.slice(0, max) : null;
}

self.addEventListener('push', (event) => {
  const p = readPayload(event.data);
  const title = text(p.title ?? p.baslik, 120) ?? FALLBACK_TITLE;
  const body = text(p.body ?? p.metin, 400) ?? '';
  const url = portalPath(p.url ?? p.baglanti) ?? FALLBACK_PATH;
  const options = { body, icon: ICON, badge: ICON, lang: 'tr', data: { url } };
  const tag = text(p.tag, 100);
  if (tag) options.tag = tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = portalPath(event.notification.data?.url) ?? FALLBACK_PATH;
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const tab = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (tab) {
        const moved = tab.url === target ? tab : await tab.navigate(target).catch(() => null);
        if (moved) return moved.focus();
      }
      return self.clients.openWindow(target);
    }),
  );
});
