// The newsletter dialog's contact checks, apart from newsletterRules.ts so the pop-up's
// trigger (in every page's first download) does not carry them (docs/performance.md).
import { check, nonEmpty, pipe, regex, string, trim } from 'valibot';
import { checkValue } from '../lib/schema';
import * as m from '../content/messages/newsletter/compiled/en.js';

/** The contact value the configured newsletter address receives, as a JSON body. */
export function newsletterBody(tab: 'email' | 'phone', value: string): { email: string } | { phone: string } {
  const v = value.trim();
  return tab === 'email' ? { email: v } : { phone: v };
}

const PHONE = m.err_phone;

/** What each tab accepts, spaces at either end dropped; each says the first rule broken. */
const contactSchemas = {
  email: pipe(string(), trim(), nonEmpty(m.err_email_empty), regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, m.err_email)),
  phone: pipe(
    string(),
    trim(),
    nonEmpty(m.err_phone_empty),
    regex(/^[+\d\s().-]+$/, PHONE),
    check((v) => {
      const digits = v.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    }, PHONE),
  ),
};

/** A plain-words problem with the typed contact value (an English message of the newsletter area), or null when it can be sent. */
export function contactProblem(tab: 'email' | 'phone', value: string): string | null {
  const checked = checkValue(contactSchemas[tab], value);
  return checked.ok ? null : checked.error;
}
