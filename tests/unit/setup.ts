// Dexie needs an IndexedDB; the fake must load before any module that imports Dexie.
import 'fake-indexeddb/auto';
