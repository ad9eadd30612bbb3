import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { authStorageKeyFor } from './src/lib/authKey.ts';

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
 * Content-Security-Policy for the production build: the site itself plus the configured
 * chatbot, video and Supabase origins. No inline script is allowed.
 */
export function contentSecurityPolicy(env: Record<string, string>): string {
  const supabase = originOf(env.VITE_SUPABASE_URL);
  const chatbot = originOf(env.VITE_CHATBOT_URL);
  const video = originOf(env.VITE_VIDEO_EMBED_ORIGIN);
  const connect = ["'self'", supabase, supabase ? supabase.replace(/^http/, 'ws') : null];
  const frames = ["'self'", chatbot, video];
  const list = (xs: Array<string | null>) => xs.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${list(connect)} blob: data:`,
    `frame-src ${list(frames)} blob:`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "manifest-src 'self'",
  ].join('; ');
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
      if (connected) tags.push(`<meta name="evenground-auth-key" content="${authStorageKeyFor(env.VITE_SUPABASE_URL!.trim())}" />`);
      return html.replace('<!--MODE-->', tags.join('\n    '));
    },
  };
}

function cspPlugin(env: Record<string, string>): Plugin {
  return {
    name: 'evenground-csp',
    apply: 'build',
    transformIndexHtml(html) {
      return html.replace(
        '<!--CSP-->',
        `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(env)}" />`,
      );
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [
      react(),
      cspPlugin(env),
      modePlugin(env),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'workers',
        filename: 'service-worker.ts',
        registerType: 'prompt',
        injectRegister: false,
        includeAssets: ['favicon.svg', 'robots.txt', 'icons/*.png', 'coach/*', 'images/*'],
        injectManifest: {
          globPatterns: ['**/*.{js,mjs,css,html,svg,png,jpg,webp,woff2,ttf,json,txt,webmanifest,ico}'],
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
    ],
    build: {
      outDir: process.env.EG_OUT_DIR || 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
    },
    worker: { format: 'es' },
    preview: { port: Number(process.env.EG_PORT || 4173), strictPort: true },
  };
});
