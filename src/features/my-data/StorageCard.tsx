import { useEffect, useState } from 'react';
import { toast } from '../../state/toast';
import { requestPersistence, storageReport } from '../../vault/storageReport';

function formatBytes(n: number): string {
  if (n < 1024) return `${n} bytes`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(1)} GB`;
}

export function StorageCard() {
  const [report, setReport] = useState<{ persisted: boolean | null; usage: number | null; quota: number | null } | null>(null);
  const refresh = () => void storageReport().then(setReport);
  useEffect(refresh, []);
  const ask = async () => {
    const r = await requestPersistence();
    toast({
      title: r ? 'Storage kept' : 'Not granted yet',
      description: r
        ? 'This browser will keep your data unless you delete it.'
        : 'This browser did not agree to keep storage permanently. Installing EvenGround to your home screen or bookmarking it often helps. Keep a backup.',
      variant: r ? 'success' : 'info',
    });
    refresh();
  };
  return (
    <section className="card" aria-labelledby="storage-h">
      <h2 id="storage-h">Storage on this device</h2>
      {!report ? (
        <p className="muted">Checking…</p>
      ) : (
        <>
          <p data-testid="persistence">
            {report.persisted === true
              ? 'Persistent: this browser will not clear your data to free space.'
              : report.persisted === false
                ? 'Not persistent: the browser may clear this data if the device runs low on space. Keep a backup.'
                : 'This browser does not say whether it keeps the data permanently. Keep a backup.'}
          </p>
          <p data-testid="usage">
            {report.usage !== null && report.quota !== null
              ? `Using about ${formatBytes(report.usage)} of ${formatBytes(report.quota)} available to this site.`
              : 'This browser does not report how much space is used.'}
          </p>
          {report.persisted === false ? (
            <button type="button" className="btn btn--secondary" onClick={ask}>
              Ask to keep storage
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
