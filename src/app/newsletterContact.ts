// The newsletter dialog's contact checks, apart from newsletterRules.ts so the pop-up's
// trigger (in every page's first download) does not carry them (docs/performance.md).

/** The contact value the configured newsletter address receives, as a JSON body. */
export function newsletterBody(tab: 'email' | 'phone', value: string): { email: string } | { phone: string } {
  const v = value.trim();
  return tab === 'email' ? { email: v } : { phone: v };
}

/** A plain-words problem with the typed contact value, or null when it can be sent. */
export function contactProblem(tab: 'email' | 'phone', value: string): string | null {
  const v = value.trim();
  if (tab === 'email') {
    if (!v) return 'Please enter your email address.';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) return 'Please enter an email address like name@example.com.';
    return null;
  }
  if (!v) return 'Please enter your phone number.';
  const digits = v.replace(/\D/g, '');
  if (!/^[+\d\s().-]+$/.test(v) || digits.length < 7 || digits.length > 15)
    return 'Please enter a phone number like 555-123-4567.';
  return null;
}
