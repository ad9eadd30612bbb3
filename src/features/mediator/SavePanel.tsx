import { useEffect, useRef, useState } from 'react';
import { toast } from '../../state/toast';
import { errorMessage } from '../../lib/errorMessage';
import { saveRecord } from '../../vault/records';
import { VaultGate } from '../../vault/ui/VaultGate';
import type { MediationReport } from './reportModel';
import { mediationReportKind } from './kind';

function SaveReport({ report, id }: { report: MediationReport; id: string }) {
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const save = async () => {
    setState('saving');
    setError(null);
    try {
      await saveRecord(mediationReportKind, id, { ...report, id, savedAt: new Date().toISOString() });
      setState('saved');
      toast({ title: 'Report saved', description: 'The report is kept, encrypted, on this device.', variant: 'success' });
    } catch (e) {
      setState('idle');
      setError(errorMessage(e, 'The report could not be saved.'));
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
      {state === 'saving' ? <p role="status">Saving…</p> : null}
      {error ? (
        <button type="button" className="btn" onClick={save}>
          Try saving again
        </button>
      ) : null}
      {state === 'saved' ? (
        <p role="status" className="med-saved">
          Saved in your protected storage on this device. Find it under Saved reports on this page, where you can open, rename or
          delete it.
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
