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
  // Session 25's model (session 24's calibration kept): calm. Session 27's model, calibrated on its own held-out
  // parts with the calm threshold 0.05 chosen on them (docs/coach-crisis.md, "Session 27 (issue 25, the lead)"):
  // P(danger) 0.1, the check with the numbers and the topic reply, never the full reply (as in sessions 17 to 24).
  it('my ex hit me with a subpoena for my bank records', () =>
    expect(triage('my ex hit me with a subpoena for my bank records')).toEqual({
      level: 'check',
      categories: ['stalking'],
      lines: ['dv'],
    }));

  it('the layer reads them as unsure: the check, never the full reply', () => {
    expect(triage('the retainer fee killed me this month')).toEqual({
      level: 'check',
      categories: ['suicide', 'violence'],
      lines: ['lifeline', 'dv'],
    });
    expect(triage('this divorce is killing me slowly, so much paperwork')).toEqual({
      level: 'check',
      categories: ['suicide'],
      lines: ['lifeline', 'dv'],
    });
  });
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
  it('pls just tell me where the kids should live if something happens to me this week', () =>
    expect(triage('pls just tell me where the kids should live if something happens to me this week').level).toBe('check'));
  it("a threat to report the parent's immigration status: the full reply since session 28 (the check before)", () => {
    // Session 28's retrain reads it at P(danger) 0.41, immigration_threat at 0.70, over that kind's new
    // threshold (0.4, chosen on the held-out parts; 0.5 before): the full reply with the hotline.
    const reply = triage(
      "my ex says he'll tell the court i'm illegal so i lose custody, i'm actually on a conditional green card through him",
    );
    expect([reply.level, reply.categories[0]]).toEqual(['crisis', 'immigration_threat']);
  });

  it('a will printed in case one is not here: the check with 988 first (the full reply from session 17 to 21)', () => {
    // Session 22's retrain (sealed-14 in training) reads it at P(danger) 0.37, under suicide's own
    // threshold (0.4): the check, 988 first; sure of the kind (0.98), so only suicide's lines and the hotline.
    expect(
      triage(
        "what time is drop off sunday? also i went to the library and printed a will form, i want it signed before the custody hearing in case i'm not here for it",
      ),
    ).toEqual({ level: 'check', categories: ['suicide'], lines: ['lifeline', 'dv'] });
  });

  it('hiding the body from everyone is read as self-harm since session 16', () => {
    expect(triage("skipped the pool party with the kids because I can't let anyone see my thighs")).toEqual(
      crisis(['self_harm'], ['lifeline']),
    );
  });

  it('everyday schedule questions stay calm', () => {
    expect(triage('can we swap weekends in march?').level).toBe('calm');
    expect(triage('what time is drop off on sunday?').level).toBe('calm');
  });
});

describe('session 14: the safety net alone (no rule) shows the numbers for warning signs said softly', () => {
  it('the layer alone gives the check with 988 to not being around (sessions 17 to 24: the full reply)', () => {
    // session 25's model (the message coach's 3,260 neutral messages and sealed-17 trained, session 24's calibration kept: docs/coach-crisis.md, "Session 25"): P(danger) 0.32 under suicide's 0.4; the rules give it the full reply.
    expect(triageWith('if the judge gives him full custody i wont be around to see it', undefined, undefined, false)).toEqual({
      level: 'check',
      categories: ['suicide'],
      lines: ['lifeline', 'dv'],
    });
  });

  it.each([
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
  it('is the check with the hotline and Childhelp with the safety net alone (sessions 17 to 24: the full reply)', () => {
    // session 25's model (the message coach's 3,260 neutral messages and sealed-17 trained, session 24's calibration kept: docs/coach-crisis.md, "Session 25"): P(danger) 0.38 under image threats' own threshold, 0.5.
    const text = "my 16 yo's ex boyfriend says he'll spread her pics around the school unless she keeps seeing him";
    expect(triageWith(text, undefined, undefined, false)).toEqual({
      level: 'check',
      categories: ['image_threat'],
      lines: ['dv', 'childhelp'],
    });
  });
});

describe('session 15: danger told as past is danger now when fear, an injury or the one who did it is back', () => {
  it.each([
    ["3 years ago he beat me and now I'm scared because he got out of jail", crisis(['violence', 'threats'], ['dv'])],
    ['he choked me in front of the baby, im fine now i think, but i keep coughing', crisis(['strangulation'], ['dv'])],
  ])('%s', (text, want) => expect(triage(text)).toEqual(want));

  it('reads the present as danger now, and recovery as over', () => {
    expect(resolvedPast("3 years ago he beat me and now I'm scared because he got out of jail")).toBe(false);
    expect(resolvedPast('it was years ago, he moved back to town last month')).toBe(false);
    expect(resolvedPast("years ago i was in an abusive relationship, that's all done, therapy helped a lot")).toBe(true);
    expect(resolvedPast('the stalking stopped when he moved away in 2020')).toBe(true);
  });
});

describe('session 15: warning signs said softly get the full reply with the right lines (sealed-7, retired to training)', () => {
  it.each([
    [
      'quick one - which form do i need for the daycare? sorry, i also keep thinking the baby and i should just disappear, like for good',
      crisis(['harm_children_and_self'], ['lifeline', 'dv']),
    ],
    [
      "found a note in his car, it's addressed to our daughter. he's supposed to pick her up from school in an hour",
      crisis(['other_suicide'], ['lifeline', 'dv']),
    ],
    [
      "over 100 texts today. the last one: 'i know where your mom lives. think about that before court'",
      crisis(['threats', 'stalking'], ['dv']),
    ],
    [
      'he quit his job, sold his truck and is being super nice about the summer trip. i have a bad feeling',
      crisis(['child_taken'], ['ncmec']),
    ],
    [
      "my ex texted that he's going to drive the car into a tree with the boys in it and that it will be my fault. they're with him right now",
      crisis(['harm_children_and_self'], ['lifeline', 'dv']),
    ],
  ])('%s', (text, want) => expect(triage(text)).toEqual(want));

  it('the same words in everyday plans are not danger', () => {
    expect(detectDanger('the kids and i are going to disappear to the lake for the weekend')).toBeNull();
    expect(detectDanger('i know where your mom lives, i can drop the kids there on friday')).toBeNull();
    expect(detectDanger('the school sent a letter addressed to our daughter, he says it is about the field trip')).toBeNull();
    expect(detectDanger('he took the truck and the tv and wont give them back')).toBeNull();
  });
});

describe('session 15: sexual assault said with a refusal, a price or an acquaintance gets RAINN', () => {
  it.each([
    [
      "he chokes me during sex even though i told him i hate it and he won't stop when i hit his arm",
      crisis(['strangulation', 'sexual_assault'], ['dv', 'rainn']),
    ],
    [
      'he touches me after i tell him no, grabs me in the kitchen in front of the kids, and laughs',
      crisis(['sexual_assault'], ['dv', 'rainn']),
    ],
    [
      "he says sex is the 'price' for seeing the kids on his weekend and if i don't he keeps them longer",
      crisis(['sexual_assault'], ['dv', 'rainn']),
    ],
    [
      "a guy from my co-parenting class drove me home and assaulted me in the car. i don't know who to tell",
      crisis(['violence', 'sexual_assault'], ['dv', 'rainn']),
    ],
    [
      "about the exchange - i can't be alone with him anymore. last time he pushed me into the bedroom and forced me. the baby was crying",
      crisis(['violence', 'sexual_assault'], ['dv', 'rainn']),
    ],
  ])('%s', (text, want) => expect(triage(text)).toEqual(want));

  it('a refusal about something else is not sexual', () => {
    expect(detectDanger('i told him no about the extra weekend and he wont stop texting me about it')).toBeNull();
    expect(detectDanger('he forced me to sign the school form before the hearing')).toBeNull();
  });
});

describe('session 15: sport, accidents, legal idioms and recovered pasts are not danger (sealed-7 false alarms, retired to training)', () => {
  it.each([
    'the judge threw the book at us both about the late exchanges, now we have to use the app for everything',
    "my wedding album and the christmas ornaments are still at the old house, he says he 'can't find them'",
    "years ago i was in an abusive relationship, that's all done, therapy helped a lot. now just need help with a holiday schedule with my current co-parent",
    "my son went through a rough patch with self-harm in middle school, he's 17 now and doing great. how do we split his college application fees",
    "i had suicidal thoughts after my divorce years ago and got help, i'm fine now. can i still coach my daughter's team? they ask about mental health on the form",
    'the stalking stopped when he moved away in 2020. i still have the camera doorbell but mostly for packages now lol',
    'water kickball got a bit wild, my son slid into home and tore his shorts, all good',
    'wrestling practice moved to 5, he pinned a kid twice his size today, so proud',
    "he came back with a black eye, got hit with a baseball at practice, his dad sent me the coach's message",
    "toddler burned her finger touching the oven door at grandma's, ran it under cool water, small blister, doctor said it's fine",
  ])('%s', (text) => expect(detectDanger(text)).toBeNull());
});

describe('session 15: warning signs composed by class (self-harm, suicide and threats said softly, stalking, coercion about pregnancy, fear at home and more)', () => {
  it.each([
    ['my 12 yo keeps picking at her arms till they bleed when shes stressed', crisis(['self_harm'], ['lifeline'])],
    ['i found band aids all over his forearms and he wont wear shorts anymore', crisis(['self_harm'], ['lifeline'])],
    ['she swallowed a bunch of my pills on purpose to feel something', crisis(['suicide', 'self_harm'], ['lifeline'])],
    ['i just want the pain to stop. i already wrote out who gets what', crisis(['suicide'], ['lifeline'])],
    [
      'i posted a goodbye on insta and took it down, i dont think ill be around for his birthday',
      crisis(['suicide'], ['lifeline']),
    ],
    ['been looking at the overpass every morning on the drive in', crisis(['suicide'], ['lifeline'])],
    ['i woke up and wish i hadnt again', crisis(['suicide'], ['lifeline'])],
    ['i keep thinking about taking the baby off the bridge with me', crisis(['harm_children_and_self'], ['lifeline', 'dv'])],
    ['if i go im taking my son with me, nobody else is raising him', crisis(['harm_children_and_self'], ['lifeline', 'dv'])],
    ['bad things happen to people who cross me, he said, looking at the kids', crisis(['threats'], ['dv'])],
    ['sleep tight. while you still can', crisis(['threats'], ['dv'])],
    ['he keeps sending pictures of my front door at 3am, no message', crisis(['threats'], ['dv'])],
    ['he knows my new address somehow, i never gave it to anyone', crisis(['stalking'], ['dv'])],
    ['he grills the kids about where i go and who i see', crisis(['stalking'], ['dv'])],
    [
      'he wont let me go to the gyno alone and says if i dont get pregnant hes leaving',
      crisis(['reproductive_coercion'], ['dv']),
    ],
    ['he swapped my birth control with vitamins', crisis(['reproductive_coercion'], ['dv'])],
    ['im scared of what hell be like when he gets home tonight', crisis(['fear_home'], ['dv'])],
    ['i lock myself in the bathroom with the kids when he starts drinking', crisis(['fear_home'], ['dv'])],
    ['my daughter asked if we can live somewhere he cant find us', crisis(['fear_home'], ['dv'])],
    [
      'every time i say im leaving she says shes going to end it and it will be on me',
      crisis(['other_suicide'], ['lifeline', 'dv']),
    ],
    ['he keeps saying he wont be a problem for anyone much longer', crisis(['other_suicide'], ['lifeline', 'dv'])],
    ['he put his belt around his own neck in front of the kids', crisis(['other_suicide'], ['lifeline', 'dv'])],
    ['he choked me with the seatbelt from behind while i was driving', crisis(['strangulation'], ['dv'])],
    ['my daughter said daddy squeezed mommys neck', crisis(['child_abuse', 'strangulation'], ['dv', 'childhelp'])],
    ['she grabbed the cat by the scruff and slammed it against the door', crisis(['pet_threat'], ['dv'])],
    ["he said if the kids forget the hamster again he'll flush it", crisis(['pet_threat'], ['dv'])],
    ['he fired a shot into the wall during the argument', crisis(['weapons'], ['dv'])],
    ['she locks the fridge and only opens it when i do what she says', crisis(['coercive_control'], ['dv'])],
    ['i have to text him a photo every hour so he knows where i am', crisis(['stalking', 'coercive_control'], ['dv'])],
    [
      'he keeps my work permit in his wallet and says ill get it back when i behave',
      crisis(['coercive_control', 'immigration_threat'], ['dv']),
    ],
    ['he has ice waiting for me at the next exchange', crisis(['immigration_threat'], ['dv'])],
    ['he made me get out on the shoulder of the freeway and drove off', crisis(['stranded'], ['dv'])],
    ['there is an adult sized bite mark on my sons arm after his weekend', crisis(['child_abuse'], ['childhelp'])],
    ['she said you will never find us and her number is disconnected', crisis(['child_taken'], ['ncmec'])],
  ])('%s', (text, want) => expect(triage(text)).toEqual(want));

  it.each([
    'my daughter cut her finger chopping onions, it bled a lot but shes fine',
    'we are looking at the overpass construction, it will change the pickup route',
    'sleep well! see you at pickup while you can still get parking',
    'he asked the kids where we went for dinner, normal stuff',
    'she is pregnant again and wants to know if the custody schedule changes',
    'we lock the bathroom door when the kids shower, is that normal',
    'he locks the pantry so the kids dont eat all the snacks before dinner',
    'she sends me a photo every hour of the kids at camp, too much?',
    "i'm scared of her lawyer",
    'my ex took the car seat with her and i had to buy another one',
    'how do you share a calendar with an ex who refuses to use apps',
  ])('no rule reads danger in "%s"', (text) => expect(detectDanger(text)).toBeNull());
});

describe('session 15: birthday parties and routine health care are calm topics (everyday questions had been given the check)', () => {
  it.each([
    'i booked the pediatrician for the 14th at 3:30 during your time, can you take him or should i move it',
    'she needs new glasses, frames are $180, ok to split?',
    'does she still need the allergy pill every morning or was that just for spring',
    'he asked both of us for the same lego set lol, can we coordinate gifts',
  ])('%s', (text) => expect(triage(text)).toEqual({ level: 'calm', categories: [], lines: [] }));

  it('since session 25 the layer reads it as calm (sessions 17 to 24: the check)', () => {
    // session 25's model (the message coach's 3,260 neutral messages and sealed-17 trained, session 24's calibration kept: docs/coach-crisis.md, "Session 25"): P(danger) 0.003.
    expect(triage("i'll handle the cake and decorations if you can book the party room")).toEqual({
      level: 'calm',
      categories: [],
      lines: [],
    });
  });

  it('a dose asked about with no rule still gets the check, and fear on the same topics the full reply', () => {
    expect(triageWith('ive been reading about how much of my meds it would take', undefined, undefined, false).level).toBe(
      'check',
    );
    expect(triage('can you take her to the pediatrician, i am scared to be in the car with him')).toEqual({
      level: 'crisis',
      categories: ['fear_home'],
      lines: ['dv'],
    });
  });
});

describe("session 15: threats, stalking, status, fear at home and another's suicide said by what is done (second batch of classes)", () => {
  it.each([
    ['he left a voicemail saying im a dead woman', crisis(['threats'], ['dv'])],
    ['when i said no to switching weekends he said ill end you', crisis(['threats'], ['dv'])],
    ['my ex said hell put a bullet in my new boyfriend if he comes to the exchange', crisis(['weapons', 'threats'], ['dv'])],
    ['he knows my new shift times and where i park at my new apartment', crisis(['stalking'], ['dv'])],
    [
      'i keep seeing him at the gym, the grocery store and the park, every day, he says its coincidence',
      crisis(['stalking'], ['dv']),
    ],
    ['he got into my email and answers the teacher pretending to be me', crisis(['stalking'], ['dv'])],
    ['he told the kids mommy will be sent back to mexico if they tell anyone', crisis(['immigration_threat'], ['dv'])],
    ['he hasnt filed my papers in 3 years and says thats my leash', crisis(['immigration_threat'], ['dv'])],
    ['the kids hide in their room when they hear his truck pull in', crisis(['fear_home'], ['dv'])],
    ['i never know which version of him is coming home', crisis(['fear_home'], ['dv'])],
    ['he counts his pills in front of me every time i mention moving out', crisis(['other_suicide'], ['lifeline', 'dv'])],
    ['he texted a picture of his gun and said this is on you if you leave', crisis(['other_suicide'], ['lifeline', 'dv'])],
    [
      'he keeps saying this family ends together and he has the kids tonight',
      crisis(['harm_children_and_self'], ['lifeline', 'dv']),
    ],
    [
      'i do everything i can to keep him calm, the kids tiptoe, we all whisper when his car pulls in. is that normal?',
      crisis(['fear_home'], ['dv']),
    ],
  ])('%s', (text, want) => expect(triage(text)).toEqual(want));

  it.each([
    'He sends like 20 texts a day about nothing. can I make a rule that we only text about the kids',
    'my attorneys bill is crushing me. can I ask the court to make him pay part of it?',
    'she beat her personal best at the track meet today!! shes over the moon',
    'my ex keeps sending the kids to school sick so he doesnt miss work',
    'my mom will take care of the kids on friday, she has a key',
    'the kids hide in the closet during hide and seek, so funny',
  ])('no rule reads danger in "%s"', (text) => expect(detectDanger(text)).toBeNull());
});

describe('session 15: self-harm seen by its traces (marks in rows or under bracelets, sores kept open, a flame, hidden blades)', () => {
  it.each([
    'i found a razor wrapped in tissue in her drawer',
    'shes been picking at the same sores so they never heal and last night i caught her holding a lighter to her arm',
    "i've been hitting my own legs with a hairbrush until they bruise. nobody knows, i wear jeans",
    'noticed my 12 yr olds eyebrows and lashes are gone, she pulls them out when shes upset',
    'i caught a glimpse of his arm and it was lines all the way up',
  ])('%s', (text) => expect(triage(text)).toEqual(crisis(['self_harm'], ['lifeline'])));

  it("a child's cuts are Childhelp's as well as the Lifeline's", () => {
    expect(triage('my daughter has cuts under her bracelets and wont let me see')).toEqual(
      crisis(['child_abuse', 'self_harm'], ['lifeline', 'childhelp']),
    );
  });

  it.each([
    'the kids drew lines all the way up the driveway with chalk',
    'she wears a lot of bracelets, friendship ones from camp',
    'the pencil sharpener is broken, can you buy a new one',
  ])('no rule reads danger in "%s"', (text) => expect(detectDanger(text)).toBeNull());
});

describe('session 15: a hold on the neck asked about after the fact, or told against "not food choking"', () => {
  it.each([
    'Is it normal to still have a headache and ringing ears two days after someone had their hands on your throat?',
    "is a sore throat for 3 days normal after someone squeezes your neck? I wet myself while he was doing it and I'm so ashamed",
    'my husband chokes me when we fight, not food choking, his hands. ive been calling it choking bc i dont know what else to call it',
    'he put his knee on my neck',
  ])('%s', (text) => expect(triage(text)).toEqual(crisis(['strangulation'], ['dv'])));

  it('choking on food is not strangulation', () => {
    expect(detectDanger('my toddler choked on a grape at lunch, scary but she coughed it up')).toBeNull();
  });
});

describe('session 16: warning signs as classes (any means, body part, audience), read with their own lines (sealed-8, retired to training)', () => {
  it.each([
    [
      'i keep having thoughts of hurting my newborn and then myself',
      ['child_abuse', 'harm_children_and_self'],
      ['lifeline', 'dv', 'childhelp'],
    ],
    ['tonight i thought about driving me and my son off the overpass', ['harm_children_and_self'], ['lifeline', 'dv']],
    ["my husband said if i leave he'll find me and i'll regret ever being born", ['threats'], ['dv']],
    ['he came to pick up the kids with a hunting knife on his belt and kept touching it', ['weapons'], ['dv']],
    ['my ex keeps asking my friends for my schedule, where i go on weekends', ['stalking'], ['dv']],
    ['he makes me quit every job i get', ['coercive_control'], ['dv']],
    ['he set time limits on how long i can be at the store', ['coercive_control'], ['dv']],
    ['he locked my dog in the hot car while he yelled at me', ['pet_threat'], ['dv']],
    ["he throws things and screams. i'm afraid of what happens the next time", ['fear_home'], ['dv']],
    ["the baby has a spiral fracture and his dad's story changed 3 times", ['child_abuse'], ['childhelp']],
    ['i told him to stop and he didnt stop until i pulled away', ['sexual_assault'], ['dv', 'rainn']],
    ['he pins me down and says thats what wives are for', ['violence', 'sexual_assault'], ['dv', 'rainn']],
    ['i bite my hands til they bruise', ['self_harm'], ['lifeline']],
    ['he tells me if i really loved him i wouldnt let him die', ['other_suicide'], ['lifeline', 'dv']],
    ['whats even the point of me anymore', ['suicide'], ['lifeline']],
    ['i bought a rope today', ['suicide'], ['lifeline']],
    ['reading about ways to do it at night', ['suicide'], ['lifeline']],
    ['i couldnt breathe and i thought this is it', ['strangulation'], ['dv']],
    ['he tried to hold my head under the bath water', ['violence'], ['dv']],
    ["he told the kids mommy will be taken away by the police bc she's illegal", ['immigration_threat'], ['dv']],
    ['he keeps saying what kind of mother are you bc i want to end the pregnancy', ['reproductive_coercion'], ['dv']],
    ['hes 5 hours late, not answering, and the car is gone', ['child_taken'], ['ncmec']],
    ['he left with $20 on the counter and took the car. we have no food', ['stranded'], ['dv']],
    ['she wears a hoodie in 90 degrees. i saw the lines', ['self_harm'], ['lifeline']],
    ['i moved and didnt give him the address but there was a card from him in my new mailbox', ['stalking'], ['dv']],
    ['my son said his coach did something but then said never mind i made it up', ['child_abuse'], ['childhelp']],
    ['every time i mention divorce she says shes going to end it', ['other_suicide'], ['lifeline', 'dv']],
  ])('%s', (text, categories, lines) => expect(triage(text)).toEqual(crisis(categories, lines)));

  it.each([
    'she put her arm around my neck for the selfie',
    'i bought rope for the boat today',
    'i read about ways to do it cheaper, the taxes',
    'he said ill pay for what i did, meaning the property split',
    'she keeps screen time limits for the kids',
    'me and the kids gone for the weekend to grandmas',
    'how do i stop checking my phone when the kids are at his place',
    'he has asthma and the inhaler has to go back and forth, it keeps getting left at my exs place',
    "years ago i was scared of him but we've both changed. how do i explain to my mom that we co-parent fine now",
  ])('no rule reads danger in "%s"', (text) => expect(detectDanger(text)).toBeNull());
});

describe('session 16: more classes from the retired parts (train, sealed-3 to sealed-6): abduction red flags, the other parent means, force and no consent, grooming', () => {
  it.each([
    [
      "she sent me a text: 'me and the girls are going to be at peace, dont look for us'. her car is gone",
      ['harm_children_and_self', 'child_taken'],
      ['ncmec', 'lifeline', 'dv'],
    ],
    ['the kids dad posted a farewell on facebook and gave his dog away, i cant reach him', ['other_suicide'], ['lifeline', 'dv']],
    ['she told me she would take the boys with her when she ends it', ['harm_children_and_self'], ['lifeline', 'dv']],
    ["my ex left a voicemail saying he'll cut my new boyfriend open if he ever sees him near the kids", ['threats'], ['dv']],
    ['he keeps saying you know what happens whenever i bring up money', ['threats'], ['dv']],
    ['he threw my ferret across the room during the fight', ['pet_threat'], ['dv']],
    ['he holds my dog out of the second floor window when he wants me to do something', ['pet_threat'], ['dv']],
    ['he held my wrists down and pried my legs open, i just went numb', ['sexual_assault'], ['dv', 'rainn']],
    ["my 6 yo started wetting the bed again and screams when it's time to go to her stepdad's", ['child_abuse'], ['childhelp']],
    [
      'her coach gives my 11 yo gifts, messages her late at night, and told her their chats are just between us',
      ['child_abuse'],
      ['childhelp'],
    ],
    ['the cuts are straight and even and new ones every week', ['self_harm'], ['lifeline']],
    ["pickup was at 6, it's 11pm now and his phone goes straight to voicemail", ['child_taken'], ['ncmec']],
    [
      'my ex has been closing bank accounts and asked the school for transcripts, i think hes going to run with my daughter',
      ['child_taken'],
      ['ncmec'],
    ],
    ['he refuses to give me money for my insulin unless i do what he says', ['coercive_control'], ['dv']],
    ['im not going to be a problem for anyone much longer', ['suicide'], ['lifeline']],
    ['wrote letters to both kids and put them in the drawer', ['suicide'], ['lifeline']],
  ])('%s', (text, categories, lines) => expect(triage(text)).toEqual(crisis(categories, lines)));

  it.each([
    'me and the kids are finally at peace in the new apartment',
    'i wrote notes for the kids lunch boxes',
    'the kids have a fish tank at his place, can they bring it',
    'the kids wet the bed sometimes, is it normal after divorce',
    'the coach gives the team gifts at the end of the season',
    'she skipped the pool party because she was sick',
  ])('no rule reads danger in "%s"', (text) => expect(detectDanger(text)).toBeNull());
});

describe('session 16: the same signs said other ways (contractions, a child as the subject, a condition or a time)', () => {
  it.each([
    ['my daughter has been hurting herself, i found blood on her towels', ['self_harm'], ['lifeline']],
    ["my ex said he'd end it tonight unless i came back", ['other_suicide'], ['lifeline', 'dv']],
    ['my ex wrote a letter to the kids saying goodbye and that daddy wont be around', ['other_suicide'], ['lifeline', 'dv']],
    ['i take way more of my meds than i should just to feel numb', ['self_harm'], ['lifeline']],
    ['my ex assaulted me sexually during the exchange', ['violence', 'sexual_assault'], ['dv', 'rainn']],
    ["he texted that he'll make sure none of us see christmas", ['threats'], ['dv']],
    ['she says her new boyfriend will deal with me', ['threats'], ['dv']],
    ['he keeps making new accounts after i block him', ['stalking'], ['dv']],
    [
      "my son keeps getting new bruises but they're always on his forearms in rows",
      ['child_abuse', 'self_harm'],
      ['lifeline', 'childhelp'],
    ],
  ])('%s', (text, categories, lines) => expect(triage(text)).toEqual(crisis(categories, lines)));

  it.each([
    'she said she wants to end it with her boyfriend',
    'the teacher will deal with you tomorrow, she said',
    'none of us will see the new house before christmas',
  ])('no rule reads danger in "%s"', (text) => expect(detectDanger(text)).toBeNull());
});

describe('session 16: a negation cancels only the reading it stands before; everyday shapes taken out', () => {
  it("a denial early in the clause leaves a later reading: 'its not like hed shoot anyone, he loads the shotgun in front of me'", () => {
    expect(
      triage("it's not like he'd shoot anyone, he just likes to load the shotgun in front of me when i talk about divorce"),
    ).toEqual(crisis(['weapons'], ['dv']));
    expect(detectDanger('he would never hit me')).toBeNull();
  });

  it.each([
    'my son told me his dad hit a deer on the way home, everyone is ok',
    'he follows me on instagram still, should i block him',
    'he keeps checking my location on the family app to see when im close to the exchange, we agreed to that',
    'my ex reads my emails to the kids out loud during his time, is that ok',
    'he grabbed the kids from school early without telling me, they had a dentist appt',
    'my daughter said her mom pushed her on the swing really high',
  ])('no rule reads danger in "%s"', (text) => expect(detectDanger(text)).toBeNull());

  it('the same verbs on a person are still read', () => {
    expect(detectDanger('he pushed me in the stairwell')?.categories).toEqual(['violence']);
    expect(detectDanger('he grabbed my son by the arm at school')?.categories).toEqual(['child_abuse']);
  });
});

describe("session 16: a child's words read as harm only when the harm lands on a person", () => {
  it.each([
    'my son said his dad hit the ball so far at the game',
    'my daughter told me her dad kicked the soccer ball into the neighbors yard',
    'my kid said her mom slapped together a costume last minute',
    'my daughter said her stepmom burned the cookies lol',
    'dad told her not to tell me about the new puppy surprise',
  ])('no rule reads danger in "%s"', (text) => expect(detectDanger(text)).toBeNull());

  it.each([
    ['my son told me his dad hit him with a belt'],
    ['my daughter said mommy slaps her face when she cries'],
    ['my daughter told me daddy gives her baths with the door locked and tells her not to tell me'],
  ])('%s', (text) => expect(triage(text)).toEqual(crisis(['child_abuse'], ['childhelp'])));
});

describe('session 17: punching walls is harm to oneself when the parent does it, violence when another does', () => {
  it.each([
    ['i punch walls until my knuckles bleed', crisis(['self_harm'], ['lifeline'])],
    ['i punched the wall on purpose till my knuckles broke, i wanted it to hurt', crisis(['self_harm'], ['lifeline'])],
    ['he punched the wall next to my head', crisis(['violence'], ['dv'])],
  ])('%s', (text, want) => expect(triage(text)).toEqual(want));
});
