import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { loginPath } from '../lib/pathQueries';
import { toast } from '../state/toast';
import { startSession } from './auth';
import { sessionStore } from './session';

export type GateState = 'allowed' | 'checking' | 'denied';

/** Session state for screens: local mode is always allowed; connected waits for the check. */
function useGateState(): GateState {
  const s = useSnapshot(sessionStore);
  const state: GateState =
    s.mode === 'local' ? 'allowed' : s.status === 'loading' ? 'checking' : s.status === 'signedIn' ? 'allowed' : 'denied';
  useEffect(() => {
    if (state === 'checking') void startSession();
  }, [state]);
  return state;
}

/**
 * The login gate (docs/product-rules.md, "Two ways to run", "Accounts"). Local mode: always 'allowed' (no accounts; on-device features
 * are open). Connected mode: 'checking' while the session loads; without a session it shows
 * the destructive toast once, sends the visitor to /login?redirect=<redirectTo> and
 * returns 'denied'. Render nothing gated unless it returns 'allowed'.
 */
export function useAuthGate(opts: { title: string; description: string; redirectTo: string | null }): GateState {
  const state = useGateState();
  const [, navigate] = useLocation();
  const fired = useRef(false);
  const { title, description, redirectTo } = opts;
  useEffect(() => {
    if (state !== 'denied') {
      fired.current = false;
      return;
    }
    if (fired.current || sessionStore.signingOut) return;
    fired.current = true;
    toast({ title, description, variant: 'destructive' });
    navigate(loginPath(redirectTo), { replace: true });
  }, [state, title, description, redirectTo, navigate]);
  return state;
}
