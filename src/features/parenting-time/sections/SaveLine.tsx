import { useMessages } from '../../../ui/i18n';
import * as m from '../../../content/messages/parenting-time/compiled/en.js';
import { parentingTimeMessages } from '../parentingTimeMessages';
import type { AutosaveState } from '../../../vault/useAutosave';

export function SaveLine({ state, error, onRetry }: { state: AutosaveState; error: string; onRetry: () => void }) {
  const t = useMessages(parentingTimeMessages);
  const text: Record<AutosaveState, string> = {
    idle: t(m.save_idle),
    pending: t(m.save_pending),
    saving: t(m.save_saving),
    saved: t(m.save_saved),
    // Held in memory (no vault yet): the "Not saved yet" banner right above says so already.
    memory: '',
    error: `${t(m.save_error)} ${error}`.trim(),
  };
  return (
    <p className={`ptc__save no-print${state === 'error' ? ' ptc__save--error' : ''}`} role="status" data-testid="ptc-save-state">
      {text[state]}{' '}
      {state === 'error' ? (
        <button type="button" className="btn btn--small btn--secondary" onClick={onRetry}>
          {t(m.save_retry)}
        </button>
      ) : null}
    </p>
  );
}
