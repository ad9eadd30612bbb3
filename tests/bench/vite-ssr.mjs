// A Vite dev server in middleware mode, for Node scripts that load the app's TypeScript
// modules with server.ssrLoadModule('/src/...'): no config file (no React or PWA plugins),
// no HMR socket, no dependency pre-bundling; Vite itself is imported only when a server is
// made. Used by the crisis triage bench (crisis-sealed.bench.mjs) and the mediator corpus
// scorer (tests/fixtures/mediation-real/score.mjs). Close the server when done.

/**
 * @param {string} root the repository root
 * @param {import('vite').AliasOptions} [alias] module aliases, e.g. Node builds of browser packages
 * @param {import('vite').PluginOption[]} [plugins] e.g. a transform that holds out part of a data module
 */
export async function ssrServer(root, alias = [], plugins = []) {
  const { createServer } = await import('vite');
  return createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    resolve: { alias },
    plugins,
  });
}
