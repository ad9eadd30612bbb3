import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { hasUnkeptInput, hasUnsavedInput } from '../ui/dirty';
import { isQuickExiting, settleBeforeLeaving } from '../ui/leaving';
import { QuickExitButton } from './QuickExitButton';

/**
 * Asks before leaving a page with unsaved changes: in-app links (header, "Back to
 * Resources", anything), browser Back/Forward, and closing or reloading the tab. wouter
 * has no navigation blocker, so links are caught in the capture phase before wouter sees
 * them, and Back is undone and replayed when the parent chooses to leave. The quick exit
 * is never asked about.
 */

/** How long a confirmed leave waits for drafts to be sealed. */
const SEAL_WAIT_MS = 1500;

type Pending = { kind: 'link'; href: string } | { kind: 'history' };

let lastHref = typeof location === 'undefined' ? '' : location.href;
let allowNextPop = false;
let onBlockedPop: (() => void) | null = null;

// Registered when the module loads, before wouter's own popstate listener, so a blocked
// Back never reaches the router.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (e) => {
    if (allowNextPop) {
      allowNextPop = false;
      return;
    }
    if (isQuickExiting() || !hasUnsavedInput() || !onBlockedPop || location.href === lastHref) return;
    e.stopImmediatePropagation();
    // Put the page the parent is on back on top, then ask.
    history.pushState(history.state, '', lastHref);
    onBlockedPop();
  });
  window.addEventListener('beforeunload', (e) => {
    if (isQuickExiting() || !hasUnsavedInput()) return;
    void settleBeforeLeaving(SEAL_WAIT_MS);
    e.preventDefault();
    // Older browsers need returnValue set to show the question.
    e.returnValue = '';
  });
  window.addEventListener('pagehide', () => void settleBeforeLeaving(SEAL_WAIT_MS));
}

function sameOriginTarget(a: HTMLAnchorElement): string | null {
  if (a.target && a.target !== '_self') return null;
  if (a.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(a.href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  if (url.pathname === location.pathname && url.search === location.search) return null;
  return url.pathname + url.search + url.hash;
}

export function LeaveGuard() {
  const [location, navigate] = useLocation();
  const [pending, setPending] = useState<Pending | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    lastHref = window.location.href;
  }, [location]);

  useEffect(() => {
    onBlockedPop = () => setPending({ kind: 'history' });
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      if (isQuickExiting() || !hasUnsavedInput()) return;
      const a = (e.target as Element | null)?.closest?.('a[href]');
      if (!(a instanceof HTMLAnchorElement)) return;
      const href = sameOriginTarget(a);
      if (href === null) return;
      e.preventDefault();
      e.stopPropagation();
      setPending({ kind: 'link', href });
    };
    document.addEventListener('click', onClick, true);
    return () => {
      onBlockedPop = null;
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (pending && !d.open) d.showModal();
    if (!pending && d.open) d.close();
  }, [pending]);

  const stay = () => setPending(null);
  const leave = async () => {
    const p = pending;
    setPending(null);
    if (!p) return;
    await settleBeforeLeaving(SEAL_WAIT_MS);
    if (p.kind === 'link') navigate(p.href);
    else {
      allowNextPop = true;
      history.back();
    }
  };

  const kept = !hasUnkeptInput();
  return (
    <dialog
      ref={dialog}
      className="modal leave-dialog"
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-d`}
      onCancel={(e) => {
        e.preventDefault();
        stay();
      }}
    >
      <div className="modal__header">
        <h2 id={`${id}-t`}>Leave this page?</h2>
      </div>
      <div className="modal__body">
        <p id={`${id}-d`}>
          {kept
            ? 'You have changes here that you have not saved yet. They are kept, encrypted, on this device, and come back when you open this page again.'
            : 'You have changes here that you have not saved. If you leave, they will be lost.'}
        </p>
        <div className="btn-row">
          <button type="button" className="btn" autoFocus onClick={stay}>
            Stay on this page
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => void leave()}>
            Leave page
          </button>
          <QuickExitButton place="dialog" />
        </div>
      </div>
    </dialog>
  );
}
