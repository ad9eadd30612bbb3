import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnceOnPreloadError, runningVersion } from '../../src/app/pwa';
import { markDirty } from '../../src/state/dirty';
import { PRELOAD_RELOAD_KEY } from '../../src/lib/storageKeys';

// The chunk-failure reload (src/app/pwa.ts) in a small stand-in for the browser: a window
// that receives Vite's `vite:preloadError`, a sessionStorage, and a service-worker container
// that can announce `controllerchange`.
let win: EventTarget & { location: { reload: ReturnType<typeof vi.fn> } };
let serviceWorker: EventTarget;
let store: Map<string, string>;
let version: string;

beforeEach(() => {
  win = Object.assign(new EventTarget(), { location: { reload: vi.fn() } });
  serviceWorker = new EventTarget();
  store = new Map();
  version = 'http://localhost/assets/index-aaaa1111.js';
  vi.stubGlobal('window', win);
  vi.stubGlobal('navigator', { serviceWorker });
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, String(v)),
    removeItem: (k: string) => void store.delete(k),
  });
  reloadOnceOnPreloadError(() => version);
});

afterEach(() => {
  markDirty('pwa-test-form', false);
  vi.unstubAllGlobals();
});

/** Fires a chunk failure the way Vite does; true when the handler took it over (reload). */
function chunkFails(): boolean {
  const event = new Event('vite:preloadError', { cancelable: true });
  win.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('a page chunk that fails to load', () => {
  it('reloads once, and remembers the version that reloaded', () => {
    expect(chunkFails()).toBe(true);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(store.get(PRELOAD_RELOAD_KEY)).toBe('http://localhost/assets/index-aaaa1111.js');
  });

  it('does not reload a second time on the same version (the error page shows instead)', () => {
    chunkFails();
    expect(chunkFails()).toBe(false);
    expect(chunkFails()).toBe(false);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a newer version loaded in the same tab (a later deploy)', () => {
    chunkFails();
    version = 'http://localhost/assets/index-bbbb2222.js';
    expect(chunkFails()).toBe(true);
    expect(win.location.reload).toHaveBeenCalledTimes(2);
    expect(store.get(PRELOAD_RELOAD_KEY)).toBe('http://localhost/assets/index-bbbb2222.js');
  });

  it('clears the flag once a new service worker controls the page, so its next failure reloads once', () => {
    chunkFails();
    expect(store.has(PRELOAD_RELOAD_KEY)).toBe(true);
    serviceWorker.dispatchEvent(new Event('controllerchange'));
    expect(store.has(PRELOAD_RELOAD_KEY)).toBe(false);
    expect(chunkFails()).toBe(true);
    expect(chunkFails()).toBe(false);
    expect(win.location.reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads under unsaved input, and does not use up its one reload', () => {
    markDirty('pwa-test-form', true);
    expect(chunkFails()).toBe(false);
    expect(win.location.reload).not.toHaveBeenCalled();
    expect(store.has(PRELOAD_RELOAD_KEY)).toBe(false);
    markDirty('pwa-test-form', false);
    expect(chunkFails()).toBe(true);
  });

  it("never reloads offline (the reload would show the browser's error page), and does not use up its one reload", () => {
    vi.stubGlobal('navigator', { serviceWorker, onLine: false });
    expect(chunkFails()).toBe(false);
    expect(win.location.reload).not.toHaveBeenCalled();
    expect(store.has(PRELOAD_RELOAD_KEY)).toBe(false);
    vi.stubGlobal('navigator', { serviceWorker, onLine: true });
    expect(chunkFails()).toBe(true);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });
});

describe('the running version', () => {
  it("is the addresses of the page's module scripts, the bundler's runtime and the entry", () => {
    const querySelectorAll = vi.fn(() => [
      { src: 'https://evenground.example/assets/rolldown-runtime-XKyaHtl9.js' },
      { src: 'https://evenground.example/assets/index-Cz9kq1.js' },
    ]);
    vi.stubGlobal('document', { querySelectorAll });
    expect(runningVersion()).toBe(
      'https://evenground.example/assets/rolldown-runtime-XKyaHtl9.js https://evenground.example/assets/index-Cz9kq1.js',
    );
    expect(querySelectorAll).toHaveBeenCalledWith('script[type="module"][src]');
  });

  it('changes with the entry even when the runtime script stays the same (the next deploy)', () => {
    const page = (entry: string) => ({
      querySelectorAll: () => [{ src: 'https://evenground.example/assets/rolldown-runtime-XKyaHtl9.js' }, { src: entry }],
    });
    vi.stubGlobal('document', page('https://evenground.example/assets/index-Cz9kq1.js'));
    const first = runningVersion();
    vi.stubGlobal('document', page('https://evenground.example/assets/index-Q7wz2a.js'));
    expect(runningVersion()).not.toBe(first);
  });

  it('is one fixed value when the page has no entry script (a reload still happens only once)', () => {
    vi.stubGlobal('document', { querySelectorAll: () => [] });
    expect(runningVersion()).toBe('unknown');
  });
});
