/**
 * How long browsers may keep each built file (docs/performance.md). Used by the preview
 * server (build/staticServing.ts) and by the static-host files (build/securityHeaders.ts).
 * Pure.
 */

/** Where the build puts files whose name carries a content hash: a new build means a new name. */
export const HASHED_DIR = '/assets/';
/** Hashed files: a year, and never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the service worker, the manifest, icons): ask the server each time. */
export const REVALIDATE = 'no-cache';

export function cacheControlFor(pathname: string): string {
  return pathname.startsWith(HASHED_DIR) ? IMMUTABLE : REVALIDATE;
}
