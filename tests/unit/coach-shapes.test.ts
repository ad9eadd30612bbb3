// Failure shapes of issue 25 fixed in the crisis detector (src/content/crisis): each message
// names the exact first reply expected (level, categories, lines besides 911).
import { describe, expect, it } from 'vitest';
import { detectDanger, resolvedPast, withoutIdioms } from '../../src/content/crisis/crisis';
import { triage, triageWith } from '../../src/content/crisis/triage';

const crisis = (categories: string[], lines: string[]) => ({ level: 'crisis', categories, lines });

describe('parental abduction: a child and two signs of leaving, or a return long overdue', () => {
  it.each([
    ['he quit his job and sold his house and now wants the kids for two weeks in the summer', crisis(['child_taken'], ['ncmec'])],
    ['she closed all her bank accounts and got the kids passports, they fly out friday', crisis(['child_taken'], ['ncmec'])],
    ['his parents house is empty and his facebook says hes in guatemala with my kids', crisis(['child_taken'], ['ncmec'])],
    [
      'he was supposed to have them back at 6, its 11 and his phone goes straight to voicemail',
      crisis(['child_taken'], ['ncmec']),
    ],
  ])('%s', (text, want) => expect(triage(text)).toEqual(want));

  it('a calm trip or a passport question is not an abduction', () => {
    expect(triage('how do we get passports for the kids if we share custody').level).not.toBe('crisis');
    expect(triage('we are flying to mexico with the kids for christmas, is that ok with the order').level).not.toBe('crisis');
  });
});

describe('Spanish: a few common words put in English before the rules read them', () => {
  it.each([
    ['mi ex me pego delante de los ninos', crisis(['violence'], ['dv'])],
    ['se llevo a mi hijo a mexico y no lo va a regresar', crisis(['child_taken'], ['ncmec'])],
  ])('%s', (text, want) => expect(triage(text)).toEqual(want));
});

describe('idioms that are not danger', () => {
  it.each([
    'her attorney beat us to filing the motion',
    'my ex has the car in his name, do i have to give it back',
    'my kid keeps losing his phone at his dads, should we get a tracker app for it',
  ])('%s', (text) => expect(triage(text).level).not.toBe('crisis'));
});

describe('indirect warning signs of suicide', () => {
  it.each([
    'been giving my tools and my guitar to my brother, wont need them where im going',
    'there is nothing left to live for since she took the kids',
    'after im gone make sure the kids know it wasnt their fault',
    'ive been reading about how much of my meds it would take',
    'honestly everyone would be less stressed if i just disappeared for good',
    'no quiero seguir viviendo, mis hijos estan mejor sin mi',
  ])('%s', (text) => expect(triage(text)).toEqual(crisis(['suicide'], ['lifeline'])));
});

describe('a child harmed, in the child own words or a disguised telling', () => {
  it.each([
    'my daughter asked me what happens if a girl tells and her mom doesnt believe her',
    'my kid said she isnt allowed to eat dinner at her moms house when shes bad',
    'my 5 yo said uncle mike plays a game where she has to keep her eyes closed',
  ])('%s', (text) => expect(triage(text)).toEqual(crisis(['child_abuse'], ['childhelp'])));
});

describe('kinds of danger with no rule before', () => {
  it.each([
    [
      'she told me shed take the baby and drive into the lake before letting me have custody',
      ['harm_children_and_self'],
      ['lifeline', 'dv'],
    ],
    ['he pulled the battery out of my car so i cant get to work or leave', ['coercive_control'], ['dv']],
    ['he stands in front of the door and wont let me out when we fight', ['coercive_control'], ['dv']],
    ['he messes with the condoms, i found a pin in the box', ['reproductive_coercion'], ['dv']],
    ['he says im his wife so i have to have sex when he wants', ['sexual_assault'], ['dv', 'rainn']],
    ['hes got the only car and he left me at his parents farm with no way back', ['stranded'], ['dv']],
    ['he sent flowers to my new job and i never told him where i work', ['stalking'], ['dv']],
    ['she told me i better not show up to the hearing if i know whats good for me', ['threats'], ['dv']],
  ])('%s', (text, categories, lines) => expect(triage(text)).toEqual(crisis(categories, lines)));

  it('a threat to post intimate photos over child support is for the adult line, not Childhelp', () => {
    expect(triage('he keeps threatening to upload the naked photos unless i drop the child support')).toEqual(
      crisis(['image_threat'], ['dv']),
    );
  });
});

describe('second fresh batch: shapes the first round of rules still missed', () => {
  it.each([
    [
      'my ex came into my room while i was asleep and i woke up with him touching me',
      ['stalking', 'sexual_assault'],
      ['dv', 'rainn'],
    ],
    ['i looked up which bridge is the highest around here', ['suicide'], ['lifeline']],
    ['ya no puedo mas, quiero morirme', ['suicide'], ['lifeline']],
    ['he said before the court takes them hell make sure none of us are around', ['harm_children_and_self'], ['lifeline', 'dv']],
    ['he said people disappear all the time and no one asks questions', ['threats'], ['dv']],
    ['he makes me share my live location 24/7 and calls if i stop anywhere', ['stalking'], ['dv']],
    ['he broke my laptop so i cant talk to my lawyer', ['coercive_control'], ['dv']],
    ['she lied about being on the pill so id never be able to leave', ['reproductive_coercion'], ['dv']],
    ['my little one said moms boyfriend sleeps in her room', ['child_abuse'], ['childhelp']],
    ['hes banging on the bedroom door and the kids are crying', ['fear_home'], ['dv']],
  ])('%s', (text, categories, lines) => expect(triage(text)).toEqual(crisis(categories, lines)));
});

describe('court, money and stress idioms do not make a calm message uncertain', () => {
  it.each([
    'my ex hit me with a subpoena for my bank records',
    'the retainer fee killed me this month',
    'this divorce is killing me slowly, so much paperwork',
  ])('%s', (text) => expect(triage(text)).toEqual({ level: 'calm', categories: [], lines: [] }));
});

// Session 12: shapes the retired sealed parts showed (their wording is not copied here; each
// message below was written for this test). Rules only: the statistical layer is not involved
// when a rule fires, so these replies do not change when the model is retrained.
describe('session 12: indirect signs read by the concept rules', () => {
  it.each([
    // suicide: a means "not for protection", pills saved, a painless way, a place pulling at one,
    // calm after deciding, goodbyes, letters for later, not wanting to wake up
    ['i picked up a pistol at the pawn shop yesterday and honestly it is not for protection', crisis(['suicide'], ['lifeline'])],
    ['been saving up my old anxiety pills in a drawer for a month', crisis(['suicide'], ['lifeline'])],
    ['found a way to go that wouldnt hurt, i just need the weekend', crisis(['suicide'], ['lifeline'])],
    ['i drove to the overpass again today, it keeps pulling at me', crisis(['suicide'], ['lifeline'])],
    ['i feel so calm since i made the decision', crisis(['suicide'], ['lifeline'])],
    ['i called my dad and my oldest friend tonight just to say goodbye, they had no idea', crisis(['suicide'], ['lifeline'])],
    ['recorded a video for each of my girls to watch when theyre older', crisis(['suicide'], ['lifeline'])],
    ['i wouldnt mind if i just didnt wake up tomorrow', crisis(['suicide'], ['lifeline'])],
    ['i dont really think i want to be alive', crisis(['suicide'], ['lifeline'])],
    // self-harm: till it bleeds, a head against the wall, covering the scars
    ['i scratch myself till it bleeds after every exchange', crisis(['self_harm'], ['lifeline'])],
    ['i bang my head against the wall until it stops', crisis(['self_harm'], ['lifeline'])],
    ['wearing long sleeves again to cover the scars', crisis(['self_harm'], ['lifeline'])],
    // sexual assault: stop not heeded, a drugged drink, waking undressed, sex as the price
    ['i said stop twice and he didnt stop', crisis(['sexual_assault'], ['dv', 'rainn'])],
    ['he slipped something into my drink at the bar', crisis(['sexual_assault'], ['dv', 'rainn'])],
    ['i woke up on his couch undressed', crisis(['sexual_assault'], ['dv', 'rainn'])],
    ['he says he will only sign the custody papers if i sleep with him', crisis(['sexual_assault'], ['dv', 'rainn'])],
    ['if i dont give in he yells so i just let him do it', crisis(['sexual_assault'], ['dv', 'rainn'])],
    // a child: a "not bad touch", blood in underwear, a baby's mouth injury, locked in, marks
    // after every weekend
    ['my daughter said its not a bad touch its a game', crisis(['child_abuse'], ['childhelp'])],
    ['there was blood in her underwear after the weekend', crisis(['child_abuse'], ['childhelp'])],
    ['my 4 month old has a tear under her upper lip', crisis(['child_abuse'], ['childhelp'])],
    ['he locks our son in the basement when he cries', crisis(['child_abuse'], ['childhelp'])],
    ['my son has bruises on his back after every weekend at his dads', crisis(['child_abuse'], ['childhelp'])],
    // abduction warning signs: late with location off, an airport picture against the order,
    // passports without a signature, picked up on the wrong day
    ['he is three hours late and turned off his location', crisis(['child_taken'], ['ncmec'])],
    ['she posted a photo from the airport with our son and the order says no travel', crisis(['child_taken'], ['ncmec'])],
    ['he got the kids passports without my signature', crisis(['child_taken'], ['ncmec'])],
    ['my ex picked them up from school on the wrong day', crisis(['child_taken'], ['ncmec'])],
    // pets, control, reproductive coercion, images, stranded
    ['he holds the cat out of the window when he is mad', crisis(['pet_threat'], ['dv'])],
    ['he locks me in the bedroom when he leaves', crisis(['coercive_control'], ['dv'])],
    ['he stands in front of the door when i try to leave', crisis(['coercive_control'], ['dv'])],
    ['i have to ask permission to leave the house', crisis(['coercive_control'], ['dv'])],
    ['he drained our joint account the day i said i was leaving', crisis(['coercive_control'], ['dv'])],
    ['he ripped the patch off my arm', crisis(['reproductive_coercion'], ['dv'])],
    ['he tracks my periods and gets mad when im not pregnant', crisis(['reproductive_coercion'], ['dv'])],
    ['he wants me to send more pics or he will share the old ones', crisis(['image_threat'], ['dv'])],
    ['he made a fake nude of me', crisis(['image_threat'], ['dv'])],
    ['he left me at a rest area 40 miles from home with no phone', crisis(['stranded'], ['dv'])],
  ])('%s', (text, want) => expect(triage(text)).toEqual(want));

  it.each([
    'i feel so calm since i decided to file',
    'the kids called my mom to say bye before the trip',
    'in case im not around to pick them up can my mom do it',
    'i dont see the point of living together for the kids',
    'i told him no and he wouldnt stop texting',
    'he put my drink in the fridge',
    'he wanted to plan the party so i just let him do it',
    'we are teaching her about good touch bad touch',
    'his arm is broken from soccer',
    'the cat is limping, who pays the vet',
    'im locked in to this lease',
    'do i need to ask permission to go abroad with the kids',
    'he cut off the money for child support',
    'my passport is missing where do i get a new one',
    'he dropped me at work and took the car',
  ])('no rule reads danger in "%s"', (text) => expect(detectDanger(text)).toBeNull());
});

describe('session 12: idioms taken out before any layer reads the message', () => {
  it.each([
    ['the attorney bill knocked me out this month', 'the attorney this month'],
    ['he took a shot at me in his declaration', 'he'],
    ['my mom is going to murder me if i miss thanksgiving', 'miss thanksgiving'],
    ['he got a black eye from basketball', 'he got a'],
    ['will therapy hurt me in the custody case', 'will therapy case'],
    ['she got her flu shot at the doctor', 'she the doctor'],
    ['he hit me with a contempt motion', 'he'],
    ['she will bury me in paperwork', 'she will'],
    ['their team beat my sons team', 'their team'],
    ['what happens next in my divorce', ''],
  ])('%s', (text, left) => expect(withoutIdioms(text).replace(/\s+/g, ' ').trim()).toBe(left));
});

describe('session 13: shapes of everyday speech taken out, by what makes them everyday', () => {
  it.each([
    ['my mom will kill me if im late to dinner', 'late to dinner'],
    ['she said shed murder them if they didnt clean their rooms', 'she said shed their rooms'],
    ['ive been killing myself to get the house ready', 'ive been the house ready'],
    ['im going to kill you at video games', 'im going to'],
    ['the judge really beat us up over the support', 'over the support'],
    ['she wants to die of embarrassment', 'she wants to'],
    ['he has bruises on his shins from learning to walk', 'he has'],
    ['he says im going to hurt the kids by moving', 'he says im going to'],
  ])('%s', (text, left) => expect(withoutIdioms(text).replace(/\s+/g, ' ').trim()).toBe(left));

  it('a threat with a condition the other parent sets is still read: "hell kill me if im late again"', () => {
    expect(detectDanger("he said he'll kill me if i'm late again")?.categories).toEqual(['threats']);
  });
});

describe('session 13: danger told as over, things not given back, a trip both parents signed for', () => {
  it.each([
    "he was violent back in 2019 but he did the program and we've had zero issues for 4 years",
    'i used to be scared of him, not anymore. we talk like adults now',
    'we agreed to share the dog but he didnt bring her back on sunday',
    'she took the tv, the good pans and my tools and wont give them back',
    'she got the kids passports renewed, we both signed at the post office',
    'he took the kids bikes to his place and never brought them back',
  ])('no rule reads danger in "%s"', (text) => expect(detectDanger(text)).toBeNull());

  it.each([
    ['he was violent back in 2019 and last night he hit me again', ['violence']],
    ['he didnt bring her back on sunday and my daughter is 6', ['child_taken']],
    ['i relapsed on cutting after 2 years clean', ['self_harm']],
    ['he sold his truck and packed suitcases and he has the kids this weekend', ['child_taken']],
  ])('"%s" is still danger', (text, categories) => expect(detectDanger(text)?.categories).toEqual(categories));

  it('resolvedPast needs a sign that it is over and no new incident', () => {
    expect(resolvedPast('he used to hit me, no issues for 4 years now')).toBe(true);
    expect(resolvedPast('he used to hit me, no issues for 4 years until tonight')).toBe(false);
    expect(resolvedPast('he used to hit me')).toBe(false);
  });
});

describe('session 13: warning signs said indirectly, composed over a clause or two neighbouring clauses', () => {
  it.each([
    ['do i still need to sign the form if im not going to be around much longer', ['suicide']],
    ['i wish i wasnt here, im so tired of waking up', ['suicide']],
    ['he keeps saying he would rather die than share custody', ['other_suicide']],
    ['she said she and my daughter will go to sleep together and not wake up', ['harm_children_and_self']],
    ['the kids were due back at 5. its 10 now and his phone goes to voicemail', ['child_taken']],
    ['my son called me from the airport, he doesnt know where they are taking him', ['child_taken']],
    ['i got home and my wife and the kids are gone, no note', ['child_taken']],
    ['he has sex with me while im asleep', ['sexual_assault']],
    ['i blacked out after two drinks and woke up with my clothes on the floor', ['sexual_assault']],
  ])('"%s"', (text, categories) => expect(detectDanger(text)?.categories).toEqual(categories));

  it.each([
    'the kids were due back at 5. he texted they are running late, traffic',
    'my daughter was crying at the airport because she didnt want to leave grandma',
    'i fell asleep on the couch and he had sex with someone else',
    'we are all gone for the weekend, no note needed',
  ])('no rule reads danger in "%s"', (text) => expect(detectDanger(text)).toBeNull());
});

describe('session 14: figures of speech and explained injuries are not danger (sealed-6 false alarms, retired to training)', () => {
  it.each([
    'we can kill two birds with one stone and do the dentist and the haircut on saturday',
    'my mom will kill me if the kids miss her birthday dinner, can we swap the 14th',
    "he's been beating a dead horse about the bedtime thing, i already agreed to 8:30",
    "she's been killing herself studying for finals, maybe let her skip the visit to your aunt this weekend",
    "his lawyer really took a shot at me in the deposition but it's fine, it's just how they do it",
    "when i was a teenager i hurt myself sometimes, it's been 15 years. how do i bring it up with my son's therapist",
    "my son bruises really easily, the doctor ran blood tests and it's all normal, but you'll see some on his legs",
    "my flight got delayed, can the kids stay one more night at yours and i'll get them at 9 tomorrow",
    "my ex hit me up about switching weekends for his cousin's wedding, is the 22nd ok for you",
    'he got hit by a pitch at little league and has a bruise on his arm, coach iced it',
    'my son got hit by a ball at baseball and has a black eye, his dad is going to think i did it',
    "the baby has a bruise on her shin from the coffee table now that she's walking everywhere",
  ])('%s', (text) => expect(detectDanger(text)).toBeNull());

  it('the same words as a threat, a disclosure or an unexplained infant injury still are', () => {
    expect(detectDanger("you'll see what happens")?.categories).toEqual(['threats']);
    expect(detectDanger("i'll get you for this")?.categories).toEqual(['threats']);
    expect(detectDanger('my dad will kill me if i tell')?.categories).toEqual(['threats']);
    expect(detectDanger('he will kill me if i leave')?.categories).toEqual(['threats']);
    expect(detectDanger('my 3 month old has a bruise from the coffee table')?.categories).toEqual(['child_abuse']);
  });
});

describe('session 14: danger on a calm topic with words the unease list lacked gets the check, not calm', () => {
  it.each([
    'pls just tell me where the kids should live if something happens to me this week',
    "skipped the pool party with the kids because I can't let anyone see my thighs",
    "what time is drop off sunday? also i went to the library and printed a will form, i want it signed before the custody hearing in case i'm not here for it",
    "my ex says he'll tell the court i'm illegal so i lose custody, i'm actually on a conditional green card through him",
    'i do everything i can to keep him calm, the kids tiptoe, we all whisper when his car pulls in. is that normal?',
  ])('%s', (text) => expect(triage(text).level).toBe('check'));

  it('everyday schedule questions stay calm', () => {
    expect(triage('can we swap weekends in march?').level).toBe('calm');
    expect(triage('what time is drop off on sunday?').level).toBe('calm');
  });
});

describe('session 14: the safety net alone (no rule) shows the numbers for warning signs said softly', () => {
  it.each([
    'if the judge gives him full custody i wont be around to see it',
    'if i lose custody on friday im not going to stick around to see what comes next',
    'the school said her dad signed her out at 10am, today isnt his day',
    'my ex texted ur not gonna live to see the custody ruling',
    "my son's stepmom makes him kneel on rice for hours as punishment",
    'ex posted from an airport with the kids. we have a court order they cant leave the state',
  ])('%s', (text) => expect(triageWith(text, undefined, undefined, false).level).toBe('check'));
});

describe('session 14: everyday plans with danger words stay calm (outings, lateness, costs, school contacts)', () => {
  it.each([
    "can you sign the permission slip for the museum trip, it's in her folder",
    "pickup window is 5 to 5:30 at the gym, if you're late just text, it's fine",
    'camp pickup is at 3 on fridays, can your mom grab her that day',
    'she needs her flu shot before school starts, clinic is open saturdays',
    'the school asked for a second emergency contact besides us, your sister or my brother?',
    'how do i keep track of school events on both calendars',
  ])('%s', (text) => expect(triage(text)).toEqual({ level: 'calm', categories: [], lines: [] }));
});

describe("session 14: a threat to share a teenager's pictures on a school topic gets the check (sealed-6, held out)", () => {
  it('is the check with the safety net alone', () => {
    const text = "my 16 yo's ex boyfriend says he'll spread her pics around the school unless she keeps seeing him";
    expect(triageWith(text, undefined, undefined, false).level).toBe('check');
  });
});
