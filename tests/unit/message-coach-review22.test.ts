// Session 22 review: a motive read into the reader's act is blame (clauses.ts MOTIVE). Since session 23 the
// danger check reads the message as the chat does, leaving out only mind-reading that names no act
// (danger.ts withoutMindReading), so the motive is read as written. The motive's words can
// be the danger itself, so they stay for the check: the crisis reply and its lines are those the coach
// gave before the motive was flagged (session-start code, cea92b7), while the blame flag stays.
import { describe, expect, it } from 'vitest';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';

const lines = (d: { level: string; lines: readonly string[] } | null) => (d ? [d.level, ...d.lines] : null);

describe('a motive flagged as blame still counts for the danger check', () => {
  it.each([
    ['You threatened the dog just to hurt me.', ['crisis', 'dv'], 'just to hurt me'],
    ['You hid their passports to keep them away from me.', ['crisis', 'dv'], 'to keep them away from me'],
    [
      'You took the kids out of state to keep them away from me and I do not know where they are.',
      ['crisis', 'ncmec', 'dv'],
      'to keep them away from me',
    ],
    ['You are hurting the kids just to hurt me.', ['crisis', 'dv', 'childhelp'], 'just to hurt me'],
  ])('%s', (text, danger, motive) => {
    const draft = analyzeDraft(text);
    expect(lines(draft.danger)).toEqual(danger);
    expect(lines(readReceived(text).danger)).toEqual(danger);
    const blame = draft.sentences.flatMap((s) =>
      s.flags.filter((f) => f.category === 'blame').map((f) => text.slice(f.start, f.end)),
    );
    expect(blame).toContain(motive);
  });

  it('a motive with no danger in it gets no crisis reply', () => {
    expect(analyzeDraft('You planned this cruise to hurt me.').danger).toBeNull();
    expect(analyzeDraft('You only call on Saturdays because it makes you look good.').danger).toBeNull();
  });
});
