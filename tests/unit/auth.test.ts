import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../src/features/account/UpdatePasswordPage';
import { sessionStore } from '../../src/sync/session';
import { startSession, signIn } from '../../src/sync/auth';

describe('update password validation', () => {
  it('needs at least 6 characters first, then matching fields', () => {
    expect(passwordProblem('', '')).toBe('Password must be at least 6 characters long.');
    expect(passwordProblem('abcde', 'abcde')).toBe('Password must be at least 6 characters long.');
    expect(passwordProblem('abcde', 'zzzzzzz')).toBe('Password must be at least 6 characters long.');
    expect(passwordProblem('abcdef', 'abcdeg')).toBe('Passwords do not match.');
    expect(passwordProblem('abcdef', 'abcdef')).toBeNull();
  });
});

describe('local mode (no Supabase settings)', () => {
  it('is settled as signed out at once and never loads the auth client', async () => {
    expect({ mode: sessionStore.mode, status: sessionStore.status, user: sessionStore.user }).toEqual({
      mode: 'local',
      status: 'signedOut',
      user: null,
    });
    await startSession();
    expect(sessionStore.status).toBe('signedOut');
    expect(await signIn('a@example.com', 'secret1')).toEqual({
      error: 'Could not reach the account service. Check your connection and try again.',
      errorKind: 'failure',
    });
  });
});
