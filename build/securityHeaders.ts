/**
 * Every security header the app is served with, in one place. vite.config.ts builds the
 * <meta> Content-Security-Policy from contentSecurityPolicy(), sends headersFor() from the
 * preview server (`npm start`), and writes dist/_headers (Netlify) from
 * headerRules(); the snippets in docs/hosting/ are checked against hostingFiles({}) by a
 * unit test, so none of them can drift. The host files also carry the caching rules of
 * build/cachePolicy.ts. Pure; runs in Node at build time.
 */
import { HASHED_DIR, IMMUTABLE, REVALIDATE, cacheControlFor } from './cachePolicy.ts';

type Env = Record<string, string | undefined>;

/** Origin of a configured address, or null when empty or malformed. */
function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * The page's Content-Security-Policy: the site itself plus the configured chatbot, video,
 * Supabase and newsletter origins. No inline script, and no inline style either: the app's
 * CSS is in its own files, and React's style prop sets styles through the CSSOM
 * (element.style), which style-src does not govern; a style attribute in markup or a
 * <style> element would be refused. Checked by vault-headers.spec on the built app.
 * `frameAncestors` is added only in a header (browsers ignore it in <meta>).
 */
export function contentSecurityPolicy(env: Env, frameAncestors?: "'none'" | "'self'"): string {
  const supabase = originOf(env.VITE_SUPABASE_URL);
  const chatbot = originOf(env.VITE_CHATBOT_URL);
  const video = originOf(env.VITE_VIDEO_EMBED_ORIGIN);
  const newsletter = originOf(env.VITE_NEWSLETTER_URL);
  const connect = ["'self'", supabase, supabase ? supabase.replace(/^http/, 'ws') : null, newsletter];
  const frames = ["'self'", chatbot, video];
  const list = (xs: Array<string | null>) => xs.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${list(connect)} blob: data:`,
    `frame-src ${list(frames)} blob:`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "manifest-src 'self'",
    ...(frameAncestors ? [`frame-ancestors ${frameAncestors}`] : []),
  ].join('; ');
}

/**
 * A worker script's policy comes from its own response: the document-analysis,
 * passphrase-strength and draft-PDF workers may load the app's own code and nothing else,
 * and reach no network at all.
 */
export const WORKER_CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'none'; worker-src 'none'";

/** Where the build puts worker entry scripts (vite.config.ts `worker.rollupOptions`). */
const WORKER_DIR = '/assets/workers/';

/**
 * HTTPS only, for two years, once a browser has seen the site over HTTPS (browsers ignore
 * it over plain HTTP, so the local preview is unaffected). includeSubDomains and preload
 * bind every subdomain of the domain the site is put on, so they are left to its owner.
 */
const HSTS = 'max-age=63072000';

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()';

function common(): Record<string, string> {
  return {
    'Strict-Transport-Security': HSTS,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export interface HeaderRule {
  /** Path prefix ending in '/', or '/' for everything. */
  prefix: string;
  headers: Record<string, string>;
}

/**
 * The rules, most specific first. The built-in coach (/coach/) is framed by the app itself,
 * so it allows its own origin as ancestor; everything else may not be framed at all.
 */
function headerRules(env: Env): HeaderRule[] {
  return [
    { prefix: WORKER_DIR, headers: { 'Content-Security-Policy': WORKER_CSP, ...common() } },
    {
      prefix: '/coach/',
      headers: { 'Content-Security-Policy': contentSecurityPolicy(env, "'self'"), 'X-Frame-Options': 'SAMEORIGIN', ...common() },
    },
    {
      prefix: '/',
      headers: { 'Content-Security-Policy': contentSecurityPolicy(env, "'none'"), 'X-Frame-Options': 'DENY', ...common() },
    },
  ];
}

/** The headers for one request path (the preview server). */
export function headersFor(pathname: string, env: Env): Record<string, string> {
  const path = pathname.split('?')[0] ?? '/';
  return headerRules(env).find((r) => path.startsWith(r.prefix))!.headers;
}

/**
 * The rules for hosts that apply every matching block, a later block's value replacing an
 * earlier one (Netlify, Vercel, Firebase): least specific first, the pages' block asking
 * for revalidation and a block after it that lets the hashed files be kept for a year.
 */
function layeredRules(env: Env): HeaderRule[] {
  const [all, ...specific] = [...headerRules(env)].reverse();
  return [
    { prefix: all!.prefix, headers: { ...all!.headers, 'Cache-Control': REVALIDATE } },
    { prefix: HASHED_DIR, headers: { 'Cache-Control': IMMUTABLE } },
    ...specific,
  ];
}

/**
 * dist/_headers for Netlify: every matching block applies and a later block's value
 * replaces an earlier one, so the general block comes first. (Cloudflare Pages joins
 * repeated values with commas instead, which would forbid framing the coach: not for it.)
 */
export function netlifyHeaders(env: Env): string {
  const block = (r: HeaderRule) =>
    [`${r.prefix === '/' ? '/*' : `${r.prefix}*`}`, ...Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  return `${layeredRules(env).map(block).join('\n\n')}\n`;
}

/** vercel.json `headers` (the last matching rule wins on Vercel, so the general one goes first). */
function vercelJson(env: Env): string {
  const source = (r: HeaderRule) => (r.prefix === '/' ? '/(.*)' : `${r.prefix}(.*)`);
  const headers = layeredRules(env).map((r) => ({
    source: source(r),
    headers: Object.entries(r.headers).map(([key, value]) => ({ key, value })),
  }));
  return `${JSON.stringify({ headers }, null, 2)}\n`;
}

/** firebase.json `hosting.headers` (glob patterns; the last matching rule wins here too). */
function firebaseJson(env: Env): string {
  const headers = layeredRules(env).map((r) => ({
    source: r.prefix === '/' ? '**' : `${r.prefix}**`,
    headers: Object.entries(r.headers).map(([key, value]) => ({ key, value })),
  }));
  // The app for paths without a dot (its routes) only: a missing file is a 404, not the app.
  const rewrites = [{ regex: '^/[^.]*$', destination: '/index.html' }];
  return `${JSON.stringify({ hosting: { public: 'dist', rewrites, headers } }, null, 2)}\n`;
}

/**
 * An nginx server-block snippet: one location per rule, each complete with its caching
 * (add_header is not inherited, and nginx picks the longest matching prefix).
 */
function nginxConf(env: Env): string {
  const rules = headerRules(env);
  const pages = rules.find((r) => r.prefix === '/')!;
  const locations = [...rules.slice(0, -1), { prefix: HASHED_DIR, headers: pages.headers }, pages];
  const loc = (r: HeaderRule) =>
    [
      `location ${r.prefix} {`,
      ...Object.entries({ ...r.headers, 'Cache-Control': cacheControlFor(r.prefix) }).map(
        ([k, v]) => `    add_header ${k} "${v}" always;`,
      ),
      // App routes get index.html; a path with a file extension is that file or a 404 (the
      // nested location inherits this block's headers, having none of its own).
      ...(r.prefix === '/'
        ? ['    try_files $uri /index.html;', '    location ~ \\.[A-Za-z0-9]+$ {', '        try_files $uri =404;', '    }']
        : []),
      '}',
    ].join('\n');
  return `# EvenGround security and caching headers (generated from build/securityHeaders.ts)\n${locations.map(loc).join('\n\n')}\n`;
}

/** The ready files for static hosts, as shipped in docs/hosting/ (default configuration). */
export function hostingFiles(env: Env): Record<string, string> {
  return {
    _headers: netlifyHeaders(env),
    'vercel.json': vercelJson(env),
    'firebase.json': firebaseJson(env),
    'nginx.conf': nginxConf(env),
  };
}
