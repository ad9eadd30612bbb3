// When to ask a parent who is trying a tool without a vault to protect their work
// (issue 32; docs/try-first.md). The host VaultGate (src/vault/ui/TryFirst.tsx) shows the
// protect step while `protectAsk.get().open`; the decisions are pure functions, tested in
// tests/unit/try-first.test.ts.
import { shellStore } from '../state/shellStore';
import type { ToastInput } from '../state/toast';
import { isQuickExiting } from '../ui/leaving';
import type { Translate } from '../ui/i18n';
import { english } from '../lib/translate';
import * as m from '../content/messages/vault/compiled/en.js';

/**
 * What made the ask: a Save (or any record a tool keeps), an autosave with content, a
 * download, leaving the page (the leave question's "Protect and keep", or closing the tab),
 * or the banner's "Protect my work".
 */
export type AskReason = 'save' | 'autosave' | 'download' | 'leave' | 'button';

export interface AskState {
  /** The protect step is on screen. */
  open: boolean;
  /** It has been shown once by itself: from now on only the parent opens it. */
  asked: boolean;
  /** An autosave wants it, at the parent's next pause outside a form field. */
  waiting: boolean;
}

export const NO_ASK: AskState = { open: false, asked: false, waiting: false };

/**
 * The next state after `reason`. The parent's own choices (the banner's button, "Protect and
 * keep", closing the tab) always open the step. Anything else opens it once at most: a Save
 * or a download at once, an autosave at the next pause (never under a typing finger).
 */
export function nextAsk(state: AskState, reason: AskReason): AskState {
  if (state.open) return state;
  if (reason === 'button' || reason === 'leave') return { open: true, asked: true, waiting: false };
  if (state.asked) return state;
  if (reason === 'autosave') return state.waiting ? state : { ...state, waiting: true };
  return { open: true, asked: true, waiting: false };
}

/** A waiting ask opens when the focus is on nothing that takes typing or a choice. */
export function pauseOpens(state: AskState, focused: Element | null): AskState {
  if (!state.waiting || state.open || state.asked) return state;
  if (focused && focused.closest('input, select, textarea, [contenteditable="true"]')) return state;
  return { open: true, asked: true, waiting: false };
}

/** After the step closes ("Not now", or the vault was made). */
export function closedAsk(state: AskState): AskState {
  return { ...state, open: false, waiting: false };
}

export const protectAsk = shellStore<AskState>(NO_ASK);

/** The tool on screen saves every change by itself (a checklist's ticks): its saves ask as an autosave does. */
let savesAreAutosaves = false;
export function treatSavesAsAutosaves(on: boolean): void {
  savesAreAutosaves = on;
}

/** Something worth keeping happened while trying: ask (or not) by the rules above. */
export function requestProtect(reason: AskReason): void {
  if (isQuickExiting()) return;
  protectAsk.set(nextAsk(protectAsk.get(), reason === 'save' && savesAreAutosaves ? 'autosave' : reason));
}

/**
 * A tool's "saved" wording would be untrue while what it keeps is held in memory only: in
 * English ("Saved!", "kept encrypted") and in the tools' Spanish ("¡Guardado!", "se guardó",
 * "conservada", "cifrado"). Letters around a word are any script's, so "guardó" ends at the "ó".
 */
const CLAIMS_KEPT =
  /(?<!\p{L})(saved?|kept|encrypted|guardad[oa]s?|guardó|guardaron|conservad[oa]s?|conservó|cifrad[oa]s?)(?!\p{L})/iu;

/**
 * While trying (no vault), a success toast that says something was saved or kept ("Saved!",
 * "Progress Saved!", "Entry saved: kept encrypted…") becomes the truth, or is dropped while
 * the protect step is open (the step says it, and no toast sits over its heading). Other
 * toasts ("Task Completed!", errors) pass unchanged. `t` gives the truth in the language on screen.
 */
export function truthfulToast(input: ToastInput, askOpen: boolean, t: Translate = english): ToastInput | null {
  if (input.variant !== 'success' || !CLAIMS_KEPT.test(`${input.title} ${input.description ?? ''}`)) return input;
  if (askOpen) return null;
  return {
    title: t(m.try_not_saved),
    description: t(m.try_toast_text),
    variant: 'info',
  };
}
