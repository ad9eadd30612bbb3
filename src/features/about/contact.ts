/** Contact form rules (docs/product-rules.md, "About/Contact") and the email it becomes ("Honest actions"). */
import { boolean, check, nonEmpty, object, pipe, string, trim, value, type InferInput } from 'valibot';
import { isEmailAddress, mailHandoff, type MailHandoff } from '../../lib/mailto';
import { formProblems } from '../../lib/schema';
import * as m from '../../content/messages/about/compiled/en.js';

export const CONTACT_ERRORS = {
  firstName: m.err_first_name,
  emailMissing: m.err_email_missing,
  emailInvalid: m.err_email_invalid,
  message: m.err_message,
  agreed: m.err_agreed,
} as const;

/** Typed words, not only spaces. */
const filled = (message: string) => pipe(string(), trim(), nonEmpty(message));

/** The form and its rules: each field says the first rule it breaks. */
const contactSchema = object({
  firstName: filled(CONTACT_ERRORS.firstName),
  /** Optional: a first name is enough to answer a parent. */
  lastName: string(),
  email: pipe(string(), trim(), nonEmpty(CONTACT_ERRORS.emailMissing), check(isEmailAddress, CONTACT_ERRORS.emailInvalid)),
  message: filled(CONTACT_ERRORS.message),
  agreed: pipe(boolean(), value(true, CONTACT_ERRORS.agreed)),
});

export type ContactForm = InferInput<typeof contactSchema>;
export type ContactField = keyof ContactForm;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Destructive toast when the privacy box is not ticked. */
export const PRIVACY_TOAST = { title: m.privacy_title, description: CONTACT_ERRORS.agreed } as const;

export const EMPTY_CONTACT: ContactForm = { firstName: '', lastName: '', email: '', message: '', agreed: false };

/** Field order, used to focus the first field with a problem. */
export const CONTACT_FIELDS: ContactField[] = ['firstName', 'lastName', 'email', 'message', 'agreed'];

/** Every problem with the form, keyed by field; empty when it can be sent. */
export function validateContact(form: ContactForm): ContactErrors {
  const checked = formProblems<unknown, ContactField>(contactSchema, form);
  return checked.ok ? {} : checked.errors;
}

export function hasErrors(errors: ContactErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The email the user's mail app opens: to the support address, signed with their details. */
export function contactMailto(form: ContactForm, to: string): MailHandoff {
  const name = `${form.firstName.trim()} ${form.lastName.trim()}`.trim();
  return mailHandoff({
    to,
    subject: `Message from ${name} via EvenGround`,
    body: `${form.message.trim()}\n\n${name}\n${form.email.trim()}`,
  });
}
