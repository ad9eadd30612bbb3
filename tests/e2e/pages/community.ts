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
    saveDraft: page.getByRole('button', { name: 'Save draft' }),
    openDraft: page.getByRole('button', { name: 'Open saved draft' }),
    deleteDraft: page.getByRole('button', { name: 'Delete saved draft' }),
    draftStatus: page.getByTestId('draft-status'),
    commission: page.getByText('30% commission', { exact: false }),
  };
}

/** The rest of /community: the forum card, its unlock card (connected mode) and the leaderboard. */
export const community = {
  unlockCard: (page: Page) => page.getByTestId('unlock-community'),
  forumText: (page: Page) => page.getByRole('region', { name: 'Community Forum' }).locator('p'),
  accessForum: (page: Page) => page.getByRole('button', { name: 'Access Forum' }),
  leaderboardRows: (page: Page) => page.getByTestId('leaderboard-row'),
};
