/**
 * The browser-storage key supabase-js keeps the session under: `sb-<project ref>-auth-token`,
 * the project ref being the first label of the project's host name ("the
 * stored session key derives from the project"). Pure: used by the build and the app.
 */
export function authStorageKeyFor(supabaseUrl: string): string {
  try {
    return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
  } catch {
    return 'sb-evenground-auth-token';
  }
}
