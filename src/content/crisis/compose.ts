// Composed rules: a category is read when a clause names every concept it needs, in any
// order ("an image of me" + "sharing it" + "an audience or a condition"; "the children" +
// "not brought back" + "no way to reach them"). Each concept is a small open lexicon, so a
// new phrasing of the same situation still has its parts. crisis.ts checks these with the
// reviewed patterns and the concept rules (docs/coach-crisis.md, "Layers").
import { ADULT, KID, KID_WORD, WEAPON, p, type Category, type Pattern } from './lexicon';

const WEAPON_WORD = `(?:${WEAPON}|machete|bat|hammer|axe|taser|crowbar)`;

/** A clause that names every concept (lexicons as regular-expression sources), any order. */
const all = (concepts: string[], options: { except?: string; negatable?: boolean } = {}): Pattern =>
  p(`^${concepts.map((c) => `(?=.*\\b(?:${c})\\b)`).join('')}`, options);

/** A third person: the other parent or someone close. */
const THEY = `(?:${ADULT}|my ex|ex|hes|shes|his|her)`;

// Images ------------------------------------------------------------------------------
/** A picture or recording (concepts.ts tags it, with an audience, for the statistical layer). */
export const IMAGE =
  '(?:screenshotted|facetime|video call|filming (?:us|me)|sexts?|pics?|pictures?|photos?|fotos|selfies?|nudes?|videos?|vids?|tapes?|recordings?|recorded me|screenshots?|what i look like naked)';
/** The image is intimate or of the parent. */
const INTIMATE =
  '(?:filming (?:us|me)|recorded (?:us|me)|without me knowing|facetime|from our (?:relationship|marriage|honeymoon)|(?:still has|kept|saved|has) (?:those|the|my|our) |i sent (?:him|her|them)|naked|nude|nudes|topless|lingerie|sexy|sexual|intimate|private|bedroom|in bed|in the shower|sex|of (?:me|us)|i sent (?:him|her|them)?|from when we were|of us together|when we were (?:together|dating))';
/** Showing it to others, or holding it over the parent. */
const SHARE =
  '(?:go to|goes to|will get|put it on|social media|fake (?:account|profile)|going on|go on|all over|everyone (?:\\w+ ){0,4}(?:see|know)|send|sends|sent|sending|post|posts|posted|posting|puts?|upload\\w*|share|shares|shared|sharing|show|shows|showed|showing|leak\\w*|publish\\w*|expose\\w*|see|saw|release\\w*|blackmail\\w*|holds? (?:it|them) over|one click|online|website|snap\\w*|facebook|instagram|tiktok|onlyfans|reddit|twitter)';
/** People or places a picture could be shown to. */
export const AUDIENCE =
  '(?:boss|coworkers?|co workers?|job|work|family|parents|church|everyone|judge|court|facebook|instagram|snap\\w*|tiktok|online|internet|website|page|fake (?:account|profile)|contacts?|school)';
/** Who would see it, or what the parent must do so it is not shown. */
const LEVER =
  '(?:worse|next ones|what (?:he|she|they) wants?|page|payback|business|internet|voicemail|school|the day i|if i|if you|unless|or (?:he|she|they|else)|coworkers?|boss|job|work|family|church|judge|court|everyone|contacts?|friends|new (?:bf|boyfriend|gf|girlfriend|partner)|kids|money|pay|\\d+|custody|child support|website|online|snap\\w*|facebook|instagram|hell|over me|one click|make my life)';

// Someone else's suicide ----------------------------------------------------------------
/** Warning signs said of another person (AFSP and Lifeline lists: talk of dying, a burden, goodbyes, means). */
const THEIR_SIGNS =
  '(?:find (?:him|her) hanging|(?:wont|will not|dont) have to deal with (?:him|her) (?:soon|anymore|much longer)|cant live without (?:me|you|her|him|us)|(?:hell|shell|he will|she will|hed|shed) be dead|(?:doesnt|does not|dont) want to (?:be here|live|be alive|go on|wake up)|(?:talking|talks|talked) about (?:not waking up|ending it|dying|being dead)|(?:ending|end) it all|(?:might|may|wont|will not) (?:not )?be (?:here|around) (?:next|much|by|tomorrow|anymore)|(?:kill|hurt|end|off) (?:him|her)sel(?:f|ves)|end (?:his|her) (?:own )?life|commit\\w* suicide|wants? to die|better off without (?:him|her)|(?:no|any) reason to (?:live|go on|keep going)|nothing (?:left )?to live for|(?:doesnt|dont|cant|does not) see (?:the|any) point|whats the point|the last time (?:ill|i will|youll|you will|id) (?:hear|see)|wont be (?:around|here) (?:much longer|tomorrow|anymore)|(?:giving|gave|given) away (?:all )?(?:his|her) (?:stuff|things|belongings|tools|guns|clothes)|(?:posted|sent|texted|wrote|left) (?:me |us )?(?:a )?(?:goodbye|good bye)|like (?:its|it was) (?:a )?goodbye|after (?:hes|shes|he is|she is) gone|when (?:hes|shes|he is|she is) gone|pills and said|(?:may|might|could|would|will) hurt (?:him|her)self|(?:rather|prefer to|sooner) (?:be dead|die)|(?:be )?gone by (?:morning|tomorrow|tonight)|(?:wont|will not|not) be (?:here|there|around|alive) when|(?:hell|shell|he will|she will|hed|shed|going to|is going to) jump|had the right idea)';
/** The parent is not the one at risk: the sentence is about another person. */
const OTHER = `(?:${THEY}|(?:my|our) (?:childs|kids|sons|daughters) (?:mom|dad|father|mother))`;

// A threat to the children and oneself -------------------------------------------------
/** The children as the ones harmed or taken along: a harm with a child as its object, or the children with the one threatening. */
const KIDS_HARMED = `(?:drive (?:\\w+ ){0,2}(?:${KID}|them) off|none of us|(?:she|he|her|him) and (?:the|our|my) (?:baby|kids|children|girls|boys|son|daughter|boy|girl)|(?:kill|hurt|harm|shoot|take|taking|takes|drive|burn|drown|poison) (?:\\w+ ){0,2}(?:${KID}|them all|all of us)|(?:${KID}|them) (?:\\w+ ){0,4}(?:in heaven|with (?:him|her)|in it|in the car|inside|are leaving|leaving this world|sleep forever|too)|all of us|the whole family|whole family|nobody (?:gets|will have) (?:the kids|them)|(?:leave|leaving) (?:the baby|${KID}) alone|were all|we are all|(?:him|her) and the kids|none of you)`;
/** Death, said plainly or softly. */
const DYING =
  '(?:better off dead|not wake up|sleep together|off a cliff|live to see|disappear together|together forever|go together|kill|killing|die|dead|end it|end it all|heaven|leaving this world|leave this world|sleep forever|cruel world|burn (?:the house|it) down|off (?:the|a) bridge|into the (?:lake|river|ocean|water|wall|tree)|never (?:ever )?see (?:us|them) again|one last trip|(?:he|she) goes|(?:him|her)self|go too|end it for)';
/** The one threatening goes too. */
const SELF_TOO =
  '(?:(?:she|he) and the kids|with her than|with him than|none of us|disappear together|together forever|(?:she|he) and (?:the|our|my) (?:baby|son|daughter|boy|girl)|(?:him|her)self|themselves|go too|goes too|(?:he|she) goes|with (?:him|her)|and then (?:him|her)|him and|her and|leaving this world|heaven|sleep forever|all of us|were all|we are all|whole family|none of you|(?:he|she) will go|drive (?:the car |us |them )?(?:off|into))';

// A child not returned -------------------------------------------------------------------
/** Not brought back. */
const NOT_BACK = `(?:(?:\\d+|two|three|four|five|six) hours late|settled there|(?:refus\\w*|wont|will not|didnt|did not|hasnt|has not|not|never|isnt|still hasnt|doesnt) (?:\\w+ )?(?:return\\w*|bring\\w*|brought|giv\\w*|gave|send\\w*|sent|drop\\w*) (?:\\w+ )?(?:him|her|them|${KID})(?: (?:back|home))?|(?:kept|keeping|keeps) (?:${KID}|him|her|them) (?:after|past|since|and)|not coming back|staying there|(?:are|is) staying (?:there|with)|due back|supposed to (?:drop|bring|have|return)|was supposed to be just|supposed to be (?:back|home)|(?:now its|its now) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))`;
/** No way to reach them, or signs they are gone. */
const GONE =
  '(?:enrolled (?:\\w+ ){0,3}(?:school|daycare) there|moved out with|landlord says|neighbors say|phone (?:is )?off|isnt answering|quit|voicemail|wont (?:answer|pick up|tell|say)|not answering|doesnt answer|blocked me|disconnected|(?:cleared|cleaned) out|empty|no note|nobody (?:\\w+ ){0,4}knows|no one (?:\\w+ ){0,4}knows|dont know where|no idea where|wont tell me anything|its (?:almost )?(?:midnight|monday|tuesday|wednesday|thursday|friday)|(?:\\d+|two|three|four|five|several) (?:days|weeks)|cops|police|airport|overseas|abroad|another (?:state|country)|mexico|staying there|not coming back|yesterday|without telling|border|miles away|stop calling)';
/** Said outright: the child is being kept. */
const STRONG_NOT_BACK =
  '(?:(?:refus\\w*|not|wont|will not|isnt|is not) (?:going to )?(?:giv\\w*|bring\\w*|return\\w*|send\\w*) (?:\\w+ )?(?:him|her|them|the kids|my \\w+) back|(?:keeping|keep) (?:him|her|them|the kids|my \\w+) (?:for good|forever|now))';
/** Signed out or picked up when not allowed. */
const SIGNED_OUT = '(?:(?:checked|signed|picked) (?:\\w+ ){0,2}(?:out|up)|let (?:her|his|their) (?:father|mother|dad|mom) pick)';
const NOT_ALLOWED =
  '(?:not allowed|isnt (?:his|her) day|not (?:his|her) day|its my day|without my (?:consent|permission|ok)|cant reach|not answering|no one told me)';
/** Preparing to leave with the children (NCMEC and State Department red flags). */
const FLIGHT =
  '(?:visas? for (?:his|her|their) country|booked flights|uhaul|u haul|moving truck|where the (?:kids )?passports are|asked for (?:the|their) passports|emptied (?:our|the) (?:joint )?account|plane tickets?|one way tickets?|packed (?:suitcases|bags)|suitcases|new passports?|passports? behind my back|birth certificates?|(?:school|kids|medical) records|sold (?:his|her) (?:truck|car|house|stuff)|quit (?:his|her) job|family is (?:all )?(?:back )?in|at the airport|(?:not allowed|isnt allowed) to travel)';

// An infant's unexplained injury -------------------------------------------------------
const INFANT =
  '(?:infants?|newborns?|babys|\\d+ (?:month|mo|week|wk) olds?|(?:month|week) old|baby|my 1 yr old|\\d+ ?yo|toddler)';
/** A baby too young to crawl or roll: newborns and the first five months. */
const NON_MOBILE =
  '(?:newborns?|infants?|(?:[1-5]|one|two|three|four|five) (?:month|mo|week|wk)s? olds?|(?:\\d+|one|two|three|four|six) weeks? olds?)';
const INJURY =
  '(?:bruis\\w*|marks?|fractur\\w*|broken (?:arm|leg|bone|rib|ribs|wrist|collarbone)|torn|burns?|swollen|bleeding|black eye|welts?)';
const UNEXPLAINED =
  '(?:nobody can (?:tell|explain)|no one can (?:tell|explain)|cant (?:tell|explain|say)|doesnt know (?:what|how)|dont know how|doesnt match|came (?:back|home) from|came (?:back|home) with|after (?:her|his|the|their) (?:weekend|visit|time)|finger (?:shaped )?marks|hand ?prints?|cant even (?:roll|crawl|walk))';
const INNOCENT =
  '(?:bumped|fell|tripped|rolled off|at my house|coffee table|playground|vaccine|shots?|birthmark|doctor said (?:it|its) (?:nothing|normal))';

// One's own suicide, said indirectly -----------------------------------------------------
const OWN_SIGNS =
  '(?:(?:wrote|left|writing) a note for my (?:kids|children|girls|boys|son|daughter)|driving past the bridge|(?:thinking|think) (?:about )?how (?:fast|quick|easy) it would be|not (?:be|being) here anymore|like it was the last time|(?:got|bought|picked up) a gun\\b.*\\bnobody knows|giving (?:all )?my (?:stuff|things) away|less to sort out|need to be around (?:for )?much longer|would get over it|make it look like an accident|finally (?:feel )?calm about everything|know what im going to do (?:this|on|tonight|tomorrow)|wrote (?:each of )?my (?:girls|boys|kids|children) (?:a )?letters?|(?:called|texted|messaged) (?:\\w+ ){0,3}to say goodbye|go to sleep and stay asleep|dont need any of it (?:now|anymore)|gave (?:away )?(?:the|my) (?:dog|cat) to|no reason to keep going|no reason to (?:keep|go on|be here|stay)|(?:how much|how many) of my (?:prescription|meds|pills|medication)|who should (?:get|take|have) my (?:stuff|things|kids|dog)|not be here anymore|just not be here|to not exist|easy it would be to|(?:im |i am )?not (?:going to be|gonna be|be) around (?:much longer|for long|long|after|next|by)|(?:they|kids|he|she) (?:wont|will not) need me (?:for|after|anymore|much longer)|wish i (?:wasnt|was not|werent) (?:here|alive|around|born)|tired of waking up|done pretending|(?:made|wrote|updated|did) (?:a|my) will|(?:finally|just) decided(?=.*\\b(?:better|calm|thats why|everyone)\\b)|which pills|how many pills|pills would be enough|(?:felt|feels) like (?:saying )?goodbye|(?:didnt|dont|do not|cant) trust myself (?:with|around)|hopes? something happens|cant carry (?:\\w+ ){0,2}(?:anymore|any longer)|why im still (?:bothering|here|trying)|(?:kids|they|everyone) (?:would|will) be (?:happier|better off) (?:\\w+ ){0,4}(?:without me|full time|if i was gone))';

const C = (id: string, label: string, lines: Category['lines'], patterns: Pattern[]): Category => ({
  id,
  label,
  lines,
  patterns,
});

export const COMPOSED: Category[] = [
  C(
    'image_threat',
    'A threat to share intimate images',
    ['dv'],
    [
      all([IMAGE, INTIMATE, SHARE, LEVER], {
        except: `\\b(?:of (?:the|our|my) (?:kids|${KID_WORD}))\\b|\\bschool photos?\\b|\\b(?:\\d+ (?:year|yr) old|${KID_WORD}) (?:\\w+ ){0,4}(?:knows|saw|shown|showed|watch\\w*|said|says|told)\\b`,
      }),
    ],
  ),
  C(
    'other_suicide',
    'The other parent threatening suicide',
    ['dv', 'lifeline'],
    [
      // The other person first, then the sign: "there is nothing to live for since she left" is the parent's own.
      p(`\\b${OTHER}\\b.*\\b${THEIR_SIGNS}\\b`),
    ],
  ),
  C(
    'harm_children_and_self',
    'A threat to harm the children and oneself',
    ['dv', 'lifeline'],
    [
      all([THEY, KIDS_HARMED, DYING, SELF_TOO], { except: '\\b(?:lol|movie|game|show|book|news|article|story)\\b' }),
      all(['(?:taking|take|takes) the (?:kids|baby|girls|boys) with (?:him|her)', '(?:he|she) (?:goes|is gone|dies)']),
    ],
  ),
  C(
    'child_taken',
    'A child not returned or taken',
    ['ncmec'],
    [
      all([`(?:${KID_WORD}|them|him|her)`, NOT_BACK, GONE]),
      all([`(?:${KID}|daycare|school|her|him)`, SIGNED_OUT, NOT_ALLOWED]),
      all([
        `(?:${KID_WORD}|them)`,
        FLIGHT,
        '(?:has (?:them|the kids|him|her)|hes got|shes got|weekend|behind my back|take them|scared|wont answer|not allowed|travel|secretly|overseas|abroad|another country|long trip|out of state|order says)',
      ]),
      all([
        `(?:moved|took|se llevo|went) (?:\\w+ ){0,4}(?:${KID_WORD}|them)`,
        '(?:another (?:state|country)|overseas|abroad|not coming back|dont (?:even )?have an address|no address|dont know where|cant reach|nobody told me)',
      ]),
      all([
        `${THEY} (?:\\w+ ){0,2}(?:took|has|kept) (?:\\w+ ){0,2}(?:${KID_WORD}|them)`,
        '(?:wont say where|wont tell me where|dont know where|no idea where|(?:\\d+|two|three|four|five) (?:days|weeks))',
      ]),
      all([
        KID_WORD,
        '(?:has|have|had|took|got) (?:them|the kids|him|her)',
        '(?:isnt|is not|not|wont|hasnt been) answer\\w*|phone (?:is )?off|blocked me',
        '(?:all week|(?:\\d+|two|three|four|several) days|havent been (?:in|at)|since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend))',
      ]),
      // A child repeating a plan to leave without the parent (Missing Children Society of Canada risk indicators).
      all([
        `(?:${KID_WORD}|she|he) (?:\\w+ ){0,3}(?:said|says|told me)`,
        '(?:live|living|move|moving|going) (?:to )?somewhere (?:warm|else|far|new)|new (?:house|home|school) (?:far away|in another)',
        '(?:i wont be there|without (?:me|mom|dad)|never see (?:me|you|mom|dad)|(?:mom|dad) (?:isnt|is not|wont be) coming)',
      ]),
      all([KID_WORD, STRONG_NOT_BACK], { except: '\\b(?:passports?|documents|papers|certificates?|cards?|keys|phone)\\b' }),
      // The children gone with the other parent and no word: a home emptied, no note, a phone off.
      all([
        `(?:${KID_WORD}|they|them)`,
        '(?:(?:are|is|were|all) gone|gone with|left (?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|last night|yesterday)|(?:house|apartment|place) (?:is )?(?:empty|cleared out|cleaned out)|furniture (?:is )?gone)',
        '(?:no note|phone (?:is )?off|wont tell me|neighbors say|no one knows|nobody knows|not answering|blocked me|furniture)',
      ]),
      // A child calling from an airport or a border without knowing where they are going.
      all([
        KID_WORD,
        '(?:airport|border|plane|flight)',
        '(?:(?:dont|doesnt|didnt) know where|no idea where|call (?:cut|dropped|ended))',
      ]),
      all([
        '(?:went|came|got there|drove) to (?:pick|get) (?:\\w+ ){0,3}(?:up)?',
        '(?:cleared out|cleaned out|empty|moved out|nobody (?:was )?(?:there|home)|no one (?:was )?(?:there|home))',
      ]),
      all([
        `never see (?:the kids|them|${KID_WORD}|my \\w+) again`,
        '(?:got|has|have|took) (?:them|the kids|him|her)',
        '(?:wont answer|not answering|voicemail|blocked|phone (?:is )?off|gone)',
      ]),
    ],
  ),
  C(
    'child_abuse',
    'A child being hurt or abused',
    ['childhelp'],
    [
      all([INFANT, INJURY, UNEXPLAINED], { except: `\\b${INNOCENT}\\b` }),
      // Any bruise or fracture in a baby who cannot yet move about is a warning sign, whatever the story (AAP, TEN-4).
      all([NON_MOBILE, '(?:bruis\\w*|fractur\\w*|broken (?:arm|leg|bone|rib|ribs)|burns?|black eye|torn)'], {
        except: '\\b(?:vaccine|shots?|birthmark|mongolian spots?|heel prick|blood test|circumcision|jaundice)\\b',
      }),
      all([
        `(?:${KID_WORD}|yr old|year old) (?:\\w+ ){0,3}(?:said|says|told me|tells me)`,
        '(?:squeez\\w*|chok\\w*|strangl\\w*|hit\\w*|slap\\w*|punch\\w*|kick\\w*|beat\\w*|whip\\w*|burn\\w*|locked|starv\\w*)',
      ]),
      all([
        `(?:${KID_WORD}|she|he) (?:\\w+ ){0,3}(?:asked|said|told|says|tells)`,
        '(?:secret|under the (?:blanket|covers)|in the dark)',
        '(?:grown ?up|adult|man|uncle|dad|boyfriend|massage|touch\\w*|tickl\\w*|naked|bath)',
      ]),
      // RAINN and Darkness to Light behavioural and physical signs, said by the parent.
      all([
        KID_WORD,
        '(?:bed ?wetting|wetting the bed|screams?|afraid|scared|terrified|refuses?|wont)',
        '(?:alone with (?:her|his|their|my) (?:uncle|stepdad|stepfather|grandpa|cousin|dads?|moms?|\\w+s? (?:boyfriend|girlfriend))|change for gym)',
      ]),
      all([
        KID_WORD,
        '(?:knows|talks about|acting out) (?:\\w+ ){0,2}sexual|bleeding down there|trouble (?:sitting|walking)|special time and i cant know|sits (?:her|him) on his lap (?:\\w+ ){0,6}(?:stop|no|screams|cries)',
      ]),
      all([KID, '(?:starving|sleep on the floor|sleep in the (?:garage|car|shed)|belt marks|flinches)']),
    ],
  ),
  C(
    'weapons',
    'A weapon',
    ['dv'],
    [
      all([
        `(?:pulled out|took out|got out|brought|grabbed|loaded|cleaning|showed me|put|waved|kept (?:his|her) hand on) (?:\\w+ ){0,2}${WEAPON_WORD}`,
        '(?:exchange|pickup|pick up|drop ?off|table|mesa|argument|fight|talking|custody|hand on|staring|at me|kids|porch|yelling|screaming)',
      ]),
    ],
  ),
  C(
    'stalking',
    'Stalking or monitoring',
    ['dv'],
    [
      all(
        [
          '(?:gps|tracker|tracking device|airtag|tile|device|spyware|camera|something)',
          '(?:taped|hidden|installed|under my|inside my|in my|on my|in the kids|wheel well|bumper)',
          '(?:found|find|think|knows|showed up|tablet|phone|car)',
        ],
        { except: '\\b(?:find my (?:phone|iphone)|life360 we agreed|we both share)\\b' },
      ),
      all(['(?:knows|knew) (?:exactly )?(?:what|where|everything|who) i (?:talk|say|said|do|did|go|went|am|was|text|search)']),
    ],
  ),
  C(
    'immigration_threat',
    'A threat about immigration status',
    ['dv'],
    [
      all(['(?:one|a single) (?:phone )?call', '(?:on a plane|deported|sent back|back home|back to (?:your|my) country)']),
      all(['(?:report|call) (?:me|on me)', '(?:status|papers|undocumented|visa|green card|deport\\w*|no documents)']),
      all(['immigration (?:will|is going to|gonna) (?:take|get|come for|pick up) me']),
    ],
  ),
  C(
    'threats',
    'Threats',
    ['dv'],
    [
      all([
        '(?:sending|sent|sends|texted|texting|posted) (?:me )?(?:pictures?|photos?|pics|videos?) of (?:my|our|the kids) (?:car|house|door|apartment|school|work|job|window)',
      ]),
    ],
  ),
  C(
    'coercive_control',
    'Control that cuts off help',
    ['dv'],
    [
      all([
        `${THEY} (?:\\w+ ){0,2}(?:wont|doesnt|will not|never) (?:give|let) me (?:any |have )?(?:money|cash|a dime|my own money|my paycheck)`,
        '(?:beg|ask|diapers|food|groceries|nothing|gas|formula)',
      ]),
    ],
  ),
  C(
    'sexual_assault',
    'Sexual assault',
    ['rainn', 'dv'],
    [
      all([
        '(?:wouldnt|didnt|would not|did not|doesnt|wont) stop (?:when|after|even when|even though) i (?:said|say|told him) no',
      ]),
      all([
        '(?:did|does|doing|do) (?:stuff|things|something|sexual things) to me',
        '(?:passed out|asleep|sleeping|drunk|unconscious|out of it|drugged|said no|didnt want)',
      ]),
    ],
  ),
  C(
    'fear_home',
    'Afraid to go home',
    ['dv'],
    [
      all([
        '(?:outside|at) (?:my|the) (?:door|window|bedroom)|(?:in|hiding in) the (?:bedroom|bathroom|closet) with the door locked|breaking things',
        '(?:right now|yelling|screaming|banging|kicking|pounding|drunk|me and the kids|locked)',
      ]),
    ],
  ),
  C(
    'stranded',
    'Left stranded',
    ['dv'],
    [
      all([
        '(?:left|dropped|dumped|ditched) (?:me|us) (?:\\w+ ){0,4}at (?:the|a) (?:beach|campground|park|lake|trailhead|festival|bar|restaurant|fair|stadium|store)|(?:took|with) (?:the car|my (?:purse|phone|wallet|keys)) and (?:drove|took) off|took the car (?:keys )?and left (?:me|us)',
        '(?:took|drove|left|no signal|phone|no way|somewhere|keys)',
      ]),
    ],
  ),
  C(
    'self_harm',
    'Self-harm',
    ['lifeline'],
    [
      all([
        '(?:took|take|taking) a (?:blade|razor|knife) to my|(?:cut|cutting|cuts) (?:my )?(?:thighs?|arms?|wrists?|legs?|stomach)',
      ]),
    ],
  ),
  C(
    'reproductive_coercion',
    'Reproductive coercion',
    ['dv'],
    [
      all([
        '(?:sabotag\\w*|threw away|tossed|messing with) (?:\\w+ ){0,2}(?:birth control|pills|condoms?|iud)|if i end the pregnancy|(?:dont|wont) get (?:her|him) pregnant|get (?:her|me) pregnant again',
      ]),
    ],
  ),
  C(
    'child_taken',
    'A child not returned or taken',
    ['ncmec'],
    [
      all([
        `(?:${KID_WORD}|them)`,
        '(?:enrolled (?:\\w+ ){0,3}(?:school|daycare) (?:there|in)|moved out with (?:the|my|our) \\w+)',
        '(?:another state|her parents|his parents|phone|disconnected|days|landlord|without)',
      ]),
    ],
  ),
  C(
    'sexual_assault',
    'Sexual assault',
    ['rainn', 'dv'],
    [
      all(['(?:woke up|wake up) (?:and|to find|with) (?:\\w+ ){0,3}(?:on top of me|inside me|touching me)']),
      // Sex with someone who cannot consent: asleep, passed out, drugged (RAINN, "What consent looks like").
      all([
        '(?:sex with me|touch\\w* me|on top of me|inside me|wake up to it|woke up to (?:it|him|her))',
        '(?:asleep|sleeping|passed out|unconscious|blacked out|wake up to it|woke up to)',
      ]),
      // A gap in memory with signs on the body or clothes.
      all([
        '(?:no memory|(?:its|it is|then) (?:just )?blank|blacked out|cant remember (?:anything|the night|what happened)|remember bits|drunker than)',
        '(?:clothes (?:were |are )?(?:off|on the floor|torn)|bruises on my (?:thighs|legs|hips)|everything hurts|couldnt move|sore|naked|underwear)',
      ]),
    ],
  ),
  C(
    'suicide',
    'Thoughts of suicide',
    ['lifeline'],
    [all([OWN_SIGNS], { except: `\\b${THEY} (?:\\w+ ){0,3}(?:no reason|not be here)\\b` })],
  ),
];
