import type { Page } from '@playwright/test';
import { mailHandoff } from './mailHandoff';

/** The contact form on /about-contact. */
export function contactForm(page: Page) {
  return {
    firstName: page.getByLabel('First name', { exact: true }),
    lastName: page.getByLabel('Last name (optional)', { exact: true }),
    email: page.getByLabel('Email', { exact: true }),
    message: page.getByLabel('Message', { exact: true }),
    agree: page.getByLabel('I agree to the privacy policy.'),
    send: page.getByRole('button', { name: 'Send Message' }),
    error: (field: 'firstName' | 'lastName' | 'email' | 'message' | 'agreed') => page.locator(`#contact-${field}-error`),
    handoff: mailHandoff(page, 'contact-sent', 'message'),
  };
}
