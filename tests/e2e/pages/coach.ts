import { expect, type Page } from '@playwright/test';

const COACH_FRAME = 'iframe[title="EvenGround Coach"]';

/** The coach's <iframe> element in the chat panel (its sandbox and referrer policy). */
export const coachFrameElement = (page: Page) => page.locator(COACH_FRAME);

/**
 * The coach inside the chat panel's frame (found by the frame's title, so it does not
 * depend on the coach page's address): the message box, the conversation and its crisis
 * replies, so the coach's markup is known here once.
 */
export function coachChat(page: Page) {
  const frame = page.frameLocator(COACH_FRAME);
  const input = frame.getByLabel('Your message');
  const send = frame.getByRole('button', { name: 'Send' });
  return {
    frame,
    input,
    send,
    conversation: frame.getByRole('list', { name: 'Conversation' }),
    log: frame.locator('#log'),
    userMessages: frame.locator('.coach-msg--user'),
    coachMessages: frame.locator('.coach-msg--coach'),
    /** Replies that carry the crisis lines. */
    crisisReplies: frame.locator('.coach-msg--crisis'),
    /** A suggestion button under the greeting, e.g. 'Child support'. */
    suggestion: (name: string) => frame.getByRole('button', { name }),
    /**
     * Waits until the answering engine has loaded (the note under the box is empty). A message
     * typed before gets the safety check with every line, which stays when the engine answers
     * (docs/coach-crisis.md): a test of the engine's own answer sends once this has passed. The
     * engine is about 1 MB of code: on a busy machine it may take longer than an expectation's 10 s.
     */
    async ready() {
      await expect(frame.getByRole('status')).toHaveText('', { timeout: 30_000 });
    },
    /** Types `text` and presses Send. */
    async say(text: string) {
      await input.fill(text);
      await send.click();
    },
  };
}

/** A crisis reply's parts: its title, its block of lines and their links. */
export function crisisParts(reply: ReturnType<typeof coachChat>['crisisReplies']) {
  return {
    title: reply.locator('.crisis__title'),
    block: reply.locator('.crisis'),
    links: reply.locator('.crisis').getByRole('link'),
    firstChild: reply.locator(':scope > *').first(),
  };
}

/** The coach's stand-alone "Get help now" page: its heading and every line's link. */
export const helpPage = {
  heading: (page: Page) => page.getByRole('heading', { name: 'Get help now' }),
  links: (page: Page) => page.locator('.crisis a'),
};

/** The address of the document inside the coach's frame, as the browser loaded it. */
export async function coachFrameAddress(page: Page): Promise<string> {
  const frame = await (await coachFrameElement(page).elementHandle())?.contentFrame();
  if (!frame) throw new Error('The coach frame has no document.');
  return frame.url();
}
