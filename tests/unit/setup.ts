// Dexie needs an IndexedDB; the fake must load before any module that imports Dexie.
import 'fake-indexeddb/auto';
import { installWorkerChannels } from './workerChannels.mjs';

// Test files that run side by side in threads of one process must not hear each other's
// BroadcastChannels (a vault lock in one file would lock the vault of another): workerChannels.mjs.
installWorkerChannels();
