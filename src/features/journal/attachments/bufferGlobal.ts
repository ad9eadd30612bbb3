/**
 * exif-be-gone is written for Node: it reads the global `Buffer` when it loads. In a
 * browser worker that global is the `buffer` package's (the same API); in Node it is
 * already there. Imported before exif-be-gone (cleanImage.ts).
 */
// 'buffer/' is the npm package even where Node's own 'buffer' exists.
import { Buffer } from 'buffer/';

const scope = globalThis as { Buffer?: unknown };
scope.Buffer ??= Buffer;
