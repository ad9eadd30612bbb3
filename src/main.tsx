import { StrictMode } from 'react';
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
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

registerServiceWorker();
