import { useEffect, useLayoutEffect, useRef, useState, type Ref, type RefObject } from 'react';
import { hasUnsavedInput, markDirty, offerProtect } from '../../state/dirty';
import { shellStore, useShellStore } from '../../state/shellStore';
import { dismissToastsRaisedBefore, setToastRewrite, toast } from '../../state/toast';
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
import { watchPresses } from './presses';
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
    // A press (finger or mouse) gives its button the focus before the button gets the click:
    // opening the step then hid the tool under the finger and the press was lost (the
    // parenting-time calculator's Download PDF calendar after an autosave waited, 360x740). A
    // pause that comes with a press waits until the press is over (src/vault/ui/presses.ts),
    // so its download (or any other action) happens first, then the step opens.
    const pause = (focused: Element | null) => {
      if (!presses.pressing()) protectAsk.set(pauseOpens(protectAsk.get(), focused));
    };
    const presses = watchPresses(() => pause(document.activeElement));
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
      presses.stop();
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
 * A control the parent was on, the words it showed then (a Save reads "Saving…" while it
 * saves) and whether it is part of a tool (not the banner's Protect my work, say).
 */
interface Spot {
  el: Element;
  words: string;
  inTool: boolean;
}
const spotOf = (el: Element | null): Spot | null =>
  el && el !== document.body
    ? { el, words: el.textContent?.trim() ?? '', inTool: Boolean(el.closest('.vault-gate-tool')) }
    : null;

/**
 * Where the parent was when the protect step opened (`returnTo`), and the last control they
 * were on while the tool showed (`lastFocused`). Each host gate keeps its own (useTrySpots),
 * not the panel: the panel may be mounted again while the vault is made, and the focus goes
 * back there after Not now or the recovery key's Continue.
 */
interface TrySpots {
  returnTo: Spot | null;
  lastFocused: Spot | null;
}

/** A gate's own spots, kept for as long as the gate is mounted. */
export function useTrySpots(): RefObject<TrySpots> {
  return useRef<TrySpots>({ returnTo: null, lastFocused: null });
}

/**
 * That control if it is still shown; once the vault is made the tool draws its controls anew,
 * so then the one control of the tools on the page of the same kind with the same words.
 */
function spotNow(spot: Spot | null): HTMLElement | null {
  if (!spot) return null;
  const shown = (el: Element): el is HTMLElement => el instanceof HTMLElement && el.isConnected && el.checkVisibility();
  if (shown(spot.el)) return spot.el;
  if (!spot.words) return null;
  const same = [...document.querySelectorAll(`.vault-gate-tool ${spot.el.tagName}`)].filter(
    (el) => shown(el) && el.textContent?.trim() === spot.words,
  );
  return same.length === 1 ? (same[0] as HTMLElement) : null;
}

/** A tool still reading its records from the vault shows an aria-busy "Opening…" line. */
const toolOpening = () => document.querySelector('.vault-gate-tool [aria-busy="true"]') !== null;

/**
 * Focuses that control as soon as the tool has drawn it again (its records are read from the
 * vault first), unless the parent has gone somewhere else meanwhile. It waits only while a
 * tool is still opening (for up to two seconds): a control that is not there once the tools
 * have drawn is gone for good (the journal's Save entry, after the entry was saved and its
 * view shown), and waiting the full two seconds for it left the focus on the page for 2.05 s
 * after Continue (journal, 360x740). A control outside the tools (the banner's Protect my
 * work, gone now), or one gone for good, gives the page's title.
 */
function focusWhenShown(spot: Spot | null): void {
  const until = performance.now() + 2000;
  // The button that closed the step (Continue) has the focus until it goes.
  const from = document.activeElement;
  const attempt = () => {
    const active = document.activeElement;
    if (active && active !== document.body && active !== from) return;
    const el = spot?.inTool ? spotNow(spot) : null;
    if (el) return el.focus();
    if (spot?.inTool && toolOpening() && performance.now() < until) return requestAnimationFrame(attempt);
    const title = document.querySelector<HTMLElement>('main h1');
    if (title) {
      title.tabIndex = -1;
      title.focus({ preventScroll: true });
    }
  };
  requestAnimationFrame(attempt);
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
  spots,
}: {
  purpose?: string;
  /** The tool saves each change by itself (a checklist): its saves ask only at a pause. */
  savesEachChange: boolean;
  recoveryKey: string | null;
  onBusy: (busy: boolean) => void;
  onCreated: (recoveryKey: string) => void;
  onRecoveryKeyDone: () => void;
  /** The host gate's spots (useTrySpots). */
  spots: RefObject<TrySpots>;
}) {
  const t = useMessages(vaultMessages);
  useTryFirstWatch(savesEachChange, t);
  const ask = useProtectAsk();
  const step = useRef<HTMLDivElement>(null);
  const banner = useRef<HTMLDivElement>(null);
  const created = useRef(false);

  // The last control the parent was on while the tool showed. A Save turns itself off while it
  // saves ("Saving…"), which drops the focus to the page before the step opens: the step
  // remembers that Save, not the page.
  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      if (!protectAsk.get().open && e.target instanceof Element) spots.current.lastFocused = spotOf(e.target);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [spots]);

  // The step opens in place of the tool: focus its heading (screen readers hear what it is;
  // no keyboard pops up over the words), and remember where the parent was.
  useLayoutEffect(() => {
    if (!ask.open) return;
    // A toast raised before the step opened is about the tool it now hides ("Acknowledgement
    // Required" after the parent had ticked the box, 360x740): it sat over the passphrase field
    // and Show passphrase. It closes; one the step itself raises later stays.
    dismissToastsRaisedBefore(performance.now());
    const active = spotOf(document.activeElement);
    // The words it had when the parent got there ("Save"), not the ones it shows now ("Saving…").
    const { lastFocused } = spots.current;
    spots.current.returnTo = active && active.el !== lastFocused?.el ? active : lastFocused;
    const title = step.current?.querySelector('h2');
    // The create step's heading: it names the step (the line above it is a reassurance).
    if (title) {
      title.tabIndex = -1;
      title.focus({ preventScroll: true });
    }
    step.current?.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
  }, [ask.open, spots]);

  const notNow = () => {
    protectAsk.set(closedAsk(protectAsk.get()));
    // Back where the parent was once the tool is shown again; when that control is gone (a
    // Save that moved on to another view), the top of the tool.
    requestAnimationFrame(() => {
      const back = spotNow(spots.current.returnTo);
      back?.focus();
      if (!back || document.activeElement !== back) {
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
          // The tool is shown again, now kept: the focus goes back to where the parent was
          // (the Save that asked), as after Not now, instead of falling to the top of the page.
          focusWhenShown(spots.current.returnTo);
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
