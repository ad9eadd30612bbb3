/** Contact form rules (docs/product-rules.md, "About/Contact") and the email it becomes ("Honest actions"). */
import { isEmailAddress, mailHandoff, type MailHandoff } from '../../lib/mailto';

export interface ContactForm {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
  agreed: boolean;
}

export type ContactField = keyof ContactForm;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactForm = { firstName: '', lastName: '', email: '', message: '', agreed: false };

export const CONTACT_ERRORS = {
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  emailMissing: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  message: 'Please write a message.',
  agreed: 'You must agree to the privacy policy to send a message.',
} as const;

/** Destructive toast when the privacy box is not ticked. */
export const PRIVACY_TOAST = { title: 'Privacy Policy', description: CONTACT_ERRORS.agreed } as const;

/** Field order, used to focus the first field with a problem. */
export const CONTACT_FIELDS: ContactField[] = ['firstName', 'lastName', 'email', 'message', 'agreed'];

/** Every problem with the form, keyed by field; empty when it can be sent. */
export function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  if (!form.firstName.trim()) errors.firstName = CONTACT_ERRORS.firstName;
  if (!form.lastName.trim()) errors.lastName = CONTACT_ERRORS.lastName;
  const email = form.email.trim();
  if (!email) errors.email = CONTACT_ERRORS.emailMissing;
  else if (!isEmailAddress(email)) errors.email = CONTACT_ERRORS.emailInvalid;
  if (!form.message.trim()) errors.message = CONTACT_ERRORS.message;
  if (!form.agreed) errors.agreed = CONTACT_ERRORS.agreed;
  return errors;
}

export function hasErrors(errors: ContactErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The email the user's mail app opens: to the support address, signed with their details. */
export function contactMailto(form: ContactForm, to: string): MailHandoff {
  const first = form.firstName.trim();
  const last = form.lastName.trim();
  return mailHandoff({
    to,
    subject: `Message from ${first} ${last} via EvenGround`,
    body: `${form.message.trim()}\n\n${first} ${last}\n${form.email.trim()}`,
  });
}
