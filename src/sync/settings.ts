/**
 * The Supabase project settings, read only here: this module is loaded lazily with
 * supabase-js, so a first visit never downloads the address or the key.
 */
export const supabaseUrl = (import.meta.env.VITE_SUPABASE_URL ?? '').trim();
export const supabaseAnonKey = (import.meta.env.VITE_SUPABASE_ANON_KEY ?? '').trim();
