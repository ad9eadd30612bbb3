// Where the conversation scrolls when a reply arrives (issue 32): the parent's own message
// and the start of the reply, never the reply's end. A long reply is read from its top.

/** Positions in the conversation's own coordinates (px from the top of its content). */
export interface ReplyLayout {
  /** Top of the parent's message that the reply answers. */
  userTop: number;
  /** Top of the reply. */
  replyTop: number;
  /** Visible height of the conversation. */
  viewHeight: number;
  /** Space kept above the first message shown (the list's padding). */
  gap: number;
}

/** How many pixels of the reply must show under the parent's message: about three lines. */
export const REPLY_LINES_PX = 72;

/**
 * The scrollTop for a new reply: the parent's message at the top when the reply's first
 * lines still fit below it; otherwise the reply itself at the top.
 */
export function replyScrollTop({ userTop, replyTop, viewHeight, gap }: ReplyLayout): number {
  const withMessage = Math.max(0, userTop - gap);
  if (replyTop + REPLY_LINES_PX <= withMessage + viewHeight) return withMessage;
  return Math.max(0, replyTop - gap);
}
