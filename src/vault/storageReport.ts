/** How the browser keeps this site's storage: persistence and space, for the My Data page. */
import { db } from './db';

/** Whether the browser keeps this site's storage persistently, and how much is used. */
export async function storageReport(): Promise<{ persisted: boolean | null; usage: number | null; quota: number | null }> {
  const s = globalThis.navigator?.storage;
  let persisted: boolean | null = null;
  let usage: number | null = null;
  let quota: number | null = null;
  try {
    if (s?.persisted) persisted = await s.persisted();
  } catch {
    /* unknown */
  }
  try {
    if (s?.estimate) {
      const e = await s.estimate();
      usage = e.usage ?? null;
      quota = e.quota ?? null;
    }
  } catch {
    /* unknown */
  }
  return { persisted, usage, quota };
}

/** Asks the browser again to keep storage persistent. */
export async function requestPersistence(): Promise<boolean | null> {
  try {
    const r = await globalThis.navigator?.storage?.persist?.();
    if (typeof r === 'boolean') await db.meta.update('vault', { persisted: r });
    return r ?? null;
  } catch {
    return null;
  }
}
