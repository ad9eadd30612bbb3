/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa's injectManifest into /service-worker.js).
// Every built asset is precached, so every route, lazy chunk, font, icon and the coach
// page work offline after one visit. Navigations fall back to the app shell.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Any in-app path (no file extension) is served the shell; the router then shows the
// page or the 404. The coach's pages (/coach/*.html, their own build entries) are
// precached and matched above. A path that names a file (an extension, or anything under
// /assets/) is never given the shell: it goes to the network, which answers 404 when the
// file is missing.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/coach\//, /^\/assets\//, /\/[^/?]+\.[a-z0-9]+($|\?)/i],
  }),
);

// The message coach's tone model (/assets/tone/, about 28 MB; docs/message-coach.md, "Tone
// layer") is not precached: the coach page fetches it when first used, and each file is kept here
// the first time it arrives, so the page works offline from then on. Its names carry a content
// hash, so a kept file never goes stale; a model replaced by a new build leaves its old files,
// which the page removes (src/features/message-coach/tone/modelFiles.ts).
const TONE_CACHE = 'message-coach-tone';
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/tone/'),
  async ({ request }) => {
    const cache = await caches.open(TONE_CACHE);
    const kept = await cache.match(request);
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  },
);

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install has no page to disturb: take control at once so the very first visit
// is already offline-capable. Updates still wait for the user's Reload (prompt type).
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
