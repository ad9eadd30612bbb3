import { Link } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { useVaultStatus } from '../../vault/useVaultRecord';
import { VaultGate } from '../../vault/ui/VaultGate';
import { AutoLockCard } from './AutoLockCard';
import { BackupCard } from './BackupCard';
import { ChangePassphraseCard } from './ChangePassphraseCard';
import { ContentsCard } from './ContentsCard';
import { DiscretionCard } from './DiscretionCard';
import { EraseCard } from './EraseCard';
import { RecoveryKeyCard } from './RecoveryKeyCard';
import { RotateKeyCard } from './RotateKeyCard';
import { StorageCard } from './StorageCard';
import './my-data.css';
import * as paths from '../../lib/paths';

/** The My Data page: what the vault holds and every way to manage it, one card per job (each in its own module). */
export default function MyDataPage() {
  const status = useVaultStatus();
  const label =
    status === 'unlocked' ? 'Unlocked' : status === 'locked' ? 'Locked' : status === 'none' ? 'Not set up yet' : 'Checking…';
  return (
    <div className="container page my-data">
      <PageMeta
        title="Your data on this device"
        description="See what EvenGround keeps on this device, encrypted with your passphrase: back it up, restore it, change the passphrase or erase it."
        path={paths.myData}
      />
      <h1>Your data on this device</h1>
      <p>
        Everything you save in EvenGround stays in this browser, encrypted with your passphrase. Nothing is sent to us or anyone
        else.
      </p>
      <p>
        Your <Link href={paths.journal}>co-parenting journal</Link> is kept here too, with the same encryption, backup and erase.
      </p>
      <p>
        Protected storage:{' '}
        <span className="my-data__status" data-testid="vault-status">
          {label}
        </span>
      </p>
      <div className="my-data__grid">
        <VaultGate purpose="to see and manage your saved data">
          <ContentsCard />
          <StorageCard />
          <AutoLockCard />
          <ChangePassphraseCard />
          <RecoveryKeyCard />
          <RotateKeyCard />
          <BackupCard unlocked />
          <EraseCard />
        </VaultGate>
        {status === 'none' || status === 'locked' ? (
          <>
            <StorageCard />
            <BackupCard unlocked={false} />
            {status === 'locked' ? <EraseCard locked /> : null}
          </>
        ) : null}
        <DiscretionCard />
      </div>
    </div>
  );
}
