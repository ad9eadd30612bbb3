// wouter imports useSyncExternalStore from the use-sync-external-store shim, which exists for
// React 17 and older; React 19 has the hook itself. vite.config.ts points the shim here, so
// the first visit does not download the shim's copy (docs/performance.md).
export { useSyncExternalStore } from 'react';
