// triage(): how the coach's first reply begins (src/content/crisis/triage.ts).
import { describe, expect, it } from 'vitest';
import { EMOTION_OPTIONS, CHAT_GREETING } from '../../src/features/home/homeContent';
import { respond } from '../../src/features/coach/engine';
import { decide, everydayFrame, triage, triageWith, MODEL_THRESHOLDS, type TriageFacts } from '../../src/content/crisis/triage';
import { clauseDanger, dangerLikelihood } from '../../src/content/crisis/model';

describe('triage', () => {
  it('a recognised danger is the crisis reply with its lines (911 implied)', () => {
    expect(triage('he choked me last night')).toEqual({ level: 'crisis', categories: ['strangulation'], lines: ['dv'] });
    expect(triage('i want to die')).toEqual({ level: 'crisis', categories: ['suicide'], lines: ['lifeline'] });
  });

  it('calm topics, small talk and the home page openers get no lines', () => {
    for (const text of [
      'How is child support calculated?',
      'Can we swap weekends for the holidays?',
      'hi',
      'thanks!',
      CHAT_GREETING,
    ])
      expect(triage(text), text).toEqual({ level: 'calm', categories: [], lines: [] });
    for (const o of EMOTION_OPTIONS) expect(triage(o.prompt).level, o.prompt).toBe('calm');
    expect(triage("I'm scared about court tomorrow").level).toBe('calm');
  });

  it('calm needs a calm topic: a question no topic names gets the check, whatever the model says', () => {
    // Positive evidence only (triage.ts): no topic, no confident placement. P(danger) is low
    // here (0.07), and still the check.
    const vague = triage('what do i do about the thing from last night');
    expect(vague.level).toBe('check');
    expect(vague.lines).toContain('dv');
    // A holiday hand-off question is on a calm topic now (topics.ts, 'holidays'): calm.
    expect(triage('what time should pickup be on thanksgiving').level).toBe('calm');
  });

  it('the statistical layer alone gives the full reply only when it is sure of danger and of the lines its kind needs', () => {
    // Rules off: the safety net alone, as for wording no rule knows. Sure of danger and of the
    // kind (fear at home): the full reply with the adult line.
    expect(
      triageWith(
        'i am so scared to go home tonight, he is drunk and i dont know what he will do',
        undefined,
        MODEL_THRESHOLDS,
        false,
      ),
    ).toEqual({ level: 'crisis', categories: ['fear_home'], lines: ['dv'] });
    // Sure of danger, not of the kind, but its two likeliest kinds call for the same line and
    // the message names a danger concept (fear): the full reply, with the adult line.
    const sameLine = triageWith('he keeps texting me and I am scared of what comes next', undefined, MODEL_THRESHOLDS, false);
    expect(sameLine.level).toBe('crisis');
    expect(sameLine.lines).toEqual(['dv']);
    // Sure of danger, not of the kind, and the likeliest kinds call for different lines (its
    // own suicide or fear at home), together likely enough: since session 15 the full reply
    // with both kinds' lines (decide() below; it was the check).
    // Since session 17 (fear at home has its own threshold, 0.6, and the layer reads the kind
    // surely) the full reply with the adult line.
    const unsure = triageWith('he keeps showing up and i am scared, i cant do this anymore', undefined, MODEL_THRESHOLDS, false);
    expect(unsure).toEqual({ level: 'crisis', categories: ['fear_home'], lines: ['dv'] });
  });

  it('a calm logistics message is calm; unknown distress is the check with the lines; clear danger is the crisis reply', () => {
    expect(triage('How do we split the child support expenses for soccer this fall?')).toEqual({
      level: 'calm',
      categories: [],
      lines: [],
    });
    // A calm topic (custody) with words of unease and no rule: the check, 911 and the hotline.
    const distress = triage('about the custody schedule, he screams at me and I need help now');
    expect(distress.level).toBe('check');
    expect(distress.lines).toContain('dv');
    expect(respond('about the custody schedule, he screams at me and I need help now').lines[0]?.id).toBe('emergency');
    expect(triage('he put his hands around my neck at the exchange')).toEqual({
      level: 'crisis',
      categories: ['strangulation'],
      lines: ['dv'],
    });
  });

  it('calm needs every clause calm: a danger clause beside a logistics question gets the check', () => {
    // The whole message reads as less likely danger than its second clause alone, which is over
    // MODEL_THRESHOLDS.clause (model.ts clauseDanger): the check, with the hotline.
    const text = 'is the school holiday schedule the same as last year? also he says i wont see christmas';
    expect(dangerLikelihood(text).danger).toBeLessThan(clauseDanger(text));
    expect(clauseDanger(text)).toBeGreaterThanOrEqual(MODEL_THRESHOLDS.clause);
    const reply = triage(text);
    expect(reply.level).toBe('check');
    expect(reply.lines).toContain('dv');
    expect(triage('is the school holiday schedule the same as last year?')).toEqual({ level: 'calm', categories: [], lines: [] });
  });

  it('indirect danger words beside a schedule question make it uncertain: the check', () => {
    // Calm topic (the week's schedule), no rule, a low P(danger): the words of unease decide.
    for (const text of [
      'can we swap weekends? if i ask him he will explode and i will pay for it later',
      'can we swap weekends, my lip is still swollen and the kids will ask',
    ]) {
      const reply = triage(text);
      expect(reply.level, text).toBe('check');
      expect(reply.lines, text).toContain('dv');
    }
    // Since session 15 a rule reads "handle me" as a veiled threat: the full reply.
    expect(triage('can we swap weekends? his brother says they will handle me after court')).toEqual({
      level: 'crisis',
      categories: ['threats'],
      lines: ['dv'],
    });
    expect(triage('can we swap weekends this month?')).toEqual({ level: 'calm', categories: [], lines: [] });
  });

  it('a request to the coach is not read clause by clause: "help me understand my options" is read with the whole message', () => {
    // Session 17: the whole message's P(danger) was over the calm threshold (0.06): the check.
    // Session 22's retrain (sealed-14 in training) reads the whole message under it (0.056), and the
    // request clause alone, over it, is not read apart (`request` above 1): calm.
    const text = 'Can we talk about the holiday schedule? Can you help me understand the process and my options?';
    expect(dangerLikelihood(text).danger).toBeLessThan(MODEL_THRESHOLDS.calm);
    expect(clauseDanger(text)).toBeGreaterThanOrEqual(MODEL_THRESHOLDS.calm);
    expect(triage(text)).toEqual({ level: 'calm', categories: [], lines: [] });
    expect(triage('Can we talk about the holiday schedule?')).toEqual({ level: 'calm', categories: [], lines: [] });
  });

  it("the app's own openers (the home page's feeling buttons) are small talk: calm", () => {
    for (const o of EMOTION_OPTIONS) expect(triage(o.prompt), o.prompt).toEqual({ level: 'calm', categories: [], lines: [] });
    // Danger said in one is read as in any message.
    expect(
      triage("I'm feeling anxious about my high-conflict divorce, he hurt me. Can you help me figure out what to do first?"),
    ).toEqual({ level: 'crisis', categories: ['violence', 'threats'], lines: ['dv'] });
  });

  it('a message on no calm topic, or a topic with words of unease, gets the safety check', () => {
    // Which kinds of danger the statistical layer finds likeliest is its own business (it changes
    // whenever it is retrained); what the parent sees is the check with the adult line.
    const unsure = triage("things at home got really bad again last night, I don't know what to do");
    expect(unsure.level).toBe('check');
    expect(unsure.lines).toContain('dv');
    expect(triage('hmm').level).toBe('check');
  });

  it('fear with no rule recognised: the numbers are in the first reply, whichever level the model gives', () => {
    const reply = triage('he keeps texting me and I am scared of what comes next');
    expect(reply.level).not.toBe('calm');
    expect(reply.lines).toContain('dv');
  });

  it('the check comes with the topic reply; the crisis reply never claims to be AI', () => {
    const a = respond('things at home got really bad again last night');
    expect(a.level).toBe('check');
    expect(a.crisis).toBe(false);
    expect(a.lines.map((l) => l.id)).toEqual(['emergency', 'lifeline', 'dv']);
    expect(a.reply).toContain('Which is closest to what you need?');
  });
});

describe('decide(): the statistical layer unsure between two kinds of danger (session 15)', () => {
  const facts: TriageFacts = {
    ruled: null,
    smallTalk: false,
    topic: false,
    uneasy: true,
    harm: false,
    sameLines: false,
    joke: false,
    denied: false,
    signs: false,
    stored: false,
    framed: false,
    danger: 0.97,
    clause: 0.9,
    anyClause: 0.9,
    categories: ['stalking', 'sexual_assault', 'threats'],
    kindOdds: [0.45, 0.3, 0.1],
    fitting: ['dv'],
    fittingFirst: ['dv'],
  };

  it("pins both kinds' lines when together they hold the kind threshold", () => {
    expect(decide(facts)).toEqual({ level: 'crisis', categories: ['stalking', 'sexual_assault'], lines: ['dv', 'rainn'] });
  });

  it('keeps the check when the two together are below it, or the danger is denied or a joke', () => {
    const check = { level: 'check', categories: ['stalking', 'sexual_assault', 'threats'], lines: ['dv'] };
    // At 0.97 the layer is sure enough of danger for the full reply with every fitting line (session 19, `wide`).
    expect(decide({ ...facts, kindOdds: [0.4, 0.25, 0.2] })).toEqual({ ...check, level: 'crisis' });
    expect(decide({ ...facts, danger: 0.96, kindOdds: [0.4, 0.25, 0.2] })).toEqual(check);
    expect(decide({ ...facts, denied: true })).toEqual(check);
    expect(decide({ ...facts, joke: true })).toEqual(check);
    // Below stalking's own threshold (MODEL_THRESHOLDS.byKind.stalking, 0.9).
    expect(decide({ ...facts, danger: 0.85 })).toEqual(check);
  });

  it('the check names the second kind and its lines only when it holds the second threshold (0.15)', () => {
    // Below `wide` (0.97, session 19), where the layer would give the full reply with these lines.
    const split = {
      ...facts,
      danger: 0.96,
      fitting: ['dv', 'rainn'] as TriageFacts['fitting'],
      fittingFirst: ['dv'] as TriageFacts['fitting'],
    };
    expect(decide({ ...split, kindOdds: [0.5, 0.1, 0.05] })).toEqual({ level: 'check', categories: ['stalking'], lines: ['dv'] });
    expect(decide({ ...split, kindOdds: [0.4, 0.25, 0.2] })).toEqual({
      level: 'check',
      categories: ['stalking', 'sexual_assault', 'threats'],
      lines: ['dv', 'rainn'],
    });
  });
});

describe('decide(): per-kind thresholds and the warning signs of harm to oneself (session 17)', () => {
  const sad: TriageFacts = {
    ruled: null,
    smallTalk: false,
    topic: false,
    uneasy: false,
    harm: false,
    sameLines: false,
    joke: false,
    denied: false,
    signs: true,
    stored: false,
    framed: false,
    danger: 0.5,
    clause: 0.5,
    anyClause: 0.5,
    categories: ['suicide', 'self_harm'],
    kindOdds: [0.9, 0.05],
    fitting: ['dv', 'lifeline'],
    fittingFirst: ['dv', 'lifeline'],
  };

  // Session 28: chosen again on twelve held-out parts (docs/coach-crisis.md, "Session 28 (issue 25, the lead)").
  it('the thresholds in use', () => {
    expect(MODEL_THRESHOLDS.byKind?.suicide).toBe(0.7);
    expect(MODEL_THRESHOLDS.byKind?.self_harm).toBe(0.4);
    expect(MODEL_THRESHOLDS.byKind?.stalking).toBe(0.95);
    expect(MODEL_THRESHOLDS.crisis).toBe(0.95);
  });

  it('sure it is suicide, P(danger) above its own threshold and a warning sign named: the full reply with 988', () => {
    expect(decide({ ...sad, danger: 0.7 })).toEqual({ level: 'crisis', categories: ['suicide'], lines: ['lifeline'] });
    expect(decide({ ...sad, danger: 0.69 })).toEqual({ level: 'check', categories: ['suicide'], lines: ['dv', 'lifeline'] });
  });

  it('no warning sign of harm to oneself: the general threshold holds, the check', () => {
    expect(decide({ ...sad, signs: false })).toEqual({ level: 'check', categories: ['suicide'], lines: ['dv', 'lifeline'] });
    expect(decide({ ...sad, signs: false, danger: 0.95 })).toEqual({
      level: 'crisis',
      categories: ['suicide'],
      lines: ['lifeline'],
    });
  });

  it('a weapon kept for hunting or stored locked: the general threshold holds for weapons', () => {
    const weapon = { ...sad, signs: false, categories: ['weapons', 'threats'], danger: 0.6 };
    expect(decide(weapon)).toEqual({ level: 'crisis', categories: ['weapons'], lines: ['dv'] });
    expect(decide({ ...weapon, stored: true })).toEqual({ level: 'check', categories: ['weapons'], lines: ['dv', 'lifeline'] });
  });

  it('below its own threshold, or another kind with a higher one: the check', () => {
    expect(decide({ ...sad, danger: 0.59 }).level).toBe('check');
    expect(decide({ ...sad, categories: ['stalking', 'suicide'], danger: 0.9 }).level).toBe('check');
    expect(decide({ ...sad, categories: ['stalking', 'suicide'], danger: 0.95 })).toEqual({
      level: 'crisis',
      categories: ['stalking'],
      lines: ['dv'],
    });
  });

  it('a calm topic is calm only below the calm threshold (0.05 since session 27), for the whole message and each clause', () => {
    const calm = { ...sad, topic: true, signs: false, danger: 0.049, clause: 0.049, anyClause: 0.049 };
    expect(decide(calm)).toEqual({ level: 'calm', categories: [], lines: [] });
    expect(decide({ ...calm, danger: 0.05 }).level).toBe('check');
    expect(decide({ ...calm, clause: 0.05 }).level).toBe('check');
    expect(decide({ ...calm, uneasy: true }).level).toBe('check');
  });
});

describe('a rule finding in an everyday frame needs the layer to agree (session 18)', () => {
  it('everydayFrame reads danger told as over, hypotheticals, films and the news, play, and questions about the law', () => {
    for (const text of [
      'he did his time for the assault and we only talk through the app now',
      'the order expired in 2019 and we co-parent fine',
      'what if he ever tries to take them, what would a judge do',
      'we watched a documentary about custody battles and my son got scared',
      'she fell off her scooter and scraped her knee',
      'does a protective order show up on a background check?',
    ])
      expect(everydayFrame(text), text).toBe(true);
    for (const text of [
      'he choked me last night',
      'i keep a razor blade in my wallet just in case',
      "got a message from him 'watch your back when you drop off the kids'",
      'ive been researching ways to die that look like an accident',
      'he wants $2000 or he releases the videos',
      'he keeps showing up at the park and the school',
    ])
      expect(everydayFrame(text), text).toBe(false);
  });

  const ruled: TriageFacts = {
    ruled: ['violence'],
    smallTalk: false,
    topic: false,
    uneasy: true,
    harm: true,
    sameLines: true,
    joke: false,
    denied: false,
    signs: false,
    stored: false,
    framed: true,
    danger: 0.3,
    clause: 0.3,
    anyClause: 0.3,
    categories: ['violence'],
    kindOdds: [0.9, 0.05],
    fitting: ['dv'],
    fittingFirst: ['dv'],
  };

  it('framed and read as likely ordinary by the layer: the check, with the rule finding and its lines', () => {
    // Session 19: 0.5 -> 0.7.
    expect(MODEL_THRESHOLDS.ruledFramed).toBe(0.7);
    expect(decide(ruled)).toEqual({ level: 'check', categories: ['violence'], lines: ['dv'] });
    expect(decide({ ...ruled, ruled: ['suicide'], danger: 0.69 })).toEqual({
      level: 'check',
      categories: ['suicide'],
      lines: ['lifeline'],
    });
  });

  it('the full reply when the layer reads danger, when there is no frame, or with no gate', () => {
    expect(decide({ ...ruled, danger: 0.7 })).toEqual({ level: 'crisis', categories: ['violence'], lines: ['dv'] });
    expect(decide({ ...ruled, framed: false, danger: 0.01 })).toEqual({
      level: 'crisis',
      categories: ['violence'],
      lines: ['dv'],
    });
    const { ruledFramed: _, ...ungated } = MODEL_THRESHOLDS;
    expect(decide(ruled, ungated)).toEqual({ level: 'crisis', categories: ['violence'], lines: ['dv'] });
  });

  it('the whole first reply: a past incident told as resolved is the check, a new one the crisis reply', () => {
    expect(triage('he was violent years ago, he did the program and we are fine now. how do we split christmas').level).not.toBe(
      'crisis',
    );
    expect(triage('he hit me last night and i am scared')).toEqual({ level: 'crisis', categories: ['violence'], lines: ['dv'] });
  });
});
