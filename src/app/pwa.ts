import { hasUnsavedInput } from '../state/dirty';
import { PRELOAD_RELOAD_KEY } from '../lib/storageKeys';

/**
 * Registers /service-worker.js once the page has loaded (its precaching then does not compete
 * with the page's own files), with a prompt-type update: the browser's own service-worker
 * API, which is all the app needs of workbox-window (1 KB gzipped of every first visit,
 * docs/performance.md). What to say about a worker being installed (src/app/pwaUpdate.ts:
 * "Ready to work offline", "A new version is available") is fetched when there is one, with
 * the worker's own downloads. Failure is only logged.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => {
    navigator.serviceWorker.register('/service-worker.js', { scope: '/' }).then(
      (registration: ServiceWorkerRegistration | undefined) => {
        if (!registration) return; // A browser (or test) that declines workers.
        // Whether a worker controls the page when this one was found: then it is a new version.
        const follow = () => {
          const update = Boolean(navigator.serviceWorker.controller);
          void import('./pwaUpdate').then((m) => m.followRegistration(registration, update));
        };
        if (registration.installing || registration.waiting) follow();
        registration.addEventListener('updatefound', follow);
      },
      (error: unknown) => console.error('Service worker registration failed:', error),
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * The version of the app running in this page: the addresses of its module scripts, whose
 * file names carry the build's hashes (/assets/index-1a2b3c.js), so every deploy has its own.
 * All of them, not the first: the bundler may put its small runtime in a script of its own
 * ahead of the entry, and that file's hash can stay the same from one deploy to the next.
 */
export function runningVersion(): string {
  const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')];
  return scripts.length ? scripts.map((s) => s.src).join(' ') : 'unknown';
}

/**
 * A lazy chunk that fails to load (usually after a deploy) reloads the page, at most once
 * per version of the app: the flag in sessionStorage holds the version that reloaded. If
 * the chunk still fails after that reload, the page is on the same version and shows the
 * error page instead of looping. A later deploy in the same tab is a new version and gets
 * its own reload. The flag is cleared when a new service worker takes control of the page,
 * since what fails after that belongs to the new version. Never reloads under unsaved input,
 * nor offline (session 24): a reload then fetches nothing new and replaces the whole app with
 * the browser's own offline error page (a connection lost while a first visit's page was still
 * loading its code: the shell's "You are offline" notice showed for a moment, then the tab went
 * to the browser's error page); instead the page's error says to try again once connected,
 * with the header, the notice and Quick exit still there.
 */
export function reloadOnceOnPreloadError(version: () => string = runningVersion): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (hasUnsavedInput() || navigator.onLine === false) return;
    const current = version();
    if (sessionStorage.getItem(PRELOAD_RELOAD_KEY) === current) return;
    sessionStorage.setItem(PRELOAD_RELOAD_KEY, current);
    event.preventDefault();
    window.location.reload();
  });
  navigator.serviceWorker?.addEventListener('controllerchange', () => sessionStorage.removeItem(PRELOAD_RELOAD_KEY));
}
