import type { Page } from '@playwright/test';

/**
 * The quiz runner. Answers are found by their words, never by letter or position: the
 * order (and so the letter beside each answer) changes with every attempt.
 */

/** The answer button showing exactly `text`. */
export function answerButton(page: Page, text: string) {
  return page.locator('button.quiz-answer').filter({ has: page.locator('.quiz-answer__text').getByText(text, { exact: true }) });
}

/** The answers' words in the order shown. */
export async function shownAnswers(page: Page): Promise<string[]> {
  return page.locator('.quiz-answer__text').allTextContents();
}
