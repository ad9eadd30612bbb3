import { describe, expect, it } from 'vitest';
import { CHAT_GREETING, EMOTION_OPTIONS } from '../../src/features/home/homeContent';
import { CRISIS_INTRO, crisisText, respond as ask, suggestsDanger } from '../../src/features/coach/engine';

describe('guided coach', () => {
  it.each([
    ['He threatened to take the kids and hurt me', ['violence', 'threats']],
    ['I want to die', ['suicide']],
    ['my ex hits me when I drop off the children', ['violence']],
    ["I don't feel safe at home. I'm not safe", ['fear_home']],
    ['she has a gun in the house', ['weapons']],
  ])('answers "%s" with the crisis lines first (%j)', (text, categories) => {
    const a = ask(text);
    expect(a.crisis).toBe(true);
    expect(a.categories).toEqual(categories);
    expect(a.lines[0]!.actions[0]!.href).toBe('tel:911');
    expect(crisisText(a.lines)).toContain('Call 911');
  });

  it('gives the crisis reply words that fit the danger', () => {
    const taken = ask("he won't return the kids");
    expect(crisisText(taken.lines)).toBe(
      'Emergency (police, ambulance): Call 911\n' +
        'Missing or taken child: after 911, National Center for Missing & Exploited Children: Call 1-800-843-5678',
    );
    expect(taken.reply).toContain("If you don't know where your child is");
    const suicide = ask('i wanna die');
    expect(crisisText(suicide.lines)).toBe(
      'Emergency (police, ambulance): Call 911\n988 Suicide & Crisis Lifeline: Call 988, Text 988',
    );
    expect(suicide.reply).toContain('a 988 counselor will listen');
    expect(CRISIS_INTRO).toBe('Your safety comes first. Help is here, day and night:');
  });

  // Since session 17 a calm topic is calm only below P(danger) 0.06 (triage.ts): a short
  // message the statistical layer knows few words of gets the check (911 and the fitting lines)
  // before its topic reply. Since session 25's model (the message coach's neutral messages among
  // its ordinary rows, session 24's calibration kept: docs/coach-crisis.md, "Session 25") the
  // anxious divorce, the hearing next week and the texts about the schedule are calm. Session 27's model,
  // calibrated on its own held-out parts with the calm threshold chosen on them (0.05; docs/coach-crisis.md,
  // "Session 27 (issue 25, the lead)"), gives the check again to short messages it knows few words of.
  it.each([
    ["I'm feeling anxious about my high-conflict divorce", 'anxious', ['emergency', 'lifeline', 'dv']],
    ['I feel confused, where do I start?', 'confused', ['emergency', 'lifeline', 'dv']],
    ['I am overwhelmed by everything', 'overwhelmed', ['emergency', 'lifeline', 'dv']],
    ["I'm hopeful and ready to move forward", 'hopeful', ['emergency', 'lifeline', 'dv']],
    ["I'm just browsing", 'browsing', ['emergency', 'lifeline', 'dv']],
    ['How do I get a 50/50 custody schedule?', 'custody', []],
    ['How should I answer texts from my ex?', 'communication', ['emergency', 'dv']],
    ['How is child support calculated?', 'money', []],
    ['I have a court hearing next week', 'court', ['emergency', 'lifeline', 'dv']],
    ["I'm scared about court tomorrow", 'anxious', []],
    ['he keeps texting about the schedule', 'custody', ['emergency', 'dv']],
  ])('routes "%s" to %s', (text, topic, lines) => {
    const a = ask(text);
    expect(a.crisis).toBe(false);
    expect(a.lines.map((l) => l.id)).toEqual(lines);
    expect(a.topic).toBe(topic);
    expect(a.links.every((l) => l.href.startsWith('/'))).toBe(true);
  });

  it('never claims to be AI or a person', () => {
    for (const text of ['hello', 'custody', 'money', 'I feel anxious', 'he hit me']) {
      expect(ask(text).reply).not.toMatch(/\bI am an AI\b|\bI'm an AI\b|\bI am a (lawyer|person|human)\b/i);
    }
  });

  it('offers topics when nothing matches', () => {
    const a = ask('hmm');
    expect(a.topic).toBeNull();
    expect(a.crisis).toBe(false);
    expect(a.reply).toContain('Which is closest to what you need?');
  });

  it('does not flag ordinary words as danger', () => {
    expect(suggestsDanger('Can we swap weekends for the holidays?')).toBe(false);
    expect(suggestsDanger('I need help with the parenting plan')).toBe(false);
    expect(suggestsDanger('the hearing killed me')).toBe(false);
  });

  it('answers the home page openers with their topic, not the crisis lines', () => {
    expect(EMOTION_OPTIONS.map((o) => ask(o.prompt).topic)).toEqual([
      'anxious',
      'confused',
      'overwhelmed',
      'hopeful',
      'browsing',
    ]);
    expect(ask(CHAT_GREETING).crisis).toBe(false);
  });
});
