import { describe, expect, it } from 'vitest';
import { REPLY_LINES_PX, replyScrollTop } from '../../src/features/coach/replyScroll';

describe('replyScrollTop (issue 32: a reply shows from its start)', () => {
  it('puts the parent’s message at the top when the reply’s first lines fit below it', () => {
    expect(replyScrollTop({ userTop: 400, replyTop: 460, viewHeight: 300, gap: 13 })).toBe(387);
  });

  it('puts the reply at the top when the parent’s message is too long to show both', () => {
    // 400 + 300 = 700 is the bottom of the view; the reply starts at 650, so 650 + 72 > 700.
    expect(replyScrollTop({ userTop: 400, replyTop: 650, viewHeight: 300, gap: 13 })).toBe(637);
  });

  it('keeps exactly three lines of reply as the limit', () => {
    const at = { userTop: 100, viewHeight: 300, gap: 0 };
    expect(replyScrollTop({ ...at, replyTop: 400 - REPLY_LINES_PX })).toBe(100);
    expect(replyScrollTop({ ...at, replyTop: 401 - REPLY_LINES_PX })).toBe(401 - REPLY_LINES_PX);
  });

  it('never scrolls above the start of the conversation', () => {
    expect(replyScrollTop({ userTop: 5, replyTop: 40, viewHeight: 300, gap: 13 })).toBe(0);
  });
});
