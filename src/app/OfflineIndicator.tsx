import { useSyncExternalStore } from 'react';
import { useMessages } from '../ui/i18n';
import { shellMessages } from '../ui/shellMessages';
import * as m from '../content/messages/shell/compiled/en.js';

function subscribe(cb: () => void) {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
}

/** A visible notice while the browser reports no connection. */
export function OfflineIndicator() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const t = useMessages(shellMessages);
  if (online) return null;
  return (
    <div className="offline-indicator" role="status" data-testid="offline-indicator">
      {t(m.offline)}
    </div>
  );
}
