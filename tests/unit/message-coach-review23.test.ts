// Session 23 review: the threat recogniser (threats.ts) on everyday co-parenting logistics. Each of
// these gave the crisis lines first in both modes before the review's fix (threat and danger flags on
// the clause); none of them threatens anything. The threats they were written from still count.
import { describe, expect, it } from 'vitest';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';
import { threatsIn } from '../../src/features/message-coach/threats';

const threats = (text: string) => threatsIn(text).map((t) => [t.kind, text.slice(t.start, t.end)]);

describe('threats.ts: logistics are no threat', () => {
  it.each([
    'You won’t see them this weekend because they have a tournament in Fresno.',
    "You won't see them this weekend because they have a tournament in Fresno.",
    'Dad picked him up at 7 and he’s gone to bed already.',
    "Dad picked him up at 7 and he's gone to bed already.",
    "They're gone until Sunday and I'll have them back by 6.",
    "I'll come for them at 5 after work.",
    "She threw a tantrum at dinner, I'll deal with her tonight.",
    "I'll be waiting outside Emma's school, she knows to look for my car.",
    "I'll park on your street and text when I'm there.",
    'I saw you at the game on Saturday.',
    'Then you complain you never see her.',
    "I'm taking Liam to the dentist today and you won't need to drive.",
    "We're out of here at 8 and the kids will be at camp.",
  ])('%s', (text) => {
    expect(threats(text)).toEqual([]);
    expect(analyzeDraft(text).danger).toBeNull();
    expect(readReceived(text).danger).toBeNull();
  });
});

describe('threats.ts: the threats stay', () => {
  it('the reader, an adult close to them, the reader’s home, a child beyond reach', () => {
    expect(threats("I'll come for you when you least expect it.")).toEqual([
      ['harm', "I'll come for you when you least expect it"],
    ]);
    expect(threats("I'll deal with your boyfriend myself.")).toEqual([['harm', "I'll deal with your boyfriend myself"]]);
    expect(threats("I'll make sure you never see them again.")).toEqual([['loss', 'you never see them again']]);
    expect(threats("You won't see him again.")).toEqual([['loss', "You won't see him again"]]);
    expect(threats("I'll park outside your house all night.")).toEqual([['presence', "I'll park outside your house all night"]]);
    expect(threats('I watched you through the window.')).toEqual([['presence', 'I watched you through the window']]);
    expect(threats("I drove past Emily's school today.")).toEqual([['presence', "I drove past Emily's school today"]]);
    expect(threats("One flight and he's gone.")).toEqual([['loss', "he's gone"]]);
  });
});
