import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE, cacheControlFor } from '../../build/cachePolicy';
import { chooseEncoding, precompressedFiles, resolveFile } from '../../build/staticServing';

const JS = 'export const answer = 42;\n'.repeat(100);
const HTML = '<!doctype html><title>EvenGround</title>';

let root = '';
let server: Server;
let port = 0;

function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'eg-static-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'coach'));
  writeFileSync(join(root, 'assets/index-AbC123xy.js'), JS);
  writeFileSync(join(root, 'assets/index-AbC123xy.js.br'), brotliCompressSync(JS));
  writeFileSync(join(root, 'assets/index-AbC123xy.js.gz'), gzipSync(JS));
  writeFileSync(join(root, 'index.html'), HTML);
  writeFileSync(join(root, 'index.html.br'), brotliCompressSync(HTML));
  writeFileSync(join(root, 'index.html.gz'), gzipSync(HTML));
  writeFileSync(join(root, 'service-worker.js'), 'self.x = 1;');
  writeFileSync(join(root, 'coach/index.html'), '<p>coach</p>');
  writeFileSync(join(root, 'secret.txt'), 'outside');
  const serve = precompressedFiles(root);
  // What the middleware passes on reaches this stand-in for the preview server's own files.
  server = createServer((req, res) =>
    serve(req, res, () => {
      res.setHeader('X-Fallthrough', '1');
      res.end('plain');
    }),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(root, { recursive: true, force: true });
});

describe('cache policy', () => {
  it('hashed build files are cached for a year; everything else is revalidated', () => {
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect(REVALIDATE).toBe('no-cache');
    expect(cacheControlFor('/assets/index-AbC123xy.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/assets/workers/strength.worker-D4x.js')).toBe(IMMUTABLE);
    for (const p of [
      '/',
      '/index.html',
      '/service-worker.js',
      '/manifest.webmanifest',
      '/resources/financial-affidavit',
      '/icons/icon-192.png',
    ]) {
      expect(cacheControlFor(p)).toBe(REVALIDATE);
    }
  });
});

describe('chooseEncoding', () => {
  const both = { br: true, gzip: true };
  it('prefers brotli, then gzip, honouring q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('gzip, deflate', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.8', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('identity', both)).toBe(null);
    expect(chooseEncoding(undefined, both)).toBe(null);
    expect(chooseEncoding('br', { br: false, gzip: true })).toBe(null);
    expect(chooseEncoding('br, gzip', { br: false, gzip: true })).toBe('gzip');
  });
});

describe('resolveFile', () => {
  it('maps paths to files, folders to index.html, app routes to the app, and never leaves the root', () => {
    expect(resolveFile(root, '/assets/index-AbC123xy.js')).toBe(join(root, 'assets/index-AbC123xy.js'));
    expect(resolveFile(root, '/')).toBe(join(root, 'index.html'));
    expect(resolveFile(root, '/coach/')).toBe(join(root, 'coach/index.html'));
    expect(resolveFile(root, '/resources/financial-affidavit')).toBe(join(root, 'index.html'));
    expect(resolveFile(root, '/coach')).toBe(null);
    expect(resolveFile(root, '/assets/missing-123.js')).toBe(null);
    expect(resolveFile(root, '/assets/missing')).toBe(null);
    expect(resolveFile(join(root, 'assets'), '/../secret.txt')).toBe(null);
    expect(resolveFile(join(root, 'assets'), '/%2e%2e/secret.txt')).toBe(null);
    expect(resolveFile(root, '/%E0%A4%A')).toBe(null);
  });
});

describe('precompressedFiles middleware', () => {
  it('sends the brotli copy when accepted, with immutable caching for a hashed file', async () => {
    const r = await get('/assets/index-AbC123xy.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(r.body).toString()).toBe(JS);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const r = await get('/assets/index-AbC123xy.js', { 'Accept-Encoding': 'gzip' });
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(r.body).toString()).toBe(JS);
  });

  it('index.html (and an app route) is compressed and never cached without asking', async () => {
    for (const path of ['/', '/resources/financial-affidavit']) {
      const r = await get(path, { 'Accept-Encoding': 'br', Accept: 'text/html' });
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(r.body).toString()).toBe(HTML);
    }
  });

  it('answers a repeat request with 304 when the ETag matches, and HEAD with headers only', async () => {
    const first = await get('/assets/index-AbC123xy.js', { 'Accept-Encoding': 'br' });
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+-br"$/);
    const again = await get('/assets/index-AbC123xy.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get('/assets/index-AbC123xy.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(first.body.length));
    expect(head.body.length).toBe(0);
  });

  it('passes on what has no compressed copy or no accepted encoding, with its Cache-Control set', async () => {
    const sw = await get('/service-worker.js', { 'Accept-Encoding': 'br' });
    expect(sw.headers['x-fallthrough']).toBe('1');
    expect(sw.headers['cache-control']).toBe('no-cache');
    const plain = await get('/assets/index-AbC123xy.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['x-fallthrough']).toBe('1');
    expect(plain.headers['content-encoding']).toBe(undefined);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a missing file (an extension, or anything under /assets/) is 404 in plain text, never the app', async () => {
    for (const path of ['/assets/missing.js', '/assets/missing', '/missing.css', '/coach/missing.html']) {
      const r = await get(path, { 'Accept-Encoding': 'br', Accept: 'text/html' });
      expect([path, r.status, r.headers['content-type'], r.body.toString()]).toEqual([
        path,
        404,
        'text/plain; charset=utf-8',
        'Not found',
      ]);
    }
    const route = await get('/resources/financial-affidavit', { 'Accept-Encoding': 'br' });
    expect([route.status, brotliDecompressSync(route.body).toString()]).toEqual([200, HTML]);
  });
});
