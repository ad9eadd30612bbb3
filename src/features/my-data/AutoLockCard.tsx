import { useId } from 'react';
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
      <div className="field">
        <label htmlFor={`${id}-al`}>Lock after this long without activity</label>
        <select id={`${id}-al`} value={snap.autoLockMinutes} onChange={(e) => setAutoLockMinutes(Number(e.target.value))}>
          {(AUTO_LOCK_CHOICES.some((m) => m === snap.autoLockMinutes)
            ? [...AUTO_LOCK_CHOICES]
            : [snap.autoLockMinutes, ...AUTO_LOCK_CHOICES]
          ).map((m) => (
            <option key={m} value={m}>
              {describeAutoLockTime(m)}
            </option>
          ))}
        </select>
      </div>
      <LockButton className="btn btn--secondary">Lock now</LockButton>
    </section>
  );
}
