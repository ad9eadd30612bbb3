import { useEffect, useState } from 'react';
import { toast } from '../../state/toast';
import { requestPersistence, storageReport } from '../../vault/storageReport';
import * as m from '../../content/messages/my-data/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { myDataMessages } from './myDataMessages';

function formatBytes(n: number): string {
  if (n < 1024) return `${n} bytes`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(1)} GB`;
}

export function StorageCard() {
  const t = useMessages(myDataMessages);
  const [report, setReport] = useState<{ persisted: boolean | null; usage: number | null; quota: number | null } | null>(null);
  const refresh = () => void storageReport().then(setReport);
  useEffect(refresh, []);
  const ask = async () => {
    const r = await requestPersistence();
    toast({
      title: r ? t(m.kept_title) : t(m.not_kept_title),
      description: r ? t(m.kept_text) : t(m.not_kept_text),
      variant: r ? 'success' : 'info',
    });
    refresh();
  };
  return (
    <section className="card" aria-labelledby="storage-h">
      <h2 id="storage-h">{t(m.storage_title)}</h2>
      {!report ? (
        <p className="muted">{t(m.checking)}</p>
      ) : (
        <>
          <p data-testid="persistence">
            {report.persisted === true
              ? t(m.persisted_yes)
              : report.persisted === false
                ? t(m.persisted_no)
                : t(m.persisted_unknown)}
          </p>
          <p data-testid="usage">
            {report.usage !== null && report.quota !== null
              ? t(m.usage, { usage: formatBytes(report.usage), quota: formatBytes(report.quota) })
              : t(m.usage_unknown)}
          </p>
          {report.persisted === false ? (
            <button type="button" className="btn btn--secondary" onClick={ask}>
              {t(m.ask_keep)}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
