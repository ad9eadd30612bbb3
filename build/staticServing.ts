/**
 * How `npm start` (the preview server) serves the built files: caching per path and the
 * precompressed copies the build writes beside each text file (name.br, name.gz). Used by
 * vite.config.ts; Node only. See docs/performance.md.
 */
import { createReadStream, statSync, type Stats } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HASHED_DIR, cacheControlFor } from './cachePolicy.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** Which precompressed copy to send: brotli when accepted, else gzip, else none. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: { br: boolean; gzip: boolean },
): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (available.br && ok('br')) return 'br';
  if (available.gzip && ok('gzip')) return 'gzip';
  return null;
}

function fileAt(path: string): Stats | null {
  try {
    const s = statSync(path);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/**
 * A path that names a file rather than a page of the app: it has a file extension, or it
 * is under /assets/. A missing one is answered 404, never with the app's index.html (a
 * script tag or a stale cache asking for /assets/missing.js must not get HTML).
 */
function namesAFile(pathname: string): boolean {
  return pathname.startsWith(HASHED_DIR) || extname(pathname) !== '';
}

/**
 * The file a request path names inside `root`: the file itself, a folder's index.html (for
 * a path ending in '/'), or, for an app route (see namesAFile) that is no file or folder,
 * the app's index.html.
 * Null when nothing matches or the path leaves `root`.
 */
export function resolveFile(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const base = resolve(root);
  const full = resolve(base, `.${decoded.endsWith('/') ? `${decoded}index.html` : decoded}`);
  if (full !== base && !full.startsWith(base + sep)) return null;
  if (fileAt(full)) return full;
  let isFolder = false;
  try {
    isFolder = statSync(full).isDirectory();
  } catch {
    /* nothing there */
  }
  // A folder named without its trailing slash is left to the preview server.
  if (!isFolder && !namesAFile(decoded)) {
    const index = resolve(base, 'index.html');
    if (fileAt(index)) return index;
  }
  return null;
}

type Next = () => void;

/**
 * Connect middleware: sets Cache-Control on every response, and answers a GET or HEAD for
 * a file that has a precompressed copy the browser accepts with that copy
 * (Content-Encoding br or gzip, Vary: Accept-Encoding, ETag and 304), and a file path that
 * names no file with 404. Anything else goes on to the next handler (the preview server's
 * own file serving).
 */
export function precompressedFiles(root: string) {
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = resolveFile(root, pathname);
    if (!file && namesAFile(pathname)) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(req.method === 'HEAD' ? undefined : 'Not found');
      return;
    }
    if (!file) return next();
    const type = TYPES[extname(file)];
    if (!type) return next();
    const br = fileAt(`${file}.br`);
    const gz = fileAt(`${file}.gz`);
    const encoding = chooseEncoding(req.headers['accept-encoding'], { br: br !== null, gzip: gz !== null });
    if (!encoding) return next();
    const stat = (encoding === 'br' ? br : gz)!;
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}-${encoding}"`;
    res.setHeader('Content-Type', type);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(stat.size));
    res.statusCode = 200;
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).pipe(res);
  };
}
