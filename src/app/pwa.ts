import { Workbox } from 'workbox-window';
import { toast, toastWhenIdle } from '../state/toast';
import { hasUnsavedInput } from '../state/dirty';
import { PRELOAD_RELOAD_KEY } from '../lib/storageKeys';

/**
 * Registers /service-worker.js with a prompt-type update: a waiting version is announced
 * with a Reload action, and never reloads under a half-filled form. Failure is only logged.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/service-worker.js', { scope: '/' });

  wb.addEventListener('waiting', () => {
    const offerReload = () =>
      toast({
        title: 'A new version is available',
        description: 'Reload to use the latest EvenGround. Your saved data stays on this device.',
        duration: Infinity,
        action: {
          label: 'Reload',
          onClick: () => {
            if (hasUnsavedInput()) {
              toast({
                title: 'Save your form first',
                description: 'You have unsaved changes. Save them, then choose Reload.',
                variant: 'info',
                duration: 8000,
              });
              window.setTimeout(offerReload, 8000);
              return;
            }
            void activateWaitingVersion();
          },
        },
      });
    offerReload();
  });

  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) {
      toastWhenIdle({
        title: 'Ready to work offline',
        description: 'EvenGround is saved on this device and now works without a connection.',
        variant: 'success',
      });
    }
  });

  wb.register().catch((error: unknown) => {
    console.error('Service worker registration failed:', error);
  });
}

/** Tells the waiting service worker to take over, then reloads once it controls the page. */
async function activateWaitingVersion(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
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
 * since what fails after that belongs to the new version. Never reloads under unsaved input.
 */
export function reloadOnceOnPreloadError(version: () => string = runningVersion): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (hasUnsavedInput()) return;
    const current = version();
    if (sessionStorage.getItem(PRELOAD_RELOAD_KEY) === current) return;
    sessionStorage.setItem(PRELOAD_RELOAD_KEY, current);
    event.preventDefault();
    window.location.reload();
  });
  navigator.serviceWorker?.addEventListener('controllerchange', () => sessionStorage.removeItem(PRELOAD_RELOAD_KEY));
}
