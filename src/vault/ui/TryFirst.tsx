import { useEffect, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { hasUnsavedInput, markDirty, offerProtect } from '../../state/dirty';
import { shellStore, useShellStore } from '../../state/shellStore';
import { setToastRewrite, toast } from '../../state/toast';
import { errorMessage } from '../../lib/errorMessage';
import { isQuickExiting } from '../../ui/leaving';
import { closedAsk, pauseOpens, protectAsk, requestProtect, treatSavesAsAutosaves, truthfulToast } from '../askToProtect';
import { dropPendingAutosaves } from '../autosave';
import {
  forgetMemoryWork,
  hasUnprotectedWork,
  holdMemoryView,
  stopTrying,
  subscribeMemory,
  writesToMemory,
} from '../memoryStore';
import { replayIntoVault } from '../protect';
import { CreateVaultForm } from './CreateVaultForm';
import { RecoveryKeyPanel } from './RecoveryKeyPanel';
import { useMessages, type Translate } from '../../ui/i18n';
import { vaultMessages } from './vaultMessages';
import * as m from '../../content/messages/vault/compiled/en.js';
import './try-first.css';

/**
 * "Try first, protect when keeping" (docs/try-first.md): on a device with no vault, every
 * VaultGate shows its tool at once, with what the parent keeps held in memory only. One gate
 * on the page (the first one shown, the host) carries the "Not saved yet" banner and, when
 * the parent is asked (src/vault/askToProtect.ts), the protect step in place of its tool.
 */

const TRY_DIRTY_KEY = 'try-first';

/** The gates showing a tool with no vault, in the order they appeared; the first is the host. */
const gates: symbol[] = [];
const host = shellStore<symbol | null>(null);

/** Registers a gate while `trying`; true for the one gate that shows the banner and the step. */
export function useTryFirstHost(trying: boolean): boolean {
  const [me] = useState(() => Symbol('vault-gate'));
  // Before paint, so the banner is there in the first frame (nothing moves down under a finger).
  useLayoutEffect(() => {
    if (!trying) return;
    gates.push(me);
    host.set(gates[0] ?? null);
    return () => {
      gates.splice(gates.indexOf(me), 1);
      host.set(gates[0] ?? null);
    };
  }, [trying, me]);
  return useShellStore(host) === me;
}

/** The ask as the host shows it (the step is open, or waits for a pause). */
export function useProtectAsk() {
  return useShellStore(protectAsk);
}

/**
 * While the host is shown: held work counts as unsaved input (leaving asks first, with
 * "Protect and keep"), a download or closing the tab asks to protect, and an ask that waits
 * for a pause opens when the focus leaves the form fields.
 */
function useTryFirstWatch(savesEachChange: boolean, t: Translate): void {
  // The toast rewrite is set once; it says the truth in the language on screen now.
  const said = useRef(t);
  useLayoutEffect(() => {
    said.current = t;
  }, [t]);
  useEffect(() => {
    treatSavesAsAutosaves(savesEachChange);
    return () => treatSavesAsAutosaves(false);
  }, [savesEachChange]);
  useEffect(() => {
    const mark = () => markDirty(TRY_DIRTY_KEY, hasUnprotectedWork());
    mark();
    const stopMark = subscribeMemory(mark);
    // No "Saved!" while nothing is kept (only while trying: the replay's own toasts are true).
    setToastRewrite((input) => (writesToMemory() ? truthfulToast(input, protectAsk.get().open, said.current) : input));
    const withdraw = offerProtect({
      protect: () => requestProtect('leave'),
      discard: () => {
        dropPendingAutosaves();
        forgetMemoryWork();
      },
    });
    const onClick = (e: MouseEvent) => {
      // A file made on this screen (PDF, CSV, calendar): worth keeping here too.
      if (writesToMemory() && (e.target as Element | null)?.closest?.('a[download]')) requestProtect('download');
    };
    const onBeforeUnload = () => {
      // Should the parent stay, the protect step is there.
      if (!isQuickExiting() && (hasUnprotectedWork() || hasUnsavedInput())) requestProtect('leave');
    };
    const pause = (focused: Element | null) => protectAsk.set(pauseOpens(protectAsk.get(), focused));
    const stopAsk = protectAsk.subscribe(() => pause(document.activeElement));
    // Moving to another field is no pause; moving to a button, or to nothing, is.
    const onFocusIn = (e: FocusEvent) => pause(e.target instanceof Element ? e.target : null);
    const onFocusOut = (e: FocusEvent) => {
      if (!e.relatedTarget) pause(null);
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      stopMark();
      setToastRewrite(null);
      withdraw();
      stopAsk();
      // A step left open goes with the page (the next tool opens with its banner).
      protectAsk.set(closedAsk(protectAsk.get()));
      markDirty(TRY_DIRTY_KEY, false);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);
}

/** "Not saved yet": shown above the tool while the parent tries it with no vault. */
function NotSavedBanner({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const t = useMessages(vaultMessages);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="try-first-banner no-print"
      role="region"
      aria-label={t(m.try_not_saved)}
      data-testid="not-saved-banner"
    >
      <p>
        <strong>{t(m.try_not_saved)}.</strong> {t(m.try_banner_text)}
      </p>
      <button type="button" className="btn btn--secondary" onClick={() => requestProtect('button')}>
        {t(m.try_protect)}
      </button>
    </div>
  );
}

/**
 * The host gate's part above its tool: the banner, the protect step (the vault's create step
 * with "Not now"), then the recovery key once. `onBusy` and `onCreated` are the gate's, so
 * the step survives the moment the vault unlocks.
 */
export function TryFirstPanel({
  purpose,
  savesEachChange,
  recoveryKey,
  onBusy,
  onCreated,
  onRecoveryKeyDone,
}: {
  purpose?: string;
  /** The tool saves each change by itself (a checklist): its saves ask only at a pause. */
  savesEachChange: boolean;
  recoveryKey: string | null;
  onBusy: (busy: boolean) => void;
  onCreated: (recoveryKey: string) => void;
  onRecoveryKeyDone: () => void;
}) {
  const t = useMessages(vaultMessages);
  useTryFirstWatch(savesEachChange, t);
  const ask = useProtectAsk();
  const step = useRef<HTMLDivElement>(null);
  const returnTo = useRef<Element | null>(null);
  const banner = useRef<HTMLDivElement>(null);
  const created = useRef(false);

  // The step opens in place of the tool: focus its heading (screen readers hear what it is;
  // no keyboard pops up over the words), and remember where the parent was.
  useLayoutEffect(() => {
    if (!ask.open) return;
    returnTo.current = document.activeElement;
    const title = step.current?.querySelector('h2');
    // The create step's heading: it names the step (the line above it is a reassurance).
    if (title) {
      title.tabIndex = -1;
      title.focus({ preventScroll: true });
    }
    step.current?.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
  }, [ask.open]);

  const notNow = () => {
    protectAsk.set(closedAsk(protectAsk.get()));
    const back = returnTo.current;
    // Back where the parent was once the tool is shown again; when that control is gone (a
    // Save that moved on to another view), the top of the tool.
    requestAnimationFrame(() => {
      if (back instanceof HTMLElement && back !== document.body && back.isConnected && back.checkVisibility()) back.focus();
      if (document.activeElement !== back || back === document.body) {
        banner.current?.focus({ preventScroll: true });
        banner.current?.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
      }
    });
  };

  if (recoveryKey) {
    return (
      <RecoveryKeyPanel
        recoveryKey={recoveryKey}
        onDone={() => {
          protectAsk.set(closedAsk(protectAsk.get()));
          onRecoveryKeyDone();
        }}
      />
    );
  }
  if (!ask.open) return <NotSavedBanner ref={banner} />;
  return (
    <div ref={step} className="try-first-step" data-testid="protect-step">
      <p className="try-first-step__kept">{t(m.try_step_kept)}</p>
      <CreateVaultForm
        {...(purpose ? { purpose } : {})}
        onBusy={(busy) => {
          // From "Create passphrase" until the records are in the vault, screens keep
          // showing memory (nothing blinks empty as the vault unlocks).
          if (busy) holdMemoryView(true);
          else if (!created.current) holdMemoryView(false);
          onBusy(busy);
        }}
        onCreated={(key) => {
          created.current = true;
          onCreated(key);
          replayIntoVault().then(
            () => stopTrying(),
            (err: unknown) => {
              stopTrying();
              toast({
                title: t(m.try_replay_failed_title),
                description: t(m.try_replay_failed_text, { error: errorMessage(err) }),
                variant: 'destructive',
                duration: 10_000,
              });
            },
          );
        }}
      />
      <div className="try-first-step__later">
        <button type="button" className="btn btn--ghost" onClick={notNow}>
          {t(m.try_not_now)}
        </button>
        <p className="muted">{t(m.try_later)}</p>
      </div>
    </div>
  );
}
