// Session 23 (issue 25, crisis-en): sealed-15's false alarms read as classes (docs/coach-crisis.md,
// "Session 23"): a denial by list, a pet not brought back, a threat of court or money, an idiom of
// dying of old age, the radio or a town hall, a question about what a term covers.
import { describe, expect, it } from 'vitest';
import { deniesDanger, detectDanger, withoutIdioms } from '../../src/content/crisis/crisis';
import { everydayFrame } from '../../src/content/crisis/triage';

describe('a denial by list', () => {
  it('the negation reads every item of the list', () => {
    expect(detectDanger('he has never hit, threatened or followed me')).toBeNull();
    expect(
      detectDanger(
        "he doesn't control my money or check my phone or anything like that, we just need a fair way to split the school costs",
      ),
    ).toBeNull();
    expect(deniesDanger("he doesn't control my money or check my phone or anything like that")).toBe(true);
  });
  it('a list after a new incident is no denial', () => {
    expect(detectDanger('he never hit me until last night, then he followed me home')?.categories).toContain('stalking');
  });
});

describe('a pet not brought back', () => {
  it('is not a child taken, with the children named', () => {
    expect(
      detectDanger(
        "can the court order shared care of a pet? my ex keeps the dog and won't bring him back after the kids' weekends",
      ),
    ).toBeNull();
    expect(
      detectDanger(
        "the kids live with me but the dog lives with their dad and he won't bring her back for visits, the kids are upset",
      ),
    ).toBeNull();
  });
  it('the children not brought back still are', () => {
    expect(detectDanger("he won't bring the kids back and his phone goes to voicemail")?.categories).toEqual(['child_taken']);
  });
});

describe('everyday uses and frames', () => {
  it('a threat of court or money and an idiom of dying of old age are taken out', () => {
    expect(withoutIdioms('he threatens to take me back to court if i move').replace(/\s+/g, ' ').trim()).toBe('he if i move');
    expect(withoutIdioms("my nan always said she'd pop her clogs before she saw me divorced")).not.toMatch(/clogs/);
    expect(withoutIdioms("he says he'll stop paying if i dont agree")).not.toMatch(/stop paying/);
  });
  it('the radio, a town hall, a question about what a term covers are frames', () => {
    expect(everydayFrame('i heard on the radio about the new strangulation law in wa, is it the same here')).toBe(true);
    expect(everydayFrame('our mp is doing a town hall on firearms and domestic violence, should i go as a parent')).toBe(true);
    expect(everydayFrame("what does 'image-based abuse' actually cover, our school is running a parents evening about it")).toBe(
      true,
    );
    expect(everydayFrame('he hit me last night and the kids saw it')).toBe(false);
  });
});
