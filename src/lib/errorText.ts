/** The message of an error, or "" when it has none (for "Could not … . <message>" lines). */
export function errorText(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return '';
}
