import { useId } from 'react';
import { Field } from '../../ui/Field';
import { useSnapshot } from 'valtio';
import { vaultState } from '../../vault/state';
import { AUTO_LOCK_CHOICES, describeAutoLockTime, setAutoLockMinutes } from '../../vault/autolock';
import { LockButton } from '../../vault/ui/LockButton';
import * as m from '../../content/messages/my-data/compiled/en.js';
import { useMessages, type Translate } from '../../ui/i18n';
import { myDataMessages } from './myDataMessages';

/** "15 minutes", "1 hour" in the language on screen (the screen offers whole minutes; shorter times are for tests). */
function lockTime(t: Translate, minutes: number): string {
  if (minutes === 60) return t(m.one_hour);
  if (minutes === 1) return t(m.one_minute);
  return Number.isInteger(minutes) ? t(m.minutes, { count: minutes }) : describeAutoLockTime(minutes);
}

export function AutoLockCard() {
  const t = useMessages(myDataMessages);
  const id = useId();
  const snap = useSnapshot(vaultState);
  return (
    <section className="card" aria-labelledby="autolock-h">
      <h2 id="autolock-h">{t(m.locking_title)}</h2>
      <p>{t(m.locking_text)}</p>
      <Field id={`${id}-al`} label={t(m.lock_after)}>
        {(control) => (
          <select {...control} value={snap.autoLockMinutes} onChange={(e) => setAutoLockMinutes(Number(e.target.value))}>
            {(AUTO_LOCK_CHOICES.some((n) => n === snap.autoLockMinutes)
              ? [...AUTO_LOCK_CHOICES]
              : [snap.autoLockMinutes, ...AUTO_LOCK_CHOICES]
            ).map((n) => (
              <option key={n} value={n}>
                {lockTime(t, n)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <LockButton className="btn btn--secondary">{t(m.lock_now)}</LockButton>
    </section>
  );
}
