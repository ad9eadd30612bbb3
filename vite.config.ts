import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { precompressedFiles } from './build/staticServing.ts';
import { authStorageKeyFor } from './src/lib/authKey.ts';
import { contentSecurityPolicy, headersFor, netlifyHeaders } from './build/securityHeaders.ts';
import { searchTextPlugin } from './scripts/search-text.mjs';
import { messageSubsets } from './scripts/i18n.mjs';

export { contentSecurityPolicy };

/**
 * Security headers from build/securityHeaders.ts: sent by the preview server (so by
 * `npm start`), per path (the coach may be framed by the app, workers get no network), and
 * written to dist/_headers for Netlify. The preview server also sends Cache-Control (a year
 * and immutable for hashed files, no-cache for the rest) and the build's precompressed
 * brotli/gzip copies (build/staticServing.ts).
 */
function headersPlugin(env: Record<string, string>): Plugin {
  return {
    name: 'evenground-headers',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        for (const [k, v] of Object.entries(headersFor(req.url ?? '/', env))) res.setHeader(k, v);
        next();
      });
      server.middlewares.use(precompressedFiles(resolve(server.config.root, server.config.build.outDir)));
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: netlifyHeaders(env) });
    },
  };
}

/**
 * Local or connected mode is written into index.html as <meta> tags, so the shell's
 * JavaScript is byte-for-byte the same in both modes: the Supabase address and key are
 * read only by the lazy sync chunk.
 */
function modePlugin(env: Record<string, string>): Plugin {
  const connected = Boolean(env.VITE_SUPABASE_URL?.trim() && env.VITE_SUPABASE_ANON_KEY?.trim());
  return {
    name: 'evenground-mode',
    transformIndexHtml(html) {
      const tags = [`<meta name="evenground-mode" content="${connected ? 'connected' : 'local'}" />`];
      if (connected)
        tags.push(`<meta name="evenground-auth-key" content="${authStorageKeyFor(env.VITE_SUPABASE_URL!.trim())}" />`);
      return html.replace('<!--MODE-->', tags.join('\n    '));
    },
  };
}

function cspPlugin(env: Record<string, string>): Plugin {
  return {
    name: 'evenground-csp',
    apply: 'build',
    transformIndexHtml(html) {
      return html.replace('<!--CSP-->', `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(env)}" />`);
    },
  };
}

/**
 * The message coach's tone layer files (src/features/message-coach/tone/modelFiles.ts): the
 * sentence encoder's model and the WebAssembly backend. They get a folder of their own, which the
 * service worker leaves out of the precache and caches when the coach page first asks for them.
 */
const TONE_FILE =
  /(?:^|[\\/])node_modules[\\/](?:@energetic-ai[\\/]model-embeddings-en|@tensorflow[\\/]tfjs-backend-wasm)[\\/]dist[\\/]/;

/** The coach pages' own modules, the danger detector (src/content/crisis) and the two they share with the app (not part of the app's first visit). */
const COACH_MODULE =
  /[\\/](?:coach[\\/][^\\/]+\.html|src[\\/]features[\\/]coach[\\/].*|src[\\/]content[\\/]crisis(?:Lines\.ts|[\\/].*)|src[\\/]lib[\\/]chatProtocol\.ts)$/;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [
      react(),
      cspPlugin(env),
      headersPlugin(env),
      modePlugin(env),
      searchTextPlugin(),
      // Spanish subsets compiled from the one catalog when imported (scripts/i18n.mjs BUILT_SUBSETS).
      messageSubsets(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'workers',
        filename: 'service-worker.ts',
        registerType: 'prompt',
        injectRegister: false,
        includeAssets: ['favicon.svg', 'robots.txt', 'icons/*.png', 'images/*'],
        injectManifest: {
          globPatterns: ['**/*.{js,mjs,css,html,svg,png,jpg,webp,woff2,ttf,json,txt,webmanifest,ico}'],
          // The message coach's tone model (about 28 MB): cached on that page's first use, not on every first visit.
          globIgnores: ['assets/tone/**'],
          maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        },
        manifest: {
          name: 'EvenGround: Empower Equality in Every Divorce',
          short_name: 'EvenGround',
          description:
            'Guides, free self-help tools and an on-device AI Mediator for separating parents. Works offline; your data stays on your device.',
          theme_color: '#1f4e5f',
          background_color: '#f7f5f0',
          display: 'standalone',
          start_url: '/',
          scope: '/',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        devOptions: { enabled: false },
      }),
      // name.br and name.gz beside every text file of the build, served by `npm start`.
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(html|js|mjs|css|json|svg|webmanifest|txt)$/,
        threshold: 1024,
        logLevel: 'silent',
      }),
    ],
    resolve: {
      alias: [
        // wouter's use-sync-external-store shim, for React 17 and older: React 19's own hook.
        {
          find: /^use-sync-external-store\/shim\/index\.js$/,
          replacement: fileURLToPath(new URL('./src/app/syncExternalStore.ts', import.meta.url)),
        },
        // exif-be-gone (the attachment cleaner's worker) is written on Node's stream.Transform;
        // in the browser that is readable-stream, the same code published for browsers.
        { find: /^stream$/, replacement: 'readable-stream' },
      ],
    },
    build: {
      outDir: process.env.EG_OUT_DIR || 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      // The modulepreload polyfill is for browsers without <link rel="modulepreload"> (Safari
      // before 17): there a lazy page's shared chunks load when it runs instead of alongside.
      // Every other browser would download it for nothing.
      // A lazy page's CSS is still fetched with it; its shared JavaScript chunks are not
      // preloaded beside it but fetched when the page's chunk imports them. The list of every
      // route's JavaScript dependencies sat in the entry (1.6 KB gzipped of every first visit),
      // while the service worker, installed on the first visit, precaches every chunk: from the
      // second page on they come from that cache, and only a page opened before it finishes
      // waits one round trip more (docs/performance.md).
      modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((d) => d.endsWith('.css')) },
      // Everything the entry imports statically goes into the entry's one file, instead of
      // seven small ones (react, valtio, config, ...): one request, one gzip stream and no
      // per-file import boilerplate, about 2 KB less on a first visit (docs/performance.md).
      rolldownOptions: {
        // Three pages: the app, and the built-in coach (src/features/coach) with its "Get help
        // now" page, framed by the chat panel at /coach/index.html.
        input: {
          index: fileURLToPath(new URL('./index.html', import.meta.url)),
          coach: fileURLToPath(new URL('./coach/index.html', import.meta.url)),
          help: fileURLToPath(new URL('./coach/help.html', import.meta.url)),
        },
        // Constants imported from another module are written in where they are used (the page
        // addresses of src/lib/paths.ts in every lazy page), so a lazy chunk does not import
        // them from the entry and the entry exports none of them: 0.5 KB less on a first
        // visit (docs/performance.md). The coach's links to app pages are written in the same
        // way, so the coach pages import nothing from the app's entry.
        optimization: { inlineConst: { mode: 'all', pass: 1 } },
        // The app's group holds only the app's own modules, so the coach pages never load it.
        output: {
          assetFileNames: (asset) =>
            asset.originalFileNames.some((f) => TONE_FILE.test(f))
              ? 'assets/tone/[name]-[hash][extname]'
              : 'assets/[name]-[hash][extname]',
          codeSplitting: { groups: [{ name: 'index', tags: ['$initial'], test: (id: string) => !COACH_MODULE.test(id) }] },
        },
      },
    },
    // Worker entry scripts in their own folder, so hosts can give them the no-network policy.
    // The message coach worker's tone encoder chunk (TensorFlow.js) goes with the tone layer's
    // files: cached on the coach page's first use, not precached (workers/service-worker.ts).
    worker: {
      format: 'es',
      rolldownOptions: {
        output: {
          entryFileNames: 'assets/workers/[name]-[hash].js',
          chunkFileNames: (chunk) =>
            /[\\/]message-coach[\\/]tone[\\/]encoder\.ts$/.test(chunk.facadeModuleId ?? '')
              ? 'assets/tone/[name]-[hash].js'
              : 'assets/[name]-[hash].js',
        },
      },
    },
    preview: { port: Number(process.env.EG_PORT || 4173), strictPort: true },
  };
});
