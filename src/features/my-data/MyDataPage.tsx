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
import { SavedReportsCard } from './SavedReportsCard';
import { StorageCard } from './StorageCard';
import './my-data.css';
import * as paths from '../../lib/paths';
import * as m from '../../content/messages/my-data/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { myDataMessages } from './myDataMessages';

/** The My Data page: what the vault holds and every way to manage it, one card per job (each in its own module). */
export default function MyDataPage() {
  const t = useMessages(myDataMessages);
  const status = useVaultStatus();
  const label =
    status === 'unlocked'
      ? t(m.status_unlocked)
      : status === 'locked'
        ? t(m.status_locked)
        : status === 'none'
          ? t(m.status_none)
          : t(m.checking);
  return (
    <div className="container page my-data">
      <PageMeta title={t(m.title)} description={t(m.meta_description)} path={paths.myData} />
      <h1>{t(m.title)}</h1>
      <p>{t(m.intro)}</p>
      <p>
        {t(m.journal_before)} <Link href={paths.journal}>{t(m.journal_link)}</Link> {t(m.journal_after)}
      </p>
      <p>
        {t(m.status_label)}{' '}
        <span className="my-data__status" data-testid="vault-status">
          {label}
        </span>
      </p>
      <div className="my-data__grid">
        <VaultGate purpose="to see and manage your saved data">
          <ContentsCard />
          <SavedReportsCard />
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
