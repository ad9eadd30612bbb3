import type { SupabaseClient } from '@supabase/supabase-js';
import { connectedMode } from '../lib/config';
import { authStorageKey } from './session';

/**
 * The one Supabase client, created on first need. supabase-js is reached only through
 * this dynamic import, so local mode never downloads it and connected mode downloads it
 * only when a session must be checked, someone signs in, or a quiz syncs.
 */
let clientPromise: Promise<SupabaseClient> | null = null;
const onCreate: Array<(client: SupabaseClient) => void> = [];

export function whenClientCreated(fn: (client: SupabaseClient) => void): void {
  onCreate.push(fn);
}

export function getClient(): Promise<SupabaseClient> {
  if (!connectedMode) return Promise.reject(new Error('Accounts are not available on this site.'));
  clientPromise ??= Promise.all([import('@supabase/supabase-js'), import('./settings')]).then(([{ createClient }, settings]) => {
    const client = createClient(settings.supabaseUrl, settings.supabaseAnonKey, {
      auth: {
        flowType: 'implicit',
        storageKey: authStorageKey(settings.supabaseUrl),
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
      },
    });
    for (const fn of onCreate) fn(client);
    return client;
  });
  return clientPromise;
}
