/** The message of something thrown, to show to a parent; `fallback` when it carries none. */
export function errorMessage(err: unknown, fallback = ''): string {
  return err instanceof Error && err.message ? err.message : fallback;
}
