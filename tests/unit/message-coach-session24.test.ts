// The message coach's session-24 changes (docs/message-coach.md, "Session 24 (helper msgcoach)"): received
// menace that names no harm word, recognised as concepts (threats.ts MENACE): the children taken or kept
// against the reader's will, leaving or hiding with them, the writer's reach (the reader's places and
// routine known, watching, finding, an order that will not hold them) and a means of harm in hand. Each
// flags `threat` and `danger` on its clause, and a received message that carries one shows the crisis
// lines first, the missing-children line first where the children are taken or kept. Exact spans.
import { describe, expect, it } from 'vitest';
import { analyzeDraft, readReceived } from '../../src/features/message-coach/analyze';
import { threatsIn } from '../../src/features/message-coach/threats';
import { plain } from '../../src/features/message-coach/warmth';

/** Each flag of a draft as "category: the words it marks". */
function flagged(text: string): string[] {
  return analyzeDraft(text).sentences.flatMap((s) => s.flags.map((f) => `${f.category}: ${text.slice(f.start, f.end)}`));
}
/** A threat recogniser's finds as [kind, the words of its clause]. */
const threats = (text: string) => threatsIn(text).map((t) => [t.kind, text.slice(t.start, t.end)]);
/** The level and lines a received message shows first, or null. */
function received(text: string): string[] | null {
  const d = readReceived(text).danger;
  return d ? [d.level, ...d.lines] : null;
}

describe('the children taken or kept against the reader’s will', () => {
  it('a taking with a dare or defiance, or "anyway" after a refusal', () => {
    expect(threats("If you don't sign, I'll take him anyway.")).toEqual([['taking', "I'll take him anyway"]]);
    expect(threats("I'll take her when I want, I'm on the birth certificate.")).toEqual([
      ['taking', "I'll take her when I want"],
    ]);
    expect(threats("I'll walk in and take her and let's see who stops me.")).toEqual([
      ['taking', "I'll walk in and take her and let's see who stops me"],
    ]);
    expect(threats("If the judge says no to Japan, I'll go anyway.")).toEqual([['taking', "I'll go anyway"]]);
  });

  it('leaving with them against the reader’s will, or the reader no longer their parent', () => {
    expect(threats("I'm moving to Texas with the kids and there's nothing you can do about it.")).toEqual([
      ['taking', "I'm moving to Texas with the kids and there's nothing you can do about it"],
    ]);
    expect(threats("I'll take them with or without your permission.")).toEqual([
      ['taking', "I'll take them with or without your permission"],
    ]);
    expect(threats("You're not their mother anymore.")).toEqual([['keeping', "You're not their mother anymore"]]);
  });

  it('not a move told with its date, a move "whether you like it or not" (a threat only), a stepparent told off', () => {
    expect(threats("I'm moving to Texas with the kids in June, here is the new school.")).toEqual([]);
    const move = "I'm moving to Kansas City this summer and the kids are coming with me whether you like it or not.";
    expect(flagged(move)).toEqual(['threat: whether you like it or not']);
    expect(received(move)).toBeNull();
    expect(received("You're not her mother. Stay away from her classroom.")).toBeNull();
  });

  it('the children returned at the writer’s whim, or made to forget the reader', () => {
    expect(flagged("You'll get them back when I'm ready.")).toEqual([
      "threat: You'll get them back when I'm ready",
      "danger: You'll get them back when I'm ready",
    ]);
    expect(threats("I'll make sure they forget what you look like.")).toEqual([['keeping', 'they forget what you look like']]);
  });

  it('shows the missing-children line first', () => {
    expect(received("If you don't sign, I'll take him anyway.")).toEqual(['crisis', 'ncmec', 'dv']);
    expect(received("You'll get them back when I'm ready.")).toEqual(['crisis', 'ncmec', 'dv']);
    expect(received("I'll make sure they forget what you look like.")).toEqual(['crisis', 'ncmec', 'dv']);
  });

  it('not a plan, an offer or a pickup', () => {
    for (const text of [
      "If you don't want to drive, I'll take her anyway.",
      "I'll pick her up when I'm ready to leave.",
      "I'll take them to the park when I get off work.",
    ]) {
      expect(threats(text), text).toEqual([]);
      expect(received(text), text).toBeNull();
    }
  });
});

describe('leaving or hiding with the children', () => {
  it('never coming back, hidden, gone', () => {
    expect(threats("We're never coming back, so you'd better get used to it.")).toEqual([['taking', "We're never coming back"]]);
    expect(threats("I'll have them hidden before you get there.")).toEqual([
      ['taking', "I'll have them hidden before you get there"],
    ]);
    expect(threats("I'm selling my place too. Once it's gone, so are we.")).toEqual([['taking', 'gone, so are we']]);
  });

  it('tickets, a passport, leaving without consent, out of a court’s reach', () => {
    expect(threats("I've bought two one-way tickets to Moscow.")).toEqual([['taking', 'one-way tickets to Moscow']]);
    expect(flagged('Sign the travel consent or we leave without it.')).toEqual([
      'demand: Sign the travel consent',
      'threat: we leave without it',
      'danger: we leave without it',
    ]);
    expect(threats("I'll apply for a new one at the consulate.")).toEqual([['taking', 'apply for a new one at the consulate']]);
    expect(threats("Once we're there, no court here can touch me.")).toEqual([['taking', 'no court here can touch me']]);
    expect(received("I'll have them hidden before you get there.")).toEqual(['crisis', 'ncmec', 'dv']);
    expect(received("I've bought two one-way tickets to Moscow.")).toEqual(['crisis', 'ncmec', 'dv']);
  });

  it('a move told without a warning is no threat; with one it is', () => {
    expect(received('I quit my job and sold the house. Nothing is keeping me here now.')).toBeNull();
    expect(threats('Nothing is keeping me here now, think about that.')).toEqual([['taking', 'Nothing is keeping me here now']]);
  });

  it('not a time that ends, a place left for the day, or a passport that arrived', () => {
    for (const text of [
      "She isn't coming back until Sunday.",
      "I'm not coming back to be laughed at.",
      "Her new passport arrived, I'll bring it Friday.",
    ]) {
      expect(threats(text), text).toEqual([]);
      expect(received(text), text).toBeNull();
    }
  });
});

describe('the writer’s reach: places and routine known, watching, finding', () => {
  it('each with its clause', () => {
    expect(threats('I know where your mother lives.')).toEqual([['reach', 'I know where your mother lives']]);
    expect(threats('I know your routine better than you do.')).toEqual([['reach', 'I know your routine better than you do']]);
    expect(threats("500 feet doesn't mean anything when I know which bus stop they use.")).toEqual([
      ['reach', "500 feet doesn't mean anything when I know which bus stop they use"],
    ]);
    expect(threats("I'll be watching you. Every day.")).toEqual([['reach', "I'll be watching you"]]);
    expect(threats("You don't know when and you don't know where.")).toEqual([
      ['reach', "You don't know when and you don't know where"],
    ]);
    expect(threats("I found you in Spain and I'll find you here.")).toEqual([
      ['reach', "I found you in Spain and I'll find you here"],
    ]);
  });

  it('following, eyes on the reader, nowhere to hide', () => {
    expect(threats('I followed you home last night.')).toEqual([['reach', 'I followed you home last night']]);
    expect(threats("I've got people watching you.")).toEqual([['reach', "I've got people watching you"]]);
    expect(threats("You can run but you can't hide.")).toEqual([['reach', "You can run but you can't hide"]]);
    expect(threats('I followed you on Instagram.')).toEqual([]);
  });

  it('shows the domestic violence line first', () => {
    expect(received('I know where your mother lives.')).toEqual(['crisis', 'dv']);
    expect(received("I'll be watching you. Every day.")).toEqual(['crisis', 'dv']);
  });

  it('not a schedule, babysitting or a meeting place', () => {
    for (const text of [
      'I know your schedule is busy this week.',
      "I'll be watching the kids Saturday.",
      "I'll find you at the pickup spot at 5.",
    ]) {
      expect(threats(text), text).toEqual([]);
      expect(received(text), text).toBeNull();
    }
  });
});

describe('a means of harm in hand', () => {
  it('with a warning that it is meant: the suicide line', () => {
    expect(threats("I'm not joking, I've got the pills here.")).toEqual([['means', "I've got the pills here"]]);
    expect(received("I'm not joking, I've got the pills here.")).toEqual(['crisis', 'lifeline']);
  });
  it('a gun bought, told to the reader: the domestic violence line', () => {
    expect(threats('I bought a gun last week.')).toEqual([['means', 'I bought a gun last week']]);
    expect(received('I bought a gun last week.')).toEqual(['crisis', 'dv']);
  });
  it('not the children’s medicine', () => {
    expect(threats("I have the pills in my bag, I'll give them at 5.")).toEqual([]);
  });
});

describe('what the label guide keeps as a threat only', () => {
  it('"whether you like it or not" at the reader’s house with an hour: no crisis lines', () => {
    expect(flagged("I'll be at your house at 6 whether you like it or not.")).toEqual(['threat: whether you like it or not']);
    expect(received("I'll be at your house at 6 whether you like it or not.")).toBeNull();
  });
});

describe('the reader’s telling retells only what the writer announces', () => {
  it('a calm reply, money owed, a custody fact: no lines (each had the crisis lines from the reader’s telling)', () => {
    for (const text of [
      'I read your email. The kids will be ready at 6 on Friday.',
      'I paid for the field trip, so you owe me $30. Please send it by Friday.',
      'I get them Christmas morning, period.',
      "The decree says I keep Arun's passport until he's 13 and any trip abroad needs both of us to agree in writing.",
    ]) {
      expect(received(text), text).toBeNull();
      expect(analyzeDraft(text).danger, text).toBeNull();
    }
  });

  it('care for the reader is not retold as their own crisis', () => {
    const text = "If you're thinking of hurting yourself, please call 988 now. I'm also calling your sister to come over.";
    expect(analyzeDraft(text).danger).toBeNull();
    expect(analyzeDraft("I'm calling 911 so someone can check on you now. Please stay on the line with them.").danger).toBeNull();
  });

  it('a threat is still retold and read', () => {
    expect(received("If you leave I'll hurt you.")).toEqual(['crisis', 'dv']);
    expect(received("I'm coming to get my kids.")).toEqual(['crisis', 'dv']);
  });

  it('a child taken keeps the domestic violence line beside the missing-children line', () => {
    expect(received('You will never find your kids.')).toEqual(['crisis', 'ncmec', 'dv']);
  });
});

describe('false demands of the training parts’ calm messages', () => {
  it('a stop reported or passed to someone else, and a channel set, are no orders', () => {
    expect(flagged("I've asked you to stop calling during the night.")).toEqual([]);
    expect(flagged("I'll tell my mother to stop calling you.")).toEqual([]);
    expect(flagged('The judge already told you to stop changing plans.')).toEqual([]);
    expect(flagged('Do not contact me except through the app about Emily.')).toEqual([]);
  });
  it('an order still is', () => {
    expect(flagged('I need you to stop texting me at work.')).toEqual(['demand: I need you to stop texting me']);
    expect(flagged('Tell her to STOP.')).toEqual(['demand: Tell her to STOP.', 'caps: STOP']);
    expect(flagged('Do not contact me.')).toEqual(['demand: Do not contact me']);
  });
});

describe('plain sentences the fitted layers leave to the rules (warmth.ts)', () => {
  it('a courteous ask with a mild word, a step of the legal process told as news', () => {
    for (const text of [
      "Please don't forget it.",
      'Please ask her to stop.',
      'My lawyer will write to you.',
      "Your lawyer's letter came.",
      'The original stays with my lawyer.',
    ])
      expect(plain(text), text).toBe(true);
  });
  it('not an ask with a harsh word, nor a lawyer named with a charge', () => {
    expect(plain("Please don't lie to the kids.")).toBe(false);
    expect(plain('Please stop being so useless.')).toBe(false);
    expect(plain('My lawyer will expose your lies.')).toBe(false);
  });
});

describe('the chat’s crisis reply to a whole telling (the lead, after the review)', () => {
  // The review found these first-person accounts lost their lines in the coach once only announcing
  // sentences were retold; the chat answers each with the crisis reply.
  const probe = (text: string) => {
    const r = readReceived(text).danger;
    const d = analyzeDraft(text).danger;
    return [r?.level ?? null, r?.lines ?? null, d?.level ?? null];
  };
  it('an injury told by the one harmed: the crisis lines, read or drafted (none in session 25)', () => {
    // Session 25's crisis model put the chat's P(danger) at 0.84, under violence's 0.9, and "bit" is
    // outside the harm lexicon (a model input). Session 26 (crisis-en): a bite by another adult on the
    // parent's body is composed as violence (compose.ts), so the rules give the crisis reply again.
    expect(probe('he bit my shoulder hard enough to bleed when i tried to take the car keys back')).toEqual([
      'crisis',
      ['dv'],
      'crisis',
    ]);
  });
  it('a calm ask the chat also answers with the crisis reply shows no lines', () => {
    expect(probe("Can Ava stay with me until 7 on Sunday instead of 5? We're at my brother's and dinner is late.")).toEqual([
      null,
      null,
      null,
    ]);
  });
  it('a reply that says the writer read the reader’s email shows no lines', () => {
    expect(probe('I read your email. The kids will be ready at 6 on Friday.')).toEqual([null, null, null]);
  });
});
