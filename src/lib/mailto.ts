/**
 * mailto: links (RFC 6068) for the "open your mail app" actions (docs/product-rules.md, "Honest actions"): the contact
 * form, story submission and any other feature that hands text to the user's mail client.
 * Shared here because several features need it (features never import each other).
 */

/**
 * Longest link we hand to the mail client. Some clients and operating systems (notably on
 * Windows) cut or refuse mailto: links above about 2,000 characters.
 */
export const MAILTO_MAX_LENGTH = 2000;

/** Appended to a body that had to be shortened to fit. */
export const MAILTO_TRUNCATION_NOTE = '\n\n[Shortened: the full text was too long for an email link.]';

export interface MailtoInput {
  to: string;
  subject: string;
  body: string;
  /** Defaults to MAILTO_MAX_LENGTH. */
  maxLength?: number;
}

export interface Mailto {
  href: string;
  /** True when the body was shortened to fit the length cap. */
  truncated: boolean;
  /** The body text as it appears in the email (with the note when shortened). */
  body: string;
}

const ADDRESS = /^[^\s@<>()[\]",;:\\]+@[^\s@<>()[\]",;:\\]+\.[^\s@<>()[\]",;:\\.]+$/;

/** A plain "name@domain.tld" address (what mailto: and the contact form accept). */
export function isEmailAddress(value: string): boolean {
  return ADDRESS.test(value.trim());
}

/** Replaces unpaired UTF-16 surrogates (encodeURIComponent throws on them). */
function wellFormed(s: string): string {
  return s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** Percent-encodes a header value; every line break becomes CRLF (%0D%0A) per RFC 6068. */
export function encodeMailtoValue(value: string): string {
  return encodeURIComponent(wellFormed(value).replace(/\r\n|\r|\n/g, '\r\n'));
}

/**
 * Builds the link. The address must be a plain email address (else an Error). When the
 * link would pass the cap, the body is cut at a character boundary (never inside an
 * emoji or a percent escape) and ends with MAILTO_TRUNCATION_NOTE.
 */
export function buildMailto(input: MailtoInput): Mailto {
  const to = input.to.trim();
  if (!isEmailAddress(to)) throw new Error(`"${input.to}" is not an email address.`);
  const max = input.maxLength ?? MAILTO_MAX_LENGTH;
  const head = `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?subject=${encodeMailtoValue(input.subject)}&body=`;
  const body = wellFormed(input.body);
  const full = head + encodeMailtoValue(body);
  if (full.length <= max) return { href: full, truncated: false, body };

  const chars = Array.from(body);
  const fits = (n: number) =>
    (head + encodeMailtoValue(chars.slice(0, n).join('').trimEnd() + MAILTO_TRUNCATION_NOTE)).length <= max;
  if (!fits(0)) throw new RangeError('The email subject is too long for an email link.');
  // Largest prefix that fits (the encoded length grows with n).
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  const shortened = chars.slice(0, lo).join('').trimEnd() + MAILTO_TRUNCATION_NOTE;
  return { href: head + encodeMailtoValue(shortened), truncated: true, body: shortened };
}

/**
 * Hands the link to the browser, which opens the user's mail app. A temporary anchor is
 * clicked rather than assigning window.location, so the page itself never unloads.
 */
export function openMailto(href: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  try {
    a.click();
  } finally {
    a.remove();
  }
}

/**
 * A form's text handed to the user's mail app (the contact form, the community story). The
 * link may hold a shortened body; the rest is what the page needs until the parent confirms
 * the email went out: nothing typed is cleared before that, and they can copy the whole
 * message and the address to send it another way (docs/product-rules.md, "Honest actions").
 */
export interface MailHandoff extends Mailto {
  /** The address, trimmed. */
  to: string;
  subject: string;
  /** The whole body, never shortened (what to paste over a shortened one). */
  fullBody: string;
  /** The whole email as plain text, for copying into any mail service. */
  copyText: string;
}

/** The whole email as plain text: address and subject lines, a blank line, the body. */
export function mailCopyText(to: string, subject: string, body: string): string {
  return `To: ${to}\nSubject: ${subject}\n\n${body}`;
}

/** Builds the link (as buildMailto, with its errors) and the full text to copy. */
export function mailHandoff(input: MailtoInput): MailHandoff {
  const mail = buildMailto(input);
  const to = input.to.trim();
  const fullBody = wellFormed(input.body);
  return { ...mail, to, subject: input.subject, fullBody, copyText: mailCopyText(to, input.subject, fullBody) };
}
