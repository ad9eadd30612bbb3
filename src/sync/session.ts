import { proxy } from 'valtio';
import { connectedMode } from '../lib/config';

export interface SessionUser {
  id: string;
  email: string;
  lastSignInAt: string | null;
}

/**
 * App-wide session state. In local mode there are no accounts, so the state is settled
 * at once; in connected mode it starts as "loading" until the auth client answers.
 */
export const sessionStore = proxy<{
  mode: 'local' | 'connected';
  status: 'loading' | 'signedOut' | 'signedIn';
  user: SessionUser | null;
}>({
  mode: connectedMode ? 'connected' : 'local',
  status: connectedMode ? 'loading' : 'signedOut',
  user: null,
});
