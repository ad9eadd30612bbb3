import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY, WORKER_CSP, contentSecurityPolicy, headersFor, hostingFiles } from '../../build/securityHeaders';

const configured = {
  VITE_SUPABASE_URL: 'https://abc.supabase.co',
  VITE_CHATBOT_URL: 'https://bot.example.org/embed',
  VITE_VIDEO_EMBED_ORIGIN: 'https://share.synthesia.io',
};

describe('security headers', () => {
  it('the page gets every header, with the <meta> policy plus frame-ancestors none', () => {
    for (const env of [{}, configured]) {
      const h = headersFor('/resources/divorce-checklist', env);
      expect(h).toEqual({
        'Content-Security-Policy': `${contentSecurityPolicy(env)}; frame-ancestors 'none'`,
        'X-Frame-Options': 'DENY',
        'Strict-Transport-Security': 'max-age=63072000',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Permissions-Policy': PERMISSIONS_POLICY,
        'Cross-Origin-Opener-Policy': 'same-origin',
      });
      expect(headersFor('/', env)).toEqual(h);
      expect(headersFor('/index.html?x=1', env)).toEqual(h);
    }
    expect(headersFor('/', configured)['Content-Security-Policy']).toContain(
      "frame-src 'self' https://bot.example.org https://share.synthesia.io blob:",
    );
  });

  it('the coach may be framed by the app only; workers reach no network', () => {
    expect(headersFor('/coach/index.html', {})['Content-Security-Policy']).toBe(
      `${contentSecurityPolicy({})}; frame-ancestors 'self'`,
    );
    expect(headersFor('/coach/index.html', {})['X-Frame-Options']).toBe('SAMEORIGIN');
    const w = headersFor('/assets/workers/analysis.worker-abc.js', configured);
    expect(w['Content-Security-Policy']).toBe(
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'none'; worker-src 'none'",
    );
    expect(WORKER_CSP).toContain("connect-src 'none'");
    expect(w['X-Content-Type-Options']).toBe('nosniff');
  });

  it('the host files in docs/hosting are exactly what the module generates', () => {
    const files = hostingFiles({});
    expect(Object.keys(files).sort()).toEqual(['_headers', 'firebase.json', 'nginx.conf', 'vercel.json']);
    for (const [name, text] of Object.entries(files)) expect(readFileSync(`docs/hosting/${name}`, 'utf8'), name).toBe(text);
    const vercel = JSON.parse(files['vercel.json']!) as {
      headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
    };
    expect(vercel.headers.map((h) => h.source)).toEqual(['/(.*)', '/assets/(.*)', '/coach/(.*)', '/assets/workers/(.*)']);
    expect(files['_headers']!.split('\n').filter((l) => l.startsWith('/'))).toEqual([
      '/*',
      '/assets/*',
      '/coach/*',
      '/assets/workers/*',
    ]);
  });

  it('static hosts cache the hashed files for a year and revalidate everything else', () => {
    const files = hostingFiles({});
    // Netlify, Vercel and Firebase apply every matching block, the later value winning: the
    // pages' block says no-cache and the /assets/ block after it overrides that.
    const cacheOf = (headers: Array<{ key: string; value: string }>) => headers.find((h) => h.key === 'Cache-Control')?.value;
    const vercel = (
      JSON.parse(files['vercel.json']!) as { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> }
    ).headers;
    expect(vercel.map((r) => [r.source, cacheOf(r.headers)])).toEqual([
      ['/(.*)', 'no-cache'],
      ['/assets/(.*)', 'public, max-age=31536000, immutable'],
      ['/coach/(.*)', undefined],
      ['/assets/workers/(.*)', undefined],
    ]);
    const firebase = (
      JSON.parse(files['firebase.json']!) as {
        hosting: { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };
      }
    ).hosting.headers;
    expect(firebase.map((r) => [r.source, cacheOf(r.headers)])).toEqual([
      ['**', 'no-cache'],
      ['/assets/**', 'public, max-age=31536000, immutable'],
      ['/coach/**', undefined],
      ['/assets/workers/**', undefined],
    ]);
    expect(files['_headers']).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n\n');
    expect(files['_headers']!.split('\n\n')[0]).toContain('\n  Cache-Control: no-cache');
    // nginx uses one location per request, so each one carries everything it needs.
    const locations = files['nginx.conf']!.split('\n\n').map((block) => ({
      prefix: /location (\S+) \{/.exec(block)?.[1],
      cache: /add_header Cache-Control "([^"]+)"/.exec(block)?.[1],
      csp: /add_header Content-Security-Policy "([^"]+)"/.exec(block)?.[1],
    }));
    expect(locations.map((l) => [l.prefix, l.cache])).toEqual([
      ['/assets/workers/', 'public, max-age=31536000, immutable'],
      ['/coach/', 'no-cache'],
      ['/assets/', 'public, max-age=31536000, immutable'],
      ['/', 'no-cache'],
    ]);
    expect(locations[2]!.csp).toBe(locations[3]!.csp);
  });

  it('every block of every host file, and every preview response, sends Strict-Transport-Security', () => {
    const hsts = 'max-age=63072000';
    for (const path of ['/', '/coach/index.html', '/assets/index-abc.js', '/assets/workers/analysis.worker-abc.js'])
      expect(headersFor(path, {})['Strict-Transport-Security'], path).toBe(hsts);
    const files = hostingFiles({});
    const netlifyBlocks = files['_headers']!.trim().split('\n\n');
    expect(netlifyBlocks.filter((b) => b.includes(`\n  Strict-Transport-Security: ${hsts}`)).length).toBe(
      netlifyBlocks.length - 1,
    );
    // The one block without it is /assets/*, which only changes Cache-Control: /* applies there too.
    expect(netlifyBlocks.find((b) => !b.includes('Strict-Transport-Security'))).toBe(
      '/assets/*\n  Cache-Control: public, max-age=31536000, immutable',
    );
    // nginx does not inherit add_header into a location that has its own: every one repeats it.
    const nginx = files['nginx.conf']!.split('\n\n');
    expect(nginx.map((b) => b.includes(`add_header Strict-Transport-Security "${hsts}" always;`))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    type Rules = Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
    const vercel = (JSON.parse(files['vercel.json']!) as { headers: Rules }).headers;
    const firebase = (JSON.parse(files['firebase.json']!) as { hosting: { headers: Rules } }).hosting.headers;
    for (const rules of [vercel, firebase])
      expect(rules[0]!.headers.find((h) => h.key === 'Strict-Transport-Security')?.value).toBe(hsts);
  });

  it('hosts answer a missing file with 404, not the app: only paths without a dot are rewritten to it', () => {
    const files = hostingFiles({});
    const rewrites = (
      JSON.parse(files['firebase.json']!) as { hosting: { rewrites: Array<{ regex: string; destination: string }> } }
    ).hosting.rewrites;
    expect(rewrites).toEqual([{ regex: '^/[^.]*$', destination: '/index.html' }]);
    const toApp = (path: string) => new RegExp(rewrites[0]!.regex).test(path);
    expect(['/', '/resources/divorce-checklist', '/my-data'].map(toApp)).toEqual([true, true, true]);
    expect(['/assets/missing.js', '/missing.css', '/icons/none.png'].map(toApp)).toEqual([false, false, false]);
    const pages = files['nginx.conf']!.split('\n\n').at(-1)!;
    expect(pages).toContain(
      '    try_files $uri /index.html;\n    location ~ \\.[A-Za-z0-9]+$ {\n        try_files $uri =404;\n    }\n}',
    );
    // Vercel and Netlify rewrite nothing: a missing file is already their 404.
    expect(files['vercel.json']).not.toContain('rewrites');
  });

  it("no 'unsafe-inline' anywhere: styles come from the app's own files or React's style prop (CSSOM)", () => {
    for (const env of [{}, configured]) expect(contentSecurityPolicy(env)).not.toContain('unsafe-inline');
    expect(contentSecurityPolicy({})).toContain("style-src 'self';");
  });
});
