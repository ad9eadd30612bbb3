// The message coach's session-25 changes (docs/message-coach.md, "Session 25 (helper msgcoach)"): a past act of
// the reader's told to the reader by the one it was done to ("you threw ... at the wall beside me") is read as the
// writer would tell it to the chat, with the grammatical person changed and the words of the act left alone; the
// writer's fear of the reader likewise; "You're dead to me" is estrangement, not a threat. Exact spans.
import { describe, expect, it } from 'vitest';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';
import { asToldByWriter, toldHarmSpan } from '../../src/features/message-coach/danger';

/** Each flag of a draft as "category: the words it marks". */
function flagged(text: string): string[] {
  return analyzeDraft(text).sentences.flatMap((s) => s.flags.map((f) => `${f.category}: ${text.slice(f.start, f.end)}`));
}
/** The level and kinds of danger a draft shows first, or null. */
function draftDanger(text: string): string[] | null {
  const d = analyzeDraft(text).danger;
  return d ? [d.level, ...d.categories] : null;
}

describe('second-person harm told by the one it was done to', () => {
  it('"you" before a verb in the past is its subject wherever it stands', () => {
    expect(asToldByWriter('Yesterday you threw a mug at the door beside me.')).toBe(
      'Yesterday he threw a mug at the door beside me.',
    );
    // Elsewhere "you" after a word that is no clause opener is still the object.
    expect(asToldByWriter('I told you, you are scaring me.')).toBe('I told him, he is scaring me.');
  });

  it('an act told in the second person is harm where the chat hears harm in the writer’s telling', () => {
    const mug = 'Yesterday you threw a mug at the door beside me while the kids watched.';
    expect(flagged(mug)).toEqual(['danger: you threw a mug at the door beside me while the kids watched']);
    expect(draftDanger(mug)).toEqual(['crisis', 'violence']);
    // The subject is said again where the telling runs on ("... then he bit my arm").
    const poker = 'You grabbed the poker and swung it at me, then bit my arm when I pulled free.';
    expect(toldHarmSpan(poker)).toEqual([0, poker.length - 1]);
    expect(draftDanger(poker)).toEqual(['crisis', 'weapons']);
  });

  it('not an act that names no harm, a figure of speech, or a question', () => {
    expect(draftDanger('You sent me forty messages last night.')).toBeNull();
    expect(draftDanger('You threw away the best years of my life.')).toBeNull();
    expect(toldHarmSpan('You threw away the best years of my life.')).toBeNull();
    expect(toldHarmSpan('Did you throw the mug at the door beside me?')).toBeNull();
  });

  it('the writer’s own fear of the reader, not a third person’s', () => {
    expect(draftDanger('I stopped the calls because I was terrified of you after the night in the garage.')).toEqual([
      'crisis',
      'fear_home',
    ]);
    expect(draftDanger('The kids are scared of you.')).toBeNull();
  });
});

describe('"dead to me" is estrangement', () => {
  it('no danger and no threat, the insult kept', () => {
    const text = 'You are dead to me now.';
    expect(readReceived(text).danger).toBeNull();
    expect(flagged(text)).toEqual(['insult: You are dead']);
    expect(flagged("You're dead if you touch her again.")).toContain("danger: You're dead");
  });
});
