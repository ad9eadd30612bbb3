// The message coach's session-25 changes (docs/message-coach.md, "Session 25 (helper msgcoach)"): a past act of
// the reader's told to the reader by the one it was done to ("you threw ... at the wall beside me") is read as the
// writer would tell it to the chat, with the grammatical person changed and the words of the act left alone; the
// writer's fear of the reader likewise; "You're dead to me" is estrangement, not a threat. Received menace as
// concepts (threats.ts): arriving whatever the reader does about the door, reach into a refuge or a shelter, the
// reader's route or hours known, a harm done to the children under a condition, the children got back "one way or
// another" or come for with no hour, gone before a court acts, lucky the writer is not there. Precision of insult,
// sarcasm and absolute by class of false flag: a threat's "never", the children growing up, "as usual" after a
// charge, a role the reader is mocked for claiming. Exact spans.
import { describe, expect, it } from 'vitest';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';
import { asToldByWriter, toldHarmSpan } from '../../src/features/message-coach/danger';
import { threatsIn } from '../../src/features/message-coach/threats';

/** Each flag of a draft as "category: the words it marks". */
function flagged(text: string): string[] {
  return analyzeDraft(text).sentences.flatMap((s) => s.flags.map((f) => `${f.category}: ${text.slice(f.start, f.end)}`));
}
/** A threat recogniser's finds as [kind, the words of its clause]. */
const threats = (text: string) => threatsIn(text).map((t) => [t.kind, text.slice(t.start, t.end)]);
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
    // (Session 26: the act told is also blame, as the parts label such sentences.)
    expect(flagged(mug)).toEqual([
      'blame: you threw a mug at the door beside me while the kids watched',
      'danger: you threw a mug at the door beside me while the kids watched',
    ]);
    expect(draftDanger(mug)).toEqual(['crisis', 'violence']);
    // The subject is said again where the telling runs on ("... then he bit my arm").
    const poker = 'You grabbed the poker and swung it at me, then bit my arm when I pulled free.';
    expect(toldHarmSpan(poker)).toEqual([0, poker.length - 1]);
    // Session 26 (crisis-en): the bite is composed as violence too (compose.ts).
    expect(draftDanger(poker)).toEqual(['crisis', 'weapons', 'violence']);
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

describe('received menace as concepts', () => {
  it('arriving whatever the reader does about the door; not a visit "whether you like it or not" (a threat only)', () => {
    expect(threats("I'm coming over tonight whether you unlock the door or not.")).toEqual([
      ['presence', "I'm coming over tonight whether you unlock the door or not"],
    ]);
    expect(threats("I'll be at your house at 6 whether you like it or not.")).toEqual([]);
  });

  it('reach into a refuge or a shelter, where the reader stays, their route or hours', () => {
    expect(threats("I know every shelter in the county and I'll find the one you're in.")).toEqual([
      ['reach', "I know every shelter in the county and I'll find the one you're in"],
      ['reach', "I'll find the one you're in"],
    ]);
    expect(threats('No safe house will keep you from me.')).toEqual([['reach', 'safe house will keep you from me']]);
    expect(threats('I know which way you walk to work and what time you leave.')).toEqual([
      ['reach', 'I know which way you walk to work and what time you leave'],
    ]);
    expect(threats("I'll always know where you are.")).toEqual([['reach', "I'll always know where you are"]]);
    expect(threats("I know what time you leave is tight, so I'll take her.")).toEqual([]);
  });

  it('a harm done to the children under a condition, lucky the writer is not there, someone close sent', () => {
    expect(threats("If the baby keeps crying I'll hold her under the bath water.")).toEqual([
      ['harm', "I'll hold her under the bath water"],
    ]);
    expect(threats("Count yourself lucky I'm not there.")).toEqual([['harm', "Count yourself lucky I'm not there"]]);
    expect(threats("My brother said he'd come round and sort you out himself.")).toEqual([
      ['harm', "he'd come round and sort you out himself"],
    ]);
  });

  it('the children got back "one way or another", come for with no hour, gone before a court acts', () => {
    expect(threats("I'll get Mia back one way or another.")).toEqual([['taking', "I'll get Mia back one way or another"]]);
    expect(threats('Tell them their mother is coming for them.')).toEqual([['taking', 'their mother is coming for them']]);
    expect(threats('Their mother is coming for them at 4 on Saturday.')).toEqual([]);
    expect(threats("Don't make me drive over and take them.")).toEqual([['taking', "Don't make me drive over and take them"]]);
    expect(threats("One morning you'll wake up and they'll just be gone.")).toEqual([['loss', "they'll just be gone"]]);
    expect(threats("By the time the court hears it we'll be living in Perth.")).toEqual([
      ['taking', "By the time the court hears it we'll be living in Perth"],
    ]);
  });

  it('at the children’s school every day, not at pickup', () => {
    expect(threats("I'll be outside their school gate every morning.")).toEqual([
      ['presence', "I'll be outside their school gate every morning"],
    ]);
    expect(threats("I'll be at the school every day at pickup.")).toEqual([]);
  });

  it('a received menace shows the crisis lines first, with its threat and danger flags', () => {
    const text = "I'm coming over tonight whether you unlock the door or not.";
    expect(readReceived(text).danger?.level).toBe('crisis');
    expect(flagged(text)).toEqual([
      "threat: I'm coming over tonight whether you unlock the door or not",
      "danger: I'm coming over tonight whether you unlock the door or not",
    ]);
  });
});

describe('insult, sarcasm and absolute by class of false flag', () => {
  it('the "never" of a threat’s consequence is the threat’s, not an absolute', () => {
    expect(flagged("Touch him again and I'll make sure you never see him.")).not.toContain('absolute: you never');
    expect(flagged("I'll make sure you never see the kids again.")).toEqual([
      "threat: I'll make sure you never",
      'danger: you never see the kids again',
    ]);
    expect(flagged("You'll never stop me, I'll just take her.")).toEqual([
      "threat: I'll just take her",
      "danger: I'll just take her",
    ]);
    expect(flagged("You'll never change.")).toEqual(["insult: You'll never change", "absolute: You'll never change"]);
  });

  it('the children growing up is no insult; "grow up" said to the reader is', () => {
    expect(flagged('Our kids are going to grow up and remember this.')).toEqual([]);
    expect(flagged('The girls get to grow up near both of us.')).toEqual([]);
    expect(flagged('Grow up.')).toEqual(['insult: Grow up']);
  });

  it('"as usual" after a charge sweeps it (absolute); alone it mocks (sarcasm)', () => {
    expect(flagged("You're overreacting, like always.")).toEqual(["blame: You're overreacting", 'absolute: like always']);
    expect(flagged('Thanks for nothing, as usual.')).toEqual(['sarcasm: Thanks for nothing']);
  });

  it('a role the reader is mocked for claiming is sarcasm, not a name', () => {
    expect(flagged("Oh, so you're the victim now.")).toEqual(["sarcasm: you're the victim"]);
  });
});
