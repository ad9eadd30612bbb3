import type { AutosaveState } from '../../../vault/useAutosave';

export function SaveLine({ state, error, onRetry }: { state: AutosaveState; error: string; onRetry: () => void }) {
  const text: Record<AutosaveState, string> = {
    idle: 'Changes are saved automatically, encrypted, on this device.',
    pending: 'Unsaved changes…',
    saving: 'Saving…',
    saved: 'All changes saved on this device.',
    memory: 'Not saved yet: this schedule is on this screen only until you protect it with a passphrase.',
    error: `Your latest changes are not saved. ${error}`.trim(),
  };
  return (
    <p className={`ptc__save no-print${state === 'error' ? ' ptc__save--error' : ''}`} role="status" data-testid="ptc-save-state">
      {text[state]}{' '}
      {state === 'error' ? (
        <button type="button" className="btn btn--small btn--secondary" onClick={onRetry}>
          Try saving again
        </button>
      ) : null}
    </p>
  );
}
