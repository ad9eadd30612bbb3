import { useId, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import * as paths from '../../lib/paths';
import { discretionOn, onDiscretionChange, setDiscretion } from '../../lib/downloadNames';
import { toast } from '../../state/toast';
import * as m from '../../content/messages/my-data/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { myDataMessages } from './myDataMessages';

/**
 * Discretion (docs/discretion.md): neutral names for every download and for calendar
 * events, and a neutral name and icon when the app is installed. Stored on this device as a
 * plain preference that says nothing about the parent; works with the vault locked or absent.
 */
export function DiscretionCard() {
  const t = useMessages(myDataMessages);
  const id = useId();
  const on = useSyncExternalStore(onDiscretionChange, discretionOn, () => false);
  const change = (next: boolean) => {
    if (setDiscretion(next)) {
      // The installed name and icon follow the choice (fetched now, the first time it is needed).
      void import('../../ui/installIdentity').then((m) => m.followInstallIdentity());
      return;
    }
    toast({
      title: t(m.not_changed_title),
      description: t(m.not_changed_text),
      variant: 'destructive',
    });
  };
  return (
    <section className="card" id="discretion" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t(m.discretion_title)}</h2>
      <label className="checkbox" htmlFor={`${id}-on`}>
        <input
          id={`${id}-on`}
          type="checkbox"
          checked={on}
          onChange={(e) => change(e.target.checked)}
          aria-describedby={`${id}-d`}
        />
        <span>{t(m.discretion_on)}</span>
      </label>
      <div id={`${id}-d`} className="my-data__discretion-about">
        <p>{t(m.discretion_text)}</p>
        <p className="muted">
          {t(m.discretion_limits)} <Link href={`${paths.safetyGuide}#what-this-app-can-hide`}>{t(m.discretion_link)}</Link>.
        </p>
      </div>
    </section>
  );
}
