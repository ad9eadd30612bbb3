// Session 21 (issue 25): warning signs by class (compose.ts, "Session 21"), denials scoped to their
// own clause, other people's cases and study left out, and a composed rule that reads sentence
// pairs only itself (crisis.ts). Docs: docs/coach-crisis.md, "Session 21". The sentences in the
// first blocks are our own wording, not corpus messages: each danger shape with an ordinary twin
// that shares its words. The regressions block quotes training messages (train.json, sealed-12.json).
import { describe, expect, it } from 'vitest';
import { detectDanger } from '../../src/content/crisis/crisis';
import { framesOf } from '../../src/content/crisis/frames';
import { normalise } from '../../src/content/crisis/normalise';
import { triage } from '../../src/content/crisis/triage';

const found = (text: string) => detectDanger(text)?.categories ?? null;

describe('danger said by its warning signs, without the words a rule knew', () => {
  it.each([
    // One's own end said plainly (AFSP, Lifeline): the family better off, a plan of how, hoping not to wake.
    ['honestly my family would have a simpler life if i was gone', ['suicide']],
    ['i have worked out how i would do it so my sister wont be the one to find me', ['suicide']],
    ['some nights i pray that i never wake up and i am out of reasons to keep going', ['suicide']],
    // Another adult's signs: a means beside "better off without her", goodbyes as if for good, letters hidden and no answer.
    [
      'my wife told me the girls would be better off without her and she keeps her hunting rifle in the bedroom',
      ['weapons', 'other_suicide'],
    ],
    ['my boyfriend gave away his tools and said bye to his mom as if it was the last time', ['other_suicide']],
    ['my husband hid letters under the mattress, one for me and one for each kid, and now his phone is off', ['other_suicide']],
    // Together for good, said before the children are taken.
    [
      'she texted that we will all be together forever where nobody can split us up, then took the kids from school',
      ['harm_children_and_self'],
    ],
    // Threats with no harm verb.
    ['my ex warned me that if i go to the judge i will end up in a box', ['threats']],
    ['she said if i tell anyone i will never see another christmas', ['threats']],
    // Sexual assault without the words: while asleep, a no that costs.
    ['he says its ok to start while im asleep because we are married', ['sexual_assault']],
    ['if i say no he gets rough so i just give in until its over', ['sexual_assault']],
    // Abduction: flown out behind the parent's back, the airport when told otherwise, taken anyway, papers from a consulate.
    ['she flew out with our son last night behind my back and i have sole custody', ['child_taken']],
    [
      'he told me they were at the park but the tracker app shows he is at the airport with my daughter',
      ['stalking', 'child_taken'],
    ],
    ['he drove our son to the airport anyway, behind my back', ['child_taken']],
    ['my wife says she can get new passports at her consulate and take the kids home', ['child_taken']],
    // Immigration status held over the parent without the words.
    ['he owes me nothing he says, my whole life here is his, and if i call the police i am gone', ['immigration_threat']],
    // Being watched, control, images, a child's fear, bracing for the return, a gun left out, stranded, self-harm.
    ['he parks across from my new place every night just watching', ['stalking']],
    ['she sent me a message describing the dress i wore to dinner', ['stalking']],
    ['he quotes my private messages to me and i never told him the password', ['stalking']],
    ['he took the condom off on purpose', ['reproductive_coercion']],
    ['i found my birth control pills hidden in his truck', ['reproductive_coercion']],
    ['he holds those videos over me so i stay', ['image_threat']],
    ['he will post the photos when i least expect it unless i come back', ['image_threat']],
    ['my son has panic attacks before every visit with his dad', ['child_abuse']],
    ['my stepmom threw a shoe at my sons head', ['child_abuse']],
    ['he will not let the kids eat when he is angry', ['child_abuse']],
    ['the truck pulled in and i am shaking, i know whats coming', ['fear_home']],
    ['i keep cash in my boot in case i need to get out fast', ['fear_home']],
    ['the gun stays on the table when he gets drunk', ['weapons']],
    ['he withholds support until i drop the motion', ['coercive_control']],
    ['he dumped me at a gas station on the highway and drove off', ['stranded']],
    ['i cut again last night, deeper than before', ['self_harm']],
  ])('%s', (text, categories) => expect(found(text)).toEqual(categories));
});

describe('the ordinary twins: the same words about ordinary things', () => {
  it.each([
    'honestly my family would have a simpler life if i was organised',
    'i have worked out how i would do the schedule so my sister wont be the one to drive',
    'i hope i wake up early enough for the exchange and i am out of coffee',
    'my wife told me the girls would be better off with her on weekdays',
    'my boyfriend said bye to his mom when he moved to the city',
    'my husband hid the birthday letters under the mattress, one for each kid, for the party',
    'we will all be together for thanksgiving at my moms this year',
    'the case will end up in mediation if i go to the judge, my lawyer said',
    'she said i will never see another deal like this on a car seat',
    'the baby starts crying while im asleep so we take turns',
    'if i say no to an extra weekend he sulks so i just give in',
    'she flew out with our son last night for the trip we both agreed to',
    'he told me they were at the park, the app shows they are at the park',
    'he dropped our son at the airport shuttle for the school trip we both signed',
    'my wife needs a new passport from her consulate for her own trip',
    'my whole life is here now and i love my job',
    'he drives past the school at pickup like every other parent',
    'she asked me what i wore to the wedding',
    'he reads my messages to the kids out loud because they asked him to',
    'the condom broke and im worried about it',
    'i found my old birth control pills in the bathroom cabinet',
    'he holds the kids photo album over his head so they cant reach it',
    'he will post the photos of the school play tonight',
    'my son has panic attacks before every math test',
    'my stepmom threw a party at my sons school',
    'he will not let the kids eat candy before dinner',
    'the truck pulled in and the kids ran to the door',
    'i keep cash in my car in case i need gas',
    'the gun is locked in the safe when he gets home',
    'he withholds nothing and pays on time',
    'i cut my hair again last night, shorter than before',
  ])('%s', (text) => expect(found(text)).toBeNull());
});

describe('a denial is read in its own clause, as a class', () => {
  it.each([
    'for the record she has never been violent, she just forgets the pickup time',
    'im not afraid of him, he is just messy. how do i word a text about the pickup',
    'my ex is not going to report me to immigration, we only argue about the school',
    'no, i dont think she hurt them, she has never once laid a hand on them',
  ])('denied: %s', (text) => expect(found(text)).toBeNull());

  it.each([
    ['he has never been violent until last night when he hit me', ['violence']],
    ['im not scared of him anymore, im terrified, he said he will kill me', ['threats']],
    ['he swears he never hit her but she has a black eye and he hit me too', ['violence']],
  ])('not a denial: %s', (text, categories) => expect(found(text)).toEqual(expect.arrayContaining(categories)));
});

describe("other people's cases and study are not the parent's danger", () => {
  it.each([
    'my sister is a paramedic and they are training on strangulation cases this month',
    'for my social work class, what are the signs a parent will abduct a child?',
    'my neighbor told me about a family she knew where the mom took the kids abroad years ago',
    'there was a case in the news where a dad ran off with the kids, it scared me',
  ])('%s', (text) => expect(found(text)).toBeNull());

  it('a case told beside a threat of the same is danger', () => {
    expect(found('he told me about a family where the dad took the kids abroad and said he will do the same to me')).toEqual(
      expect.arrayContaining(['child_taken']),
    );
  });
});

describe('everyday words that read as harm', () => {
  it.each([
    'the sunscreen is in her bag, she burns easily at the pool',
    'another kid pushed him off the slide at recess and he scraped his elbow',
    'i lost my temper with my ex on the phone and i feel awful about it',
    'he keeps saying he will get full custody because he earns more',
    'my first wife had guns all over the house and i was nervous then. we have been divorced since 2009',
    'my ex still has my books and my laptop, she promised to send them back next week',
  ])('%s', (text) => expect(found(text)).toBeNull());

  it('pictures "from when we were together" are not danger told as over', () => {
    expect(framesOf(normalise('he has the pics from when we were together'))).toEqual([]);
    expect(framesOf(normalise('it happened back when we were married'))).toEqual(['over']);
  });
});

describe('a composed rule reads sentence pairs only itself', () => {
  it("the violence kind's reviewed rules still read one clause: two sentences of play are not violence", () => {
    // Session 20 tried a composed violence rule and this became violence: every rule of a kind with a
    // composed rule read pairs of clauses (crisis.ts PAIRED_KINDS, session 21).
    expect(found('she got knocked down in soccer. she is sore today')).toBeNull();
  });

  it('the composed violence rule itself reads the pair', () => {
    // (A phone smashed is also control that cuts off help, concepts.ts.)
    expect(found('he headbutted the wall. then he smashed my phone')).toEqual(['coercive_control', 'violence']);
  });
});

describe('regressions of session 20 on training messages, fixed', () => {
  it('sealed-12: a threat that makes the parent gone if she speaks to the police is immigration, not suicide', () => {
    expect(
      triage('he throws things and yells that i owe my whole life here to him, and if i say anything to police im gone'),
    ).toEqual({ level: 'crisis', categories: ['immigration_threat'], lines: ['dv'] });
    // Its twin: a life here that is only the parent's own.
    expect(found('i owe my whole life here to my sister, she helped me so much')).toBeNull();
  });

  it('train: an image threat is not danger "told as over" for pictures from when they were together', () => {
    expect(triage('my ex texted me asking how bad would it be if my coworkers saw the pics from when we were together')).toEqual({
      level: 'crisis',
      categories: ['image_threat'],
      lines: ['dv'],
    });
    expect(found('my ex asked me to delete the pics from when we were together')).toBeNull();
  });

  it('sealed-12: passports got anew from an embassy to leave is an abduction sign', () => {
    expect(
      triage('i hid the kids passports at a friends but my wife says she can just get new ones from her embassy and leave'),
    ).toEqual({ level: 'crisis', categories: ['child_taken'], lines: ['ncmec'] });
    expect(found('my wife says she can just get new passports from her embassy for her work trip')).toBeNull();
  });

  it("train: the parent's own temper and a custody claim are not the full reply", () => {
    expect(triage('i lost my temper at my ex on the phone and i feel bad').level).toBe('check');
    expect(triage("he says he'll get custody because he makes more money").level).toBe('check');
    // Their danger twins keep the full reply.
    expect(triage('i lost my temper at my ex on the phone and he came over and choked me').level).toBe('crisis');
    expect(triage("he says he'll get custody and i will never see the kids again").level).toBe('crisis');
  });
});
