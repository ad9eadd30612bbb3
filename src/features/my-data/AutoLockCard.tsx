import { useId } from 'react';
import { Field } from '../../ui/Field';
import { useSnapshot } from 'valtio';
import { vaultState } from '../../vault/state';
import { AUTO_LOCK_CHOICES, describeAutoLockTime, setAutoLockMinutes } from '../../vault/autolock';
import { LockButton } from '../../vault/ui/LockButton';

export function AutoLockCard() {
  const id = useId();
  const snap = useSnapshot(vaultState);
  return (
    <section className="card" aria-labelledby="autolock-h">
      <h2 id="autolock-h">Locking</h2>
      <p>
        Your data locks itself after a time without activity (a notice comes about a minute before), and whenever you press Lock.
        Locking here locks every EvenGround window on this device.
      </p>
      <Field id={`${id}-al`} label="Lock after this long without activity">
        {(control) => (
          <select {...control} value={snap.autoLockMinutes} onChange={(e) => setAutoLockMinutes(Number(e.target.value))}>
            {(AUTO_LOCK_CHOICES.some((m) => m === snap.autoLockMinutes)
              ? [...AUTO_LOCK_CHOICES]
              : [snap.autoLockMinutes, ...AUTO_LOCK_CHOICES]
            ).map((m) => (
              <option key={m} value={m}>
                {describeAutoLockTime(m)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <LockButton className="btn btn--secondary">Lock now</LockButton>
    </section>
  );
}
