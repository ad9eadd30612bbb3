// Session 19 (issue 25): clause-level everyday frames read by the rules' gate and the statistical
// layer (frames.ts), new warning-sign compositions (compose.ts) and the first reply's decisions
// (triage.ts decide()). Docs: docs/coach-crisis.md, "Session 19". Every sentence here is our own
// wording, not a corpus message.
import { describe, expect, it, test } from 'vitest';
import { detectDanger, resolvedPast } from '../../src/content/crisis/crisis';
import { framesOf } from '../../src/content/crisis/frames';
import { normalise } from '../../src/content/crisis/normalise';
import { decide, everydayFrame, triageFacts, triageWith, type TriageFacts } from '../../src/content/crisis/triage';

const found = (text: string) => detectDanger(text)?.categories ?? null;

describe('frames: the everyday frames of a clause', () => {
  it.each([
    ['he choked me 6 yrs ago, we are fine now', ['over']],
    ['the man who hurt me is in prison for the next 12 years', ['over']],
    ['im not scared of him at all, we argue about bedtimes', ['over']],
    ['my daughter doesnt self harm, i checked her arms', ['over']],
    ['my neighbor thinks the owner hits his dog', ['other']],
    ['is it called kidnapping legally if he keeps them an extra hour', ['words']],
    ['the scratch on his cheek is from the cat, he told me the story himself', ['play']],
    ['he hit me last night and i am scared', []],
    ['i am not safe at all', []],
  ])('%s', (text, frames) => expect(framesOf(normalise(text))).toEqual(frames));

  it('someone outside the family frames a message only when it is not about the parent or their own', () => {
    expect(everydayFrame('my neighbor thinks the owner hits his dog, who do i call')).toBe(true);
    expect(everydayFrame('my ex keeps asking my friends for my schedule')).toBe(false);
  });

  it('a resolution told in "yrs", a prison sentence or therapy is danger told as over; a release is not', () => {
    expect(resolvedPast(normalise('he choked me 6 yrs ago and i have full custody'))).toBe(true);
    expect(resolvedPast(normalise('the ex who beat me is in prison, i just want the passport form'))).toBe(true);
    expect(resolvedPast(normalise('i did lots of therapy after the assault, how do i introduce a new partner to my kids'))).toBe(
      true,
    );
    expect(resolvedPast(normalise('he choked me 6 yrs ago and now he got out of prison'))).toBe(false);
  });
});

describe('compose: warning signs said without the usual words', () => {
  it.each([
    // Another adult's own death: a means turned on themself, talk of ending things, a farewell.
    ['my husband held his rifle under his own chin last night and asked if this is what i wanted', ['weapons', 'other_suicide']],
    ['she keeps telling me life isnt worth living if i take the kids to my moms for the summer', ['other_suicide']],
    ['her brother says shes been talking about ending things and she has the baby this weekend', ['other_suicide']],
    ['he texted "tell the boys i loved them" and now his phone is off', ['other_suicide']],
    ['my wife keeps her pills in the nightstand and says she is saving them for herself if i file', ['other_suicide']],
    ['he said if i move he wont be alive for the custody hearing', ['other_suicide']],
    ['my ex told me i would be signing his death certificate if i take the kids', ['other_suicide']],
    // The one threatening and the children, together.
    ['he said if he loses custody he will take all three of our lives', ['harm_children_and_self']],
    ['she posted a picture of the kids in the car seat and wrote "final drive" under it', ['harm_children_and_self']],
    ['she said we will all be gone before the custody evaluation, she has the kids this week', ['harm_children_and_self']],
    ['my ex says he will end this whole family if i move with the kids', ['harm_children_and_self']],
    ['he told me the kids are coming with him when he goes', ['harm_children_and_self']],
    // Being watched without the word.
    ['my mechanic found a small device taped to the wheel well and my ex knew i went to the bank today', ['stalking']],
    ['he keeps calling my neighbors asking when i leave in the morning', ['stalking']],
    // Self-injury by its traces.
    ['my daughter keeps picking at the same scab on her arm until it bleeds again', ['self_harm']],
    ['found a razor wrapped in a sock under his mattress', ['self_harm']],
    // A child's own words.
    ['my son asked if it is still a secret if the babysitter tickles him in the underwear place', ['child_abuse']],
    ['she screams no no when i wipe her and theres redness down there since her weekend away', ['child_abuse']],
    // A taking threatened, veiled threats, fear of what is coming.
    ['he told the kids he will vanish with them if the judge sides with me', ['threats', 'child_taken']],
    ['he told me to sleep with one eye open after the hearing', ['threats']],
    ['he hasnt hurt me yet but i freeze every time his truck is in the driveway', ['fear_home']],
  ])('%s', (text, categories) => expect(found(text)).toEqual(categories));

  it.each([
    'my daughter keeps her tablet secret from her brother, is that normal at 9',
    'he signed her up for soccer without asking me first',
    'the babysitter tickles the kids and they laugh so hard',
    'she told me to sleep early because the flight is at 6',
    'our son said daddy told him not to tell me about the surprise birthday party',
    'we said goodbye to the kids at the airport, they fly to grandma for a week',
    'i survived the first year of co-parenting, any tips for the second',
    'my mom said she would take care of the kids for me while i travel',
    'he keeps the car for himself on weekends, is that fair',
    'the kids are coming with me when i go to my moms for thanksgiving',
    'my son read the last chapter of the book with his dad',
    'he scraped his knee at the park and we used two band aids',
    'she hid a glass of juice under her bed lol',
    'my son broke the mirror on purpose when he was mad, how do i handle it',
  ])('not danger: %s', (text) => expect(found(text)).toBeNull());
});

describe('decide(): session 19', () => {
  const facts: TriageFacts = {
    ruled: null,
    smallTalk: false,
    topic: false,
    uneasy: false,
    harm: false,
    sameLines: false,
    joke: false,
    denied: false,
    signs: false,
    stored: false,
    framed: false,
    danger: 0.98,
    clause: 0.9,
    anyClause: 0.9,
    categories: ['coercive_control', 'child_taken'],
    kindOdds: [0.4, 0.2],
    fitting: ['ncmec', 'dv', 'childhelp'],
    fittingFirst: ['dv', 'childhelp'],
  };
  const t = { calm: 0.06, clause: 0.06, request: 1.01, crisis: 0.95, kind: 0.7, second: 0.15 };

  it('sure of danger, unsure of the kind: the full reply with every fitting line at `wide`, else the check', () => {
    const check = { level: 'check', categories: ['coercive_control', 'child_taken'], lines: ['ncmec', 'dv', 'childhelp'] };
    const full = { ...check, level: 'crisis' };
    expect(decide(facts, t)).toEqual(check);
    expect(decide(facts, { ...t, wide: 0.97 })).toEqual(full);
    expect(decide({ ...facts, danger: 0.96 }, { ...t, wide: 0.97 })).toEqual(check);
    expect(decide({ ...facts, framed: true }, { ...t, wide: 0.97 })).toEqual(check);
    expect(decide({ ...facts, denied: true }, { ...t, wide: 0.97 })).toEqual(check);
    expect(decide({ ...facts, everydayOnly: true }, { ...t, wide: 0.97 })).toEqual(check);
  });

  it("a rule's finding in an everyday frame is the full reply only at `ruledFramed` (0.7)", () => {
    const ruled = { ...facts, ruled: ['violence'], framed: true, danger: 0.6 };
    expect(decide(ruled, { ...t, ruledFramed: 0.5 })).toEqual({ level: 'crisis', categories: ['violence'], lines: ['dv'] });
    expect(decide(ruled)).toEqual({ level: 'check', categories: ['violence'], lines: ['dv'] });
    expect(decide({ ...ruled, danger: 0.7 })).toEqual({ level: 'crisis', categories: ['violence'], lines: ['dv'] });
  });
});

describe('everyday phrases do not hide the danger of the other sentences (review, session 19)', () => {
  test.each([
    ["He'll bury me in legal fees. He keeps driving past my house at night and parking outside", 'crisis', false],
    ['he says he will destroy me in the divorce', 'check', true],
  ])('%s: the layer alone gives %s', (message, level, everydayOnly) => {
    expect(triageFacts(message, undefined, false).everydayOnly).toBe(everydayOnly);
    expect(triageWith(message, undefined, undefined, false).level).toBe(level);
  });
  test('She will destroy me in the divorce. I have the pills ready and I wrote the letters: the rules give the full reply with the Lifeline', () => {
    // Session 28's retrain reads the rest ("I have the pills ready and I wrote the letters") at P(danger)
    // 0.66, under suicide's new threshold (0.7, 0.6 before): the layer alone gives it the check, so the
    // everyday phrase is read as the whole story by the layer (everydayOnly); the rules read the pills and
    // the letters, and the reply is the full one.
    const message = 'She will destroy me in the divorce. I have the pills ready and I wrote the letters';
    expect(triageWith(message, undefined, undefined, false).level).toBe('check');
    expect(triageFacts(message, undefined, false).everydayOnly).toBe(true);
    const reply = triageWith(message);
    expect(reply).toEqual({ level: 'crisis', categories: ['suicide'], lines: ['lifeline'] });
  });
});
