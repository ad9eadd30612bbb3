// triage(): how the coach's first reply begins (src/content/crisis/triage.ts).
import { describe, expect, it } from 'vitest';
import { EMOTION_OPTIONS, CHAT_GREETING } from '../../src/features/home/homeContent';
import { respond } from '../../src/features/coach/engine';
import { triage } from '../../src/content/crisis/triage';

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
    // Calm questions no topic names: the statistical layer places them as ordinary.
    expect(triage('can I claim the kids on my taxes this year?').level).toBe('calm');
    expect(triage('what time should pickup be on thanksgiving').level).toBe('calm');
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
