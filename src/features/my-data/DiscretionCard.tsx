import { useId, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import * as paths from '../../lib/paths';
import { discretionOn, onDiscretionChange, setDiscretion } from '../../lib/downloadNames';
import { toast } from '../../state/toast';

/**
 * Discretion (docs/discretion.md): neutral names for every download and for calendar
 * events, and a neutral name and icon when the app is installed. Stored on this device as a
 * plain preference that says nothing about the parent; works with the vault locked or absent.
 */
export function DiscretionCard() {
  const id = useId();
  const on = useSyncExternalStore(onDiscretionChange, discretionOn, () => false);
  const change = (next: boolean) => {
    if (setDiscretion(next)) {
      // The installed name and icon follow the choice (fetched now, the first time it is needed).
      void import('../../ui/installIdentity').then((m) => m.followInstallIdentity());
      return;
    }
    toast({
      title: 'Not changed',
      description: 'This browser did not let us keep the choice. Check that it allows this site to store data.',
      variant: 'destructive',
    });
  };
  return (
    <section className="card" id="discretion" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Discretion</h2>
      <label className="checkbox" htmlFor={`${id}-on`}>
        <input
          id={`${id}-on`}
          type="checkbox"
          checked={on}
          onChange={(e) => change(e.target.checked)}
          aria-describedby={`${id}-d`}
        />
        <span>Use plain names on this device</span>
      </label>
      <div id={`${id}-d`}>
        <p>
          Files you download (backups, the recovery key, PDFs, calendar files) get names like “document-2026-03-02.pdf”, and
          calendar events read “With Alex”. If you add the app to your home screen after turning this on, it is called “Notes”
          with a plain icon.
        </p>
        <p className="muted">
          This does not hide your browser history, an app installed earlier, or what is inside a PDF. See{' '}
          <Link href={`${paths.safetyGuide}#what-this-app-can-hide`}>what it can and cannot hide</Link>.
        </p>
      </div>
    </section>
  );
}
