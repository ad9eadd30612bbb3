import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { routes } from './app/routes';
import { registerServiceWorker, reloadOnceOnPreloadError } from './app/pwa';
import { leaveAgainIfReturned } from './app/quickExit';
import { discretionOn } from './lib/discretion';
import './app/theme.css';
import { chooseLang, englishForNow } from './lib/lang';
import { loadCatalogs } from './ui/i18n';

// A tab left by the quick exit and brought back with Back leaves again before anything shows.
const leaving = leaveAgainIfReturned();

reloadOnceOnPreloadError();
// The neutral installed name and icon (Discretion, docs/discretion.md): only where it is on.
if (discretionOn()) void import('./ui/installIdentity').then((m) => m.followInstallIdentity());

const root = document.getElementById('root');
if (root && !leaving) {
  // The first render as a transition: React renders it in slices of a few milliseconds and
  // lets the browser breathe between them (a phone stays responsive while the app starts),
  // where a plain render would hold the main thread until the whole page is built.
  // This page's own chunk (and, as modulepreload links, the chunks it shares) is requested in a
  // task of its own before React starts on the shell: the files are on their way sooner, and
  // adding the links does not lengthen one of the shell's render slices (docs/performance.md).
  // React's lazy page then finds the same module already loading.
  const page = routes.find((r) => r.path === location.pathname);
  if (page) setTimeout(() => void page.load().catch(() => undefined));
  const app = createRoot(root);
  // The language (docs/i18n.md): a Spanish visit fetches the shell's Spanish words (their own
  // chunk) before the first render; an English one starts at once and fetches no Spanish.
  const render = () =>
    startTransition(() => {
      app.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  const lang = chooseLang(location.search, navigator.languages ?? []);
  if (lang === 'en') render();
  else
    void loadCatalogs(lang).then(render, () => {
      englishForNow();
      render();
    });
}

registerServiceWorker();
