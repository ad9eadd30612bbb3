// A received threat's crisis lines (src/features/message-coach/analyze.ts `threatened`;
// docs/message-coach.md, "Session 18"): a legal step is pressure, not harm, only when it is the
// step the writer threatens. A court, a judge or the police named in the condition is the
// reader's step ("Go to court and I'll make your life hell"), and "I'll make you pay" is not money.
import { describe, expect, it } from 'vitest';
import { readReceived } from '../../src/features/message-coach/analyze';

const MONDAY = new Date(2026, 10, 23);
const shown = (text: string) => {
  const d = readReceived(text, MONDAY).danger;
  return d && { level: d.level, lines: d.lines };
};

describe('the step a received threat names decides the crisis lines', () => {
  it.each(['Tell the judge and see what happens.', 'Go ahead and call the police and see what happens.', "I'll make you pay."])(
    'harm threatened for a legal step the reader takes: the domestic violence line first: %s',
    (text) => {
      expect(shown(text)).toEqual({ level: 'crisis', lines: ['dv'] });
    },
  );

  it("a condition after the threat is the reader's step too", () => {
    // The detector also reads "make my life hell" as a sign for the lifeline; the DV line is there.
    expect(shown("I'll make your life hell if you go to court.")?.lines).toContain('dv');
  });

  it('the same threat with the condition first: the DV line', () => {
    // Sessions 19 to 24 the detector's full reply for this sentence carried every fitting line
    // (triage.ts `wide`: the lifeline after the DV line); since session 25's model (docs/coach-crisis.md,
    // "Session 25") its P(danger) is under `wide`, and the threat's own line is the one shown.
    expect(shown("Go to court and I'll make your life hell.")).toEqual({ level: 'crisis', lines: ['dv'] });
  });

  it.each([
    "If you keep this up I'll see you in court.",
    "Have her back by 6 pm or I'm calling the police.",
    "Keep lying and I'll make sure the judge hears about it.",
    "I'll take you to court if you don't bring them back.",
    "I'm going to be his stepmom whether you like it or not.",
    "You can't hide behind lawyers forever.",
    "I'll be at your door at 6 sharp and she better be ready If she's not, I'm calling my lawyer.",
    'Keep it up and see what happens when I go back to court for full custody.',
    "If you run a background check on him, I'll report you for harassment.",
    'Your weeks are not happening unless you pay me the back support first.',
  ])('a legal step the writer threatens stays a flag without the lines: %s', (text) => {
    const r = readReceived(text, MONDAY);
    expect(r.sentences.flatMap((s) => s.flags.map((f) => f.category))).toContain('threat');
    expect(r.danger).toBeNull();
  });
});
