import { Workbox } from 'workbox-window';
import { toast, toastWhenIdle } from '../ui/toast';
import { hasUnsavedInput } from '../ui/dirty';
import { PRELOAD_RELOAD_KEY } from '../lib/storageKeys';
/** A second chunk failure within this time shows the error page instead of reloading again. */
const PRELOAD_RELOAD_GUARD_MS = 60_000;

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
 * A lazy chunk that fails to load (usually after a deploy) reloads the page, at most once a
 * minute: a chunk that still fails right after that reload shows the error page instead of
 * looping, while a later deploy in the same tab gets its reload too.
 */
export function reloadOnceOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(PRELOAD_RELOAD_KEY));
    if ((Number.isFinite(last) && last > 0 && Date.now() - last < PRELOAD_RELOAD_GUARD_MS) || hasUnsavedInput()) return;
    sessionStorage.setItem(PRELOAD_RELOAD_KEY, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
