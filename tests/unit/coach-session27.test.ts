// Session 27 (issue 25, crisis-en; docs/coach-crisis.md "Session 27 (helper crisis-en)"): signs from public
// pages the detector did not cover (the Home Office's controlling or coercive behaviour guidance, SPARC's
// stalking behaviours, NCMEC and the NSPCC on a child's images and a child's self-harm), the scope of a
// bare negation answered by a correction, and a pet shared as property. Each message below was written
// for this test, not copied from a corpus part. The reply-level tests give decide() fixed probabilities,
// so none depends on the statistical layer's weights.
import { describe, expect, it } from 'vitest';
import { detectDanger } from '../../src/content/crisis/crisis';
import { decide, triageFacts } from '../../src/content/crisis/triage';

const categories = (text: string) => detectDanger(text)?.categories ?? null;
/** The rules' finding and lines as the first reply composes them (the layer's reading does not change them). */
const ruled = (text: string) => {
  const f = triageFacts(text);
  return { ruled: f.ruled, lines: decide({ ...f, framed: false, danger: 0.99 }).lines };
};

describe("a child's own images held over them: the hotline and Childhelp", () => {
  it.each([
    ['my ex is threatening to post the pictures my 16 year old sent her boyfriend', ['threats', 'image_threat']],
    ['a boy from her class says he will share the video of my daughter unless she sends more', ['image_threat']],
    ['my 14yo son is being blackmailed, someone says they will send pics of him to his school', ['image_threat']],
  ])('%s', (text, found) => {
    const r = ruled(text);
    expect(r.ruled).toEqual(found);
    expect(r.lines).toEqual(['dv', 'childhelp']);
  });

  it('an adult child, or family photos with no threat, is not', () => {
    expect(ruled('she is threatening to post pictures of my 19 year old daughter unless i pay').lines).toEqual(['dv']);
    expect(triageFacts('he posts photos of the kids on facebook without asking me').childImages).toBe(false);
  });
});

describe('stalking told as one act at a list of the parent own places', () => {
  it.each([
    'since i said no to a date he is at every pickup, my work, my church',
    'she keeps turning up at my office and my gym and outside my parents house',
  ])('%s', (text) => expect(categories(text)).toEqual(['stalking']));

  it('the exchanges alone, or the parent going there, are not', () => {
    expect(categories('he shows up late to every pickup and every exchange')).toBeNull();
    expect(categories('i was at my work, my church and my gym all week')).toBeNull();
  });
});

describe("a child's own self-harm told as meant or again: 988 and Childhelp", () => {
  it.each([
    'my daughter took a load of paracetamol on purpose last night',
    'my stepdaughter is cutting again and there was blood on the towels',
    'my 13 year old has been burning herself again when she is upset',
  ])('%s', (text) => {
    const r = ruled(text);
    expect(r.ruled).toEqual(['self_harm']);
    expect(r.lines).toEqual(['lifeline', 'childhelp']);
  });

  it('a chore, a prescription or an accident is not', () => {
    expect(categories('my son is cutting the grass again this weekend')).toBeNull();
    expect(categories('my son took his pills before school again today')).toBeNull();
  });
});

describe('control: the Home Office guidance examples, two different ones told of another adult', () => {
  it.each([
    'he says hell have me committed and he wont let me see a doctor',
    'i have to ask him permission before i buy anything and he took my bank card',
    'she made me quit my job and she makes me give her all my passwords',
    'he turned off the heating and he decides what i wear',
  ])('%s', (text) => expect(categories(text)).toEqual(['coercive_control']));

  it('one behaviour alone, or the parent doing it, is not', () => {
    expect(categories('he asked me for the wifi password and he made me a coffee at the exchange')).toBeNull();
    expect(categories('i give my son 20 dollars a week and i made him quit his job at the cinema')).toBeNull();
  });
});

describe('a bare negation answered by a correction denies only what came before the comma', () => {
  it.each([
    ["It wasn't, he choked me.", ['strangulation']],
    ['No, he did it again, he hit me in the car.', ['violence']],
  ])('%s', (text, found) => expect(triageFacts(text).ruled).toEqual(found));

  it('a denial of the act itself still holds', () => {
    expect(triageFacts('No, he never hit me, we just argue about the schedule.').ruled).toBeNull();
    // Not bare: "wasn't" has its own object ("him who choked me"), so the denial holds as the rules read it.
    expect(triageFacts("It wasn't him who choked me, it was a stranger at the bar.").ruled).toBeNull();
  });
});

describe('a pet shared as property or time, with no harm: the check, never the layer alone full reply', () => {
  const sure = { danger: 0.99, categories: ['pet_threat', 'threats'], kindOdds: [0.97, 0.02] };
  it.each([
    'Who gets the dog if he bought it but I registered it? We are dividing everything else.',
    'He wants the dog every other weekend and I do not think that is fair.',
    'she kept the cat when she moved out and i want joint time with him',
  ])('%s', (text) => {
    const f = triageFacts(text);
    expect(f.petShared).toBe(true);
    expect(decide({ ...f, ...sure }).level).toBe('check');
  });

  it('a pet hurt, threatened or kept to punish is read as before', () => {
    for (const text of [
      'He says he will hurt the dog if I take the kids, and the dog is registered to him.',
      'He locked the dog in the freezing car to punish me for going to a lawyer about custody.',
    ]) {
      const f = triageFacts(text);
      expect(f.petShared).toBe(false);
      expect(decide({ ...f, ...sure, ruled: null }).level).toBe('crisis');
    }
  });
});
