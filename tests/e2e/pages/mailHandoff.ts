import type { Page } from '@playwright/test';

/**
 * The question shown after a form is handed to the mail app (src/ui/MailHandoff.tsx), used by
 * the contact form and the community story. `testId` is the form's: 'contact-sent', 'story-sent'.
 */
export function mailHandoff(page: Page, testId: string, noun: string) {
  const panel = page.getByTestId(testId);
  return {
    panel,
    question: panel.getByText(`Did your mail app open with your ${noun}?`, { exact: true }),
    yes: panel.getByRole('button', { name: 'Yes, clear the form' }),
    no: panel.getByRole('button', { name: `No, keep my ${noun}` }),
    stillHere: panel.getByText(`Your ${noun} is still in the form.`, { exact: true }),
    copyText: panel.getByRole('button', { name: `Copy the ${noun}` }),
    copyAddress: panel.getByRole('button', { name: 'Copy the address' }),
    copied: page.getByTestId(`${testId}-copied`),
    tryAgain: panel.getByRole('link', { name: 'try your mail app again' }),
    sentIt: panel.getByRole('button', { name: 'I have sent it: clear the form' }),
  };
}

/** The clipboard's text (the context needs the clipboard-read permission). */
export function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}
