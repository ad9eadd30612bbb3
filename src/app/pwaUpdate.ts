import { toast, toastWhenIdle } from '../state/toast';
import { hasUnsavedInput } from '../state/dirty';

/**
 * What the app says about a service worker being installed (src/app/pwa.ts registers it and
 * loads this module when one is): the first one on this device means the app now works
 * offline; one installed while another controls the page is a new version, which waits
 * (workers/service-worker.ts takes over only when asked) and is offered with a Reload action
 * that never reloads under a half-filled form.
 */

function offerReload(): void {
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

function installed(update: boolean): void {
  if (update) offerReload();
  else
    toastWhenIdle({
      title: 'Ready to work offline',
      description: 'EvenGround is saved on this device and now works without a connection.',
      variant: 'success',
    });
}

const followed = new WeakSet<ServiceWorker>();

/**
 * Follows the worker `registration` is installing, or has waiting, until it is installed.
 * `update`: another worker controlled the page when it was found.
 */
export function followRegistration(registration: ServiceWorkerRegistration, update: boolean): void {
  for (const worker of [registration.installing, registration.waiting]) {
    // The first registration both returns the installing worker and reports it as found.
    if (!worker || followed.has(worker)) continue;
    followed.add(worker);
    if (worker.state === 'parsed' || worker.state === 'installing')
      worker.addEventListener('statechange', () => {
        if (worker.state === 'installed') installed(update);
      });
    // Installed before this module arrived (a first worker may even be active already).
    else if (worker.state !== 'redundant') installed(update);
  }
}
