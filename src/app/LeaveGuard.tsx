import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { hasUnsavedInput } from '../state/dirty';
import { onDemand } from '../ui/onDemand';
import { useMessages, withCatalogs } from '../ui/i18n';
import { shellMessages } from '../ui/shellMessages';
import * as m from '../content/messages/shell/compiled/en.js';
import { isQuickExiting, leavingHeld, settleBeforeLeaving } from '../ui/leaving';

// The question itself loads when it is first asked, not with the page (docs/performance.md);
// it is fetched when the parent first types, so it is at hand before any input is unsaved. Should that chunk fail to load, the
// browser's own confirm asks instead.
const leaveDialog = onDemand<{ onStay: () => void; onLeave: () => void }>(
  // In Spanish, the question's words come with it (its chunk declares their catalog), so it never waits on them.
  withCatalogs(() => import('./LeaveDialog')),
  function AskPlainly({ onStay, onLeave }) {
    const t = useMessages(shellMessages);
    const question = t(m.leave_confirm);
    useEffect(() => {
      if (window.confirm(question)) onLeave();
      else onStay();
    }, [question, onStay, onLeave]);
    return null;
  },
);

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
    // Unsaved input asks; so does a draft still being written, even when the form is clean.
    if (isQuickExiting() || (!hasUnsavedInput() && !leavingHeld())) return;
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
    const fetchQuestion = () => void leaveDialog.preload();
    document.addEventListener('input', fetchQuestion, { capture: true, once: true });
    return () => {
      document.removeEventListener('input', fetchQuestion, true);
      onBlockedPop = null;
      document.removeEventListener('click', onClick, true);
    };
  }, []);

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

  const LeaveDialog = leaveDialog.use(pending !== null);
  return pending && LeaveDialog ? <LeaveDialog onStay={stay} onLeave={() => void leave()} /> : null;
}
