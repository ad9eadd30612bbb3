import { proxy } from 'valtio';
import { connectedMode, pageMeta } from '../lib/config';
import { authStorageKeyFor } from '../lib/authKey';

export interface SessionUser {
  id: string;
  email: string;
  lastSignInAt: string | null;
}

/**
 * The key supabase-js keeps the session under. The build writes it into index.html, so
 * "is anyone signed in?" is answered on the first paint without the client or its settings.
 */
export function authStorageKey(supabaseUrl?: string): string {
  if (supabaseUrl !== undefined) return authStorageKeyFor(supabaseUrl);
  return pageMeta('evenground-auth-key') || 'sb-evenground-auth-token';
}

/** True when the address carries an auth redirect (tokens or an error) supabase-js must read. */
export function hasAuthRedirect(hash: string, search = ''): boolean {
  return /(?:^|[#&])(access_token|error_description|error)=/.test(hash) || /(?:^|[?&])code=/.test(search);
}

/** True when the address hash says the visitor arrived from a password-recovery link. */
export function isRecoveryHash(hash: string): boolean {
  return /(?:^|[#&])type=recovery(?:&|$)/.test(hash);
}

/** True when a session is stored in this browser (no client needed to know). */
function hasStoredSession(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(authStorageKey()) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether the session check must wait for the auth client: only when a session is stored
 * or the address carries an auth redirect. A first visit has neither, so it is settled as
 * "signed out" at once and supabase-js is not downloaded.
 */
function initialStatus(): 'loading' | 'signedOut' {
  if (!connectedMode) return 'signedOut';
  if (typeof window === 'undefined') return 'loading';
  return hasStoredSession() || hasAuthRedirect(window.location.hash, window.location.search) ? 'loading' : 'signedOut';
}

/**
 * App-wide session state. In local mode there are no accounts, so the state is settled
 * at once; in connected mode it is "loading" until the auth client answers (see
 * src/sync/auth.ts `startSession`), unless nothing is stored to check.
 */
export const sessionStore = proxy<{
  mode: 'local' | 'connected';
  status: 'loading' | 'signedOut' | 'signedIn';
  user: SessionUser | null;
  /** True while a deliberate log-out (or the log-out after a password update) is under way. */
  signingOut: boolean;
}>({
  mode: connectedMode ? 'connected' : 'local',
  status: initialStatus(),
  user: null,
  signingOut: false,
});
