import type { Page } from '@playwright/test';
import { mailHandoff } from './mailHandoff';

/** The story form on /community. */
export function storyForm(page: Page) {
  return {
    story: page.getByLabel('Your story', { exact: true }),
    counter: page.getByTestId('story-counter'),
    error: page.getByTestId('story-error'),
    submit: page.getByRole('button', { name: 'Submit Story' }),
    handoff: mailHandoff(page, 'story-sent', 'story'),
  };
}
