// Session 20 (issue 25): warning signs by class (compose.ts, "Session 20"), a child's own
// self-harm given 988 beside Childhelp and abduction signs given the missing-children line
// (crisis.ts resolve), and everyday uses that no longer read as danger (idioms, frames, things
// lent or divided). Docs: docs/coach-crisis.md, "Session 20". Every sentence here is our own
// wording, not a corpus message: each danger shape with an ordinary twin that shares its words.
import { describe, expect, it } from 'vitest';
import { detectDanger } from '../../src/content/crisis/crisis';
import { framesOf } from '../../src/content/crisis/frames';
import { normalise } from '../../src/content/crisis/normalise';
import { everydayFrame } from '../../src/content/crisis/triage';

const found = (text: string) => detectDanger(text)?.categories ?? null;

describe('danger said by its warning signs', () => {
  it.each([
    ['took the pistol out of the safe last night and sat with it in my lap for an hour, then put it back', ['suicide']],
    ['i was sitting in my car in the closed garage with the engine running when my son called', ['suicide']],
    ['i feel ready to leave this world, the kids will be fine with their mom', ['suicide']],
    ['if i vanish nobody would notice, honestly easier for everyone', ['suicide']],
    ['my final drive with the kids is saturday, i want them to have good memories of me', ['suicide']],
    ['my 14 yo has burn marks on her wrists and says she deserves them', ['child_abuse', 'self_harm']],
    ['my son wears long sleeves in august and the bathroom bin is full of plaster wrappers', ['self_harm']],
    [
      'the razor blades are missing from my shaving kit and my daughter locked herself in her room, she wont answer',
      ['self_harm'],
    ],
    ['my ex texted a photo of a rope and wrote sorry for everything, now his phone is off', ['other_suicide']],
    ['my wife left a note that reads like a goodbye letter on the counter and drove off', ['other_suicide']],
    ['she says she will be gone before the court date and i will never have to deal with her again', ['other_suicide']],
    ['he told me im going to regret leaving and hell be gone too', ['harm_children_and_self']],
    [
      'my husband said if i file he will take our son to his home country and i will never see him again',
      ['threats', 'child_taken'],
    ],
    ['she closed her bank accounts and gave up her lease, her weekend with the kids starts tomorrow', ['child_taken']],
    ['he is picking our son out of school early to go on a trip, i never agreed to it', ['child_taken']],
    ['my ex keeps showing up wherever i go, the gym, the pharmacy, my sisters', ['stalking']],
    ['he texted me i know where you are sleeping tonight', ['stalking']],
    ['i put the dresser against the bedroom door when i sleep, scared he will come in', ['fear_home']],
    ['she told the kids mommy is going to pay for this', ['threats']],
    ['he drained our joint savings and now i cant afford a lawyer', ['coercive_control']],
    ['he checks my phone every night and controls the money', ['stalking', 'coercive_control']],
    ['he hid my passport and my birth certificate in his truck', ['coercive_control']],
    ['pay me $500 or i post the video, he wrote', ['image_threat']],
    ['he forced me again last night even though i cried', ['sexual_assault']],
    ['my 4 month old has a bulging soft spot and keeps vomiting since her dads weekend', ['child_abuse']],
    ['my daughter told me her grandpa does stuff to her in the bath', ['child_abuse']],
    ['i dont feel safe in my own home since he moved back', ['fear_home']],
    ['we have been sleeping in the car since she changed the locks', ['stranded']],
  ])('%s', (text, categories) => expect(found(text)).toEqual(categories));
});

describe('the ordinary twins: the same words about ordinary things', () => {
  it.each([
    'took the rifle out of the safe to clean it before hunting season with my brother',
    'i sat in the car in the garage with the engine running to warm it up before school drop off',
    'my coworker is ready to leave this job, she says the hours are killing her',
    'if i vanish for a weekend to a spa will the kids even notice lol',
    'my final drive with the carpool is saturday, the other mom takes over next month',
    'my son has scratches on his arms from the new kitten',
    'my son wears long sleeves because he is always cold, how do i pack for his dads',
    'the scissors are missing from the craft box and my daughter is in her room doing homework',
    'my ex texted a photo of the kids new bunk beds and wrote sorry for the delay',
    'my wife left a note on the counter about the dentist and drove off to work',
    'she says she will be gone before the court date on a work trip, can we move it',
    'we will all go together to the school play, can you remind him',
    'we are taking the kids to my home country for a visit this summer, we both agreed',
    'he closed his old bank account and opened one at another bank, do i need the new details',
    'he is picking our son up early for the dentist, we agreed on it last week',
    'my ex keeps parking across from the school at pickup, can we agree on one spot',
    'i know every stop on the school bus route, should i share it with my ex',
    'we put a chair against the door so the toddler cant get out at night',
    'the teacher said my son will pay for the broken window, is that fair',
    'the cat killed a bird in the yard and the kids cried',
    'she controls the money for the kids activities and i pay the car insurance',
    'he drained the pool before selling the house, do i get half',
    'he took my passport to the embassy for the kids travel consent renewal',
    'he wants money for the braces or he will send the bill to the lawyer',
    'he forced me to change the pickup time again',
    "my baby's head looks bigger in the new car seat, is it too small",
    "my son said he'd kill for a puppy, can we get one at my place",
    'my mom watches the kids like a hawk at the pool',
    'he has a gun collection, how is it divided as property in the divorce',
    'she wont give back the kids birth certificates i lent her for soccer registration',
    'should the kids jackets stay in the car so they dont get lost between houses',
    'i dont feel unsafe with him, we just argue about bedtime',
    'she is keeping the kids passports so i cant take them on the trip we both agreed to',
  ])('%s', (text) => expect(found(text)).toBeNull());
});

describe('frames: someone outside the family, a question about words', () => {
  it("the danger happened to a neighbour or a friend: framed even with the parent's children named", () => {
    expect(everydayFrame('my neighbor is being stalked by her ex and the police came, how do i explain it to my kids')).toBe(
      true,
    );
    expect(everydayFrame("my friend's husband threatens her with his gun, how do i help my kids understand")).toBe(true);
    expect(everydayFrame('my ex is stalking me and my neighbor saw him, how do i tell my kids')).toBe(false);
    expect(everydayFrame('what counts as stalking legally? its for a school project')).toBe(true);
    expect(everydayFrame('a man on our street was arrested for hitting his wife, my kids saw the police')).toBe(true);
    expect(everydayFrame('my son read about a girl who was kidnapped and is scared to walk to school')).toBe(true);
    expect(everydayFrame('he hit me and the neighbor saw, how do i tell my kids')).toBe(false);
  });
  it.each([
    ['what counts as stalking legally? its for a school project', ['words']],
    ['whats the difference between grooming and sextortion', ['words']],
    ['my son bumped heads with a friend at the park', ['play', 'other']],
    ['he showed up at my work again and i am scared', []],
  ])('%s', (text, frames) => expect(framesOf(normalise(text))).toEqual(frames));
});
