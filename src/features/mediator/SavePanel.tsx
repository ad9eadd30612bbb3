import { useEffect, useRef, useState } from 'react';
import { toast } from '../../state/toast';
import { errorMessage } from '../../lib/errorMessage';
import { saveRecord } from '../../vault/records';
import { VaultGate } from '../../vault/ui/VaultGate';
import type { MediationReport } from './reportModel';
import { mediationReportKind } from './kind';
import * as m from '../../content/messages/mediator/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { mediatorMessages } from './mediatorMessages';

function SaveReport({ report, id }: { report: MediationReport; id: string }) {
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const t = useMessages(mediatorMessages);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const save = async () => {
    setState('saving');
    setError(null);
    try {
      await saveRecord(mediationReportKind, id, { ...report, id, savedAt: new Date().toISOString() });
      setState('saved');
      toast({ title: t(m.report_saved), description: t(m.report_saved_text), variant: 'success' });
    } catch (e) {
      setState('idle');
      setError(errorMessage(e, t(m.report_not_saved)));
    }
  };
  // Saving is one action: choosing Save report saves as soon as the storage is open.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void save();
  });
  return (
    <div>
      {state === 'saving' ? <p role="status">{t(m.saving)}</p> : null}
      {error ? (
        <button type="button" className="btn" onClick={save}>
          {t(m.try_saving_again)}
        </button>
      ) : null}
      {state === 'saved' ? (
        <p role="status" className="med-saved">
          {t(m.saved_text)}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Save report: unlock (or set up) the vault, then keep the report (not the documents) in it. */
export default function SavePanel({ report, id }: { report: MediationReport; id: string }) {
  return (
    <VaultGate purpose="to save this report">
      <SaveReport report={report} id={id} />
    </VaultGate>
  );
}
