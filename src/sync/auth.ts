import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { navigate } from 'wouter/use-browser-location';
import { connectedMode } from '../lib/config';
import { getClient, whenClientCreated } from './client';
import { isRecoveryHash, sessionStore, type SessionUser } from './session';
import * as paths from '../lib/paths';

/** Every auth action answers with nothing (success) or a message to show as it is. */
export interface AuthResult {
  error: string | null;
  /**
   * 'provider': the auth service answered with a message (show it as it is);
   * 'failure': the request could not be made or the service failed (no usable message).
   */
  errorKind?: 'provider' | 'failure';
}

/** docs/product-rules.md, "Accounts": a recovery link's session sends the visitor to /update-password after 100 ms. */
const RECOVERY_REDIRECT_MS = 100;

// Captured before the client reads (and clears) the hash.
let pendingRecovery = typeof window !== 'undefined' && connectedMode && isRecoveryHash(window.location.hash);

function toUser(session: Session | null): SessionUser | null {
  const u = session?.user;
  if (!u) return null;
  return { id: u.id, email: u.email ?? '', lastSignInAt: u.last_sign_in_at ?? null };
}

function apply(session: Session | null): void {
  const user = toUser(session);
  sessionStore.user = user;
  sessionStore.status = user ? 'signedIn' : 'signedOut';
  if (user && pendingRecovery) {
    pendingRecovery = false;
    setTimeout(() => navigate(paths.updatePassword), RECOVERY_REDIRECT_MS);
  }
}

whenClientCreated((client: SupabaseClient) => {
  client.auth.onAuthStateChange((event, session) => {
    if (event === 'PASSWORD_RECOVERY') pendingRecovery = true;
    apply(session);
  });
});

let started: Promise<void> | null = null;

/**
 * Loads the auth client and follows its session (INITIAL_SESSION, SIGNED_IN, SIGNED_OUT,
 * TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY). Idempotent; a no-op in local mode.
 */
export function startSession(): Promise<void> {
  if (!connectedMode) return Promise.resolve();
  started ??= getClient()
    .then(async (client) => {
      const { data } = await client.auth.getSession();
      apply(data.session);
    })
    .catch(() => {
      // The client could not load (offline on a first visit): nobody can be signed in.
      sessionStore.user = null;
      sessionStore.status = 'signedOut';
      started = null;
    });
  return started;
}

function message(e: unknown, fallback: string): string {
  if (e && typeof e === 'object' && 'message' in e && typeof e.message === 'string' && e.message) return e.message;
  return fallback;
}

const NETWORK = 'Could not reach the account service. Check your connection and try again.';
const SERVICE = 'The account service had a problem. Please try again in a moment.';

async function run(fn: (client: SupabaseClient) => Promise<{ error: { message: string } | null }>): Promise<AuthResult> {
  try {
    const client = await getClient();
    void startSession();
    const { error } = await fn(client);
    if (!error) return { error: null };
    // API errors carry the server's message and a 4xx status; retryable fetch errors have
    // status 0 or 5xx and a technical message.
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500)
      return { error: message(error, NETWORK), errorKind: 'provider' };
    if (typeof status === 'number' && status >= 500 && ![502, 503, 504].includes(status))
      return { error: SERVICE, errorKind: 'failure' };
    return { error: NETWORK, errorKind: 'failure' };
  } catch {
    return { error: NETWORK, errorKind: 'failure' };
  }
}

const origin = () => window.location.origin;

export function signIn(email: string, password: string): Promise<AuthResult> {
  return run(async (c) => {
    const r = await c.auth.signInWithPassword({ email, password });
    if (!r.error) apply(r.data.session);
    return r;
  });
}

/** Signs up; `confirmEmail` is true when the project requires the address to be confirmed first. */
export async function signUp(email: string, password: string): Promise<AuthResult & { confirmEmail: boolean }> {
  let confirmEmail = false;
  const r = await run(async (c) => {
    const res = await c.auth.signUp({ email, password, options: { emailRedirectTo: `${origin()}/profile` } });
    if (!res.error) {
      confirmEmail = !res.data.session;
      if (res.data.session) apply(res.data.session);
    }
    return res;
  });
  return { ...r, confirmEmail };
}

export function signInWithGoogle(): Promise<AuthResult> {
  return run((c) => c.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${origin()}/profile` } }));
}

/**
 * Logs out. While it runs `sessionStore.signingOut` is set so login gates on the current
 * screen stay quiet (the caller navigates away); call `finishSignOut()` after navigating.
 */
export async function signOut(): Promise<AuthResult> {
  sessionStore.signingOut = true;
  const r = await run(async (c) => {
    const res = await c.auth.signOut();
    if (!res.error) apply(null);
    return res;
  });
  if (r.error) sessionStore.signingOut = false;
  return r;
}

export function finishSignOut(): void {
  setTimeout(() => {
    sessionStore.signingOut = false;
  }, 50);
}

export function requestPasswordReset(email: string): Promise<AuthResult> {
  return run((c) => c.auth.resetPasswordForEmail(email, { redirectTo: `${origin()}/update-password` }));
}

export function updatePassword(password: string): Promise<AuthResult> {
  return run((c) => c.auth.updateUser({ password }));
}
