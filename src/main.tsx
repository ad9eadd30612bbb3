import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker, reloadOnceOnPreloadError } from './app/pwa';
import { leaveAgainIfReturned } from './app/quickExit';
import './app/theme.css';

// A tab left by the quick exit and brought back with Back leaves again before anything shows.
const leaving = leaveAgainIfReturned();

reloadOnceOnPreloadError();

const root = document.getElementById('root');
if (root && !leaving) {
  // The first render as a transition: React renders it in slices of a few milliseconds and
  // lets the browser breathe between them (a phone stays responsive while the app starts),
  // where a plain render would hold the main thread until the whole page is built.
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

registerServiceWorker();
