// Composed rules: a category is read when a clause names every concept it needs, in any
// order ("an image of me" + "sharing it" + "an audience or a condition"; "the children" +
// "not brought back" + "no way to reach them"). Each concept is a small open lexicon, so a
// new phrasing of the same situation still has its parts. crisis.ts checks these with the
// reviewed patterns and the concept rules (docs/coach-crisis.md, "Layers").
import { ADULT, IMAGE, KID, KID_WORD, WEAPON, p, type Category, type Pattern } from './lexicon';
import {
  ALONE,
  ALONE_EXCEPT,
  CHILD_QUESTIONED,
  CHILD_SELF_INJURY,
  PATTERNED_BURN,
  FALSE_REASON,
  FIRST_PERSON,
  GONE_QUIET,
  GOODBYES,
  HOPELESS,
  PAST_ATTEMPT,
  SIGN_CLASSES,
  THIRD_PERSON,
  TOGETHER,
  UNEXPLAINED as NOT_EXPLAINED,
  WORST_TO_YOU,
  MEANS as SIGN_MEANS,
  STALKING_ACTS,
  CONTROL_ACTS,
  STRANDED_PARTS,
  ABDUCTION_SIGNS,
  SEX_ACT,
  NO_CAPACITY,
  WITHDRAWN,
  FOUND_BY_OTHERS,
  SENTINEL,
  NO_CARE,
  FIREARM_AT_HAND,
  FIREARM_STORED,
  END_NEAR,
  GUN_TO_SELF,
  AFTER_BIRTH,
  BABY_HARM_THOUGHTS,
  THEIR_PREP,
  THEIR_SAYING,
  NECK_GRIP,
  NECK_MARK,
  NECK_SYMPTOM,
  NECK_COVERED,
  VEILED_END,
  CHILD_OWN,
  CHILD_IMAGE_HELD,
  HELD_OVER,
  PRESENT_AT_MY_PLACES,
  AT_OWN_PLACE,
  CHILD_OWN_ACT,
  ON_PURPOSE,
} from './warningSigns';

// Session 26: a cleaver, a hatchet, a sword (blades the concept lexicon, a model input, does not name).
const WEAPON_WORD = `(?:${WEAPON}|machete|bat|hammer|axe|taser|crowbar|(?:meat )?cleaver|hatchet|sword|katana|sickle)`;

/** A clause that names every concept (lexicons as regular-expression sources), any order. */
const all = (concepts: string[], options: { except?: string; negatable?: boolean } = {}): Pattern =>
  p(`^${concepts.map((c) => `(?=.*\\b(?:${c})\\b)`).join('')}`, options);

/** A third person: the other parent or someone close. */
const THEY = `(?:${ADULT}|my ex|ex|hes|shes|his|her)`;

// Images ------------------------------------------------------------------------------
/** The image is intimate or of the parent. */
const INTIMATE =
  '(?:more (?:photos|pics|pictures|nudes|videos)|the old ones|as a warning|filming (?:us|me)|recorded (?:us|me)|without me knowing|facetime|from our (?:relationship|marriage|honeymoon)|(?:still has|kept|saved|has) (?:those|the|my|our) |i sent (?:him|her|them)|naked|nude|nudes|topless|lingerie|sexy|sexual|intimate|private|bedroom|in bed|in the shower|sex|of (?:me|us)|i sent (?:him|her|them)?|from when we were|of us together|when we were (?:together|dating))';
/** Showing it to others, or holding it over the parent. */
const SHARE =
  '(?:texted|texts|emailed|go to|goes to|will get|put it on|social media|fake (?:account|profile)|going on|go on|all over|everyone (?:\\w+ ){0,4}(?:see|know)|send|sends|sent|sending|post|posts|posted|posting|puts?|upload\\w*|share|shares|shared|sharing|show|shows|showed|showing|leak\\w*|publish\\w*|expose\\w*|see|saw|release\\w*|blackmail\\w*|holds? (?:it|them) over|one click|online|website|snap\\w*|facebook|instagram|tiktok|onlyfans|reddit|twitter)';
/** Who would see it, or what the parent must do so it is not shown. */
const LEVER =
  '(?:as a warning|(?:is|are) next|my (?:sister|brother|mom|dad|mother|father|pastor)|worse|next ones|what (?:he|she|they) wants?|page|payback|business|internet|voicemail|school|the day i|if i|if you|unless|or (?:he|she|they|else)|coworkers?|boss|job|work|family|church|judge|court|everyone|contacts?|friends|new (?:bf|boyfriend|gf|girlfriend|partner)|kids|money|pay|\\d+|custody|child support|website|online|snap\\w*|facebook|instagram|hell|over me|one click|make my life)';

// Someone else's suicide ----------------------------------------------------------------
/** Warning signs said of another person (AFSP and Lifeline lists: talk of dying, a burden, goodbyes, means). */
const THEIR_SIGNS =
  '(?:farewell|gave (?:away )?(?:his|her) (?:dog|cat|guns?|tools) (?:away|to)|find (?:him|her) hanging|(?:wont|will not|dont) have to deal with (?:him|her) (?:soon|anymore|much longer)|cant live without (?:me|you|her|him|us)|(?:hell|shell|he will|she will|hed|shed) be dead|(?:doesnt|does not|dont) want to (?:be here|live|be alive|go on|wake up)|(?:talking|talks|talked) about (?:not waking up|ending it|dying|being dead)|(?:ending|end) it all|(?:might|may|wont|will not) (?:not )?be (?:here|around) (?:next|much|by|tomorrow|anymore)|(?:kill|hurt|end|off) (?:him|her)sel(?:f|ves)|end (?:his|her) (?:own )?life|commit\\w* suicide|wants? to die|better off without (?:him|her)|(?:no|any) reason to (?:live|go on|keep going)|nothing (?:left )?to live for|(?:doesnt|dont|cant|does not) see (?:the|any) point|whats the point|the last time (?:ill|i will|youll|you will|id) (?:hear|see)|wont be (?:around|here) (?:much longer|tomorrow|anymore)|(?:giving|gave|given) away (?:all )?(?:his|her) (?:stuff|things|belongings|tools|guns|clothes)|(?:posted|sent|texted|wrote|left) (?:me |us )?(?:a )?(?:goodbye|good bye)|like (?:its|it was) (?:a )?goodbye|after (?:hes|shes|he is|she is) gone|when (?:hes|shes|he is|she is) gone|pills and said|(?:may|might|could|would|will) hurt (?:him|her)self|(?:rather|prefer to|sooner) (?:be dead|die)|(?:be )?gone by (?:morning|tomorrow|tonight)|(?:wont|will not|not) be (?:here|there|around|alive) when|(?:hell|shell|he will|she will|hed|shed|going to|is going to) jump|had the right idea)';
/** The parent is not the one at risk: the sentence is about another person. */
const OTHER = `(?:${THEY}|(?:my|our) (?:childs|kids|sons|daughters) (?:mom|dad|father|mother))`;

// A threat to the children and oneself -------------------------------------------------
/** The children as the ones harmed or taken along: a harm with a child as its object, or the children with the one threatening. */
const KIDS_HARMED = `(?:drive (?:\\w+ ){0,2}(?:${KID}|them) off|none of us|(?:she|he|her|him) and (?:the|our|my) (?:baby|kids|children|girls|boys|son|daughter|boy|girl)|(?:kill|hurt|harm|shoot|take|taking|takes|drive|burn|drown|poison) (?:\\w+ ){0,2}(?:${KID}|them all|all of us)|(?:${KID}|them) (?:\\w+ ){0,4}(?:in heaven|with (?:him|her)|in it|in the car|inside|are leaving|leaving this world|sleep forever|too)|all of us|the whole family|whole family|nobody (?:gets|will have) (?:the kids|them)|(?:leave|leaving) (?:the baby|${KID}) alone|were all|we are all|(?:him|her) and the kids|none of you)`;
/** Death, said plainly or softly. */
const DYING =
  '(?:(?:the|this is the) end (?:for|of) (?:all of us|us all|us|the kids|them|everyone|this family|our family)|(?:are|be|will be) gone (?:before|by|for good|forever)|better off dead|not wake up|sleep together|off a cliff|live to see|disappear together|together forever|go together|kill|killing|die|dead|end it|end it all|heaven|leaving this world|leave this world|sleep forever|cruel world|burn (?:the house|it) down|off (?:the|a) bridge|into (?:a |the )?(?:lake|river|ocean|water|wall|tree|pole|bridge)|never (?:ever )?see (?:us|them) again|one last trip|(?:he|she) goes|(?:him|her)self|go too|end it for)';
/** The one threatening goes too. */
const SELF_TOO =
  '(?:(?:she|he) and the kids|with her than|with him than|none of us|disappear together|together forever|(?:she|he) and (?:the|our|my) (?:baby|son|daughter|boy|girl)|(?:him|her)self|themselves|go too|goes too|(?:he|she) goes|with (?:him|her)|and then (?:him|her)|him and|her and|leaving this world|heaven|sleep forever|all of us|were all|we are all|whole family|none of you|(?:he|she) will go|drive (?:the car |us |them )?(?:off|into))';

// A child not returned -------------------------------------------------------------------
/** Not brought back. */
const NOT_BACK = `(?:(?:see|get|have) (?:the kids|them|him|her|${KID}) (?:back )?(?:when|if) (?:i|he|she) (?:feel|feels) like it|(?:\\d+|two|three|four|five|six) hours late|settled there|(?:refus\\w*|wont|will not|didnt|did not|hasnt|has not|not|never|isnt|still hasnt|doesnt) (?:\\w+ )?(?:return\\w*|bring\\w*|brought|giv\\w*|gave|send\\w*|sent|drop\\w*) (?:\\w+ )?(?:him|her|them|${KID})(?: (?:back|home))?|(?:kept|keeping|keeps) (?:${KID}|him|her|them) (?:after|past|since|and)|not coming back|staying there|(?:are|is) staying (?:there|with)|due back|supposed to (?:drop|bring|have|return)|was supposed to be just|supposed to be (?:back|home)|(?:now its|its now) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))`;
/** No way to reach them, or signs they are gone. */
const GONE =
  '(?:enrolled (?:\\w+ ){0,3}(?:school|daycare) there|moved out with|landlord says|neighbors say|phone (?:is )?off|isnt answering|quit|voicemail|wont (?:answer|pick up|tell|say)|not answering|doesnt answer|blocked me|disconnected|(?:cleared|cleaned) out|empty|no note|nobody (?:\\w+ ){0,4}knows|no one (?:\\w+ ){0,4}knows|dont know where|no idea where|wont tell me anything|its (?:almost )?(?:midnight|monday|tuesday|wednesday|thursday|friday)|(?:\\d+|two|three|four|five|several) (?:days|weeks)|cops|police|airport|overseas|abroad|another (?:state|country)|mexico|staying there|not coming back|yesterday|without telling|border|miles away|stop calling)';
/** Said outright: the child is being kept. */
const STRONG_NOT_BACK =
  '(?:(?:refus\\w*|not|wont|will not|isnt|is not) (?:going to )?(?:giv\\w*|bring\\w*|return\\w*|send\\w*) (?:\\w+ )?(?:him|her|them|the kids|my \\w+) back|(?:keeping|keep) (?:him|her|them|the kids|my \\w+) (?:for good|forever|now))';
/** Signed out or picked up when not allowed. */
const SIGNED_OUT = '(?:(?:checked|signed|picked) (?:\\w+ ){0,2}(?:out|up)|let (?:her|his|their) (?:father|mother|dad|mom) pick)';
const NOT_ALLOWED =
  '(?:without (?:my |any )?(?:permission|consent)|voicemail|phone (?:is )?off|not allowed|isnt (?:his|her) day|not (?:his|her) day|its my day|without my (?:consent|permission|ok)|cant reach|not answering|no one told me)';
/** Preparing to leave with the children (NCMEC and State Department red flags). */
const FLIGHT =
  '(?:clos\\w* (?:\\w+ ){0,2}(?:bank )?accounts?|far (?:far )?away on a plane|visas? for (?:his|her|their) country|booked flights|uhaul|u haul|moving truck|where the (?:kids )?passports are|asked for (?:the|their) passports|emptied (?:our|the) (?:joint )?account|plane tickets?|one way tickets?|packed (?:suitcases|bags)|suitcases|new passports?|passports? behind my back|birth certificates?|(?:school|kids|medical) records|sold (?:his|her|their|the) (?:\\w+ )?(?:truck|car|van|suv|house|home|condo|stuff|furniture|business|everything)|quit (?:his|her) job|(?:gave up|ended|broke) (?:his|her|the) lease|family is (?:all )?(?:back )?in|at the airport|(?:not allowed|isnt allowed) to travel)';

// An infant's unexplained injury -------------------------------------------------------
const INFANT =
  '(?:infants?|newborns?|babys|\\d+ (?:month|mo|week|wk) olds?|(?:month|week) old|baby|my 1 yr old|\\d+ ?yo|toddler)';
/** A baby too young to crawl or roll: newborns and the first five months. */
const NON_MOBILE =
  '(?:non (?:crawling|mobile)|not (?:yet )?crawling|(?:cant|doesnt) (?:even )?crawl yet|newborns?|infants?|(?:[1-5]|one|two|three|four|five) (?:month|mo|week|wk)s? olds?|(?:\\d+|one|two|three|four|six) weeks? olds?|(?:(?:hes|shes|he is|she is|is|at|only) (?:[1-5]|one|two|three|four|five) months?|(?:hes|shes|he is|she is|is|at|only) (?:[1-9]|one|two|three|four|five|six|seven|eight|nine) weeks?)(?! (?:ago|pregnant|late|early|later)))';
/**
 * Session 26: the AAP's sentinel injuries in a baby beside bruises and fractures (oral injuries, a cut
 * inside the lip or a torn frenulum, bleeding in the whites of the eyes, a scald; TEN-4 bruising on a
 * baby under four months): a warning sign whatever the story.
 */
const SENTINEL_MORE =
  '(?:cut (?:inside|in) (?:his|her|the) (?:lip|mouth)|torn frenulum|frenulum|bleeding in the whites? of (?:his|her|the) eyes?|blood in the whites? of (?:his|her|the) eyes?|scald\\w*|(?:a|the) mark on (?:his|her|my|our) (?:\\w+ )?(?:arm|leg|face|cheek|ear|neck|back|chest|tummy|body))';
const INJURY = `(?:bruis\\w*|marks?|fractur\\w*|broken (?:arm|leg|bone|rib|ribs|wrist|collarbone)|torn|burns?|swollen|bleeding|black eye|welts?|${SENTINEL_MORE})`;
const UNEXPLAINED =
  '(?:nobody can (?:tell|explain)|no one can (?:tell|explain)|cant (?:tell|explain|say)|doesnt know (?:what|how)|dont know how|doesnt match|came (?:back|home) from|came (?:back|home) with|after (?:her|his|the|their) (?:weekend|visit|time)|finger (?:shaped )?marks|hand ?prints?|cant even (?:roll|crawl|walk))';
const INNOCENT =
  '(?:bumped|fell|tripped|rolled off|at my house|coffee table|playground|vaccine|shots?|birthmark|doctor said (?:it|its) (?:nothing|normal))';

// Sexual assault ---------------------------------------------------------------------------
/** Sex or a sexual touch, said plainly or softly. */
const SEXUAL =
  '(?:sex|sexual\\w*|intercourse|in bed|sleep with (?:him|her)|rap(?:e|ed|es|ing)|touch(?:es|ed|ing)? me|grop\\w* me|forc(?:ed|es|ing) (?:himself|herself) on me|(?:pushed|dragged|pulled|carried) me (?:in)?to (?:the |his |her )?(?:bed|bedroom)\\b.*\\bforced me\\b(?! to)|(?:only|just) (?:say|said|agree|agreed) yes because)';
/** No consent: a refusal not heeded, a price, fear, or not wanting it. */
const REFUSED =
  '(?:(?:after|when|even (?:though|when|after)) i (?:\\w+ )?(?:tell|told|say|said) (?:him |her )?(?:no|stop|i hate it|i dont want|it hurts)|(?:wont|doesnt|didnt|wouldnt|will not|does not|did not) stop|i hate it|i (?:dont|didnt|havent|never) (?:\\w+ )?want(?:ed)? (?:it|to)|(?:the )?price|owe (?:him|her)|in exchange for|or (?:else|he|she) (?:will|keeps|takes)|if i (?:dont|refuse|say no)|held me down|pinned me|crying|forced me\\b(?! to))';
/** Someone outside the family. */
const ACQUAINTANCE =
  '(?:a (?:guy|man|dad|father|friend|coworker|co worker|neighbor|stranger|date)|(?:his|her|my) (?:friend|coworker|co worker|neighbor|boss|date|roommate)|someone from)';

// One's own suicide, said indirectly -----------------------------------------------------
const OWN_SIGNS =
  '(?:(?:wrote|left|writing) a note for my (?:kids|children|girls|boys|son|daughter)|driving past the bridge|(?:thinking|think) (?:about )?how (?:fast|quick|easy) it would be|not (?:be|being) here anymore|like it was the last time|(?:got|bought|picked up) a gun\\b.*\\bnobody knows|giving (?:all )?my (?:stuff|things) away|less to sort out|need to be around (?:for )?much longer|would get over it|make it look like an accident|finally (?:feel )?calm about everything|know what im going to do (?:this|on|tonight|tomorrow)|wrote (?:each of )?my (?:girls|boys|kids|children) (?:a )?letters?|(?:called|texted|messaged) (?:\\w+ ){0,3}to say goodbye|go to sleep and stay asleep|dont need any of it (?:now|anymore)|gave (?:away )?(?:the|my) (?:dog|cat) to|no reason to keep going|no reason to (?:keep|go on|be here|stay)|(?:how much|how many) of my (?:prescription|meds|pills|medication)|who should (?:get|take|have) my (?:stuff|things|kids|dog)|not be here anymore|just not be here|to not exist|easy it would be to|(?:im |i am )?not (?:going to be|gonna be|be) around (?:much longer|for long|long|after|next|by)|(?:they|kids|he|she) (?:wont|will not) need me (?:for|after|anymore|much longer)|wish i (?:wasnt|was not|werent) (?:here|alive|around|born)|tired of waking up|done pretending|(?:made|wrote|updated|did) (?:a|my) will(?![^.!?]*\\b(?:guardian\\w*|executor|beneficiar\\w*|estate|solicitor|lawyer|attorney|after the divorce|since the divorce))|(?:finally|just) decided(?=.*\\b(?:better|calm|thats why|everyone)\\b)|which pills|how many pills|pills would be enough|(?:felt|feels) like (?:saying )?goodbye|(?:didnt|dont|do not|cant) trust myself (?:with|around)|hopes? something happens|cant carry (?:\\w+ ){0,2}(?:anymore|any longer)|why im still (?:bothering|here|trying)|(?:kids|they|everyone) (?:would|will) be (?:happier|better off) (?:\\w+ ){0,4}(?:without me|full time|if i was gone))';

// Session 15: classes of warning signs ------------------------------------------------------
/** Someone the parent watches over: a child, a teen, or "she"/"he" in a sentence about them. */
const SOMEONE = `(?:${KID}|\\d+ ?yo|teen\\w*|she|he|her|his)`;
/** Hurting oneself, by any means (cutting, carving, scratching or picking until it bleeds, burning, head banging, hair pulling, pills to feel something, a blade hidden), AFSP and Mayo Clinic lists. */
const HURTS_SELF =
  '(?:(?:cut|cuts|cutting|slit|slashed) (?:her|his|their) (?:own )?(?:wrists?|arms?|thighs?|legs?|stomach|skin)|(?:carves?|carving|carved|scratch\\w*|etch\\w*|burns?|burning|burned|burnt) (?:\\w+ ){0,3}(?:into|on) (?:her|his|their) (?:own )?(?:skin|arms?|legs?|ankles?|wrists?|thighs?|hands?|stomach)|(?:scratch\\w*|pick\\w*|pull\\w*|dig\\w*) (?:\\w+ ){0,5}(?:until|till|til) (?:they |it |she |he )?(?:bleeds?|bled|bleeding)|(?:pulls?|pulling|pulled) (?:out )?(?:her|his|their) (?:own )?(?:eyelashes|eyebrows|hair (?:and|or) (?:her |his |their )?(?:eyelashes|eyebrows)|hair (?:out )?(?:in clumps|until (?:\\w+ )?bald))|bald (?:patches|spots) (?:\\w+ ){0,4}(?:pulls?|pulling)|(?:bangs?|banging|banged|hits?|hitting) (?:his|her|their) (?:own )?head (?:on|against|into) (?:the )?(?:wall|floor|door)|(?:burns?|burned|burning|cuts?|cutting|hurts?|hurting|hits?|hitting|punish\\w*) (?:himself|herself|themselves|themself)|(?:hes|shes|he is|she is|been|think (?:hes|shes|he is|she is)|started|keeps|admitted (?:to )?(?:hes|shes|he has|she has|being)?) (?:been )?cutting\\b|band ?aids? (?:\\w+ ){0,2}(?:over|on|up) (?:his|her|their) (?:thighs?|arms?|wrists?|legs?|forearms?)|lines (?:up|on|across|along) (?:her|his|their) (?:forearms?|arms?|wrists?|thighs?)|(?:swallowed|took|taken) (?:\\w+ ){0,5}(?:pills|tablets|meds) (?:\\w+ ){0,3}(?:on purpose|to feel)|(?:knife|knives|blade|razor|razors|scissors) (?:\\w+ ){0,2}under (?:her|his|their) (?:pillow|mattress|bed)|only thing that makes (?:\\w+ ){0,3}stop)';
/** An accident or someone else's act, not self-harm. */
const SELF_HARM_EXCEPT =
  '\\b(?:by accident|accidentally|shaving|cooking|the stove (?:was|is) hot|haircut|lice|eczema|chicken ?pox|bug bites?|mosquito|from (?:the|a|our|her|his|their|my) (?:new )?(?:kitten|cat|dog|puppy|fence|bush\\w*|thorns?|roses?|brambles?|hamster|rabbit|bunny))\\b';
/** One's own suicide, said indirectly: the pain to stop, a goodbye posted, not being around for a date, a means looked at or counted out, waking up unwanted, who gets what (Lifeline and AFSP warning signs). */
const OWN_SIGNS_2 =
  '(?:(?:i )?(?:just )?want (?:the|this|all the) pain to (?:stop|end|go away)|(?:posted|wrote|sent|left|recorded) (?:a |my )?goodbye\\b|(?:dont|do not) think (?:ill|i will|im going to|im gonna) (?:be (?:around|here|alive)|make it) (?:for|to|till|until|by|much)|(?:wrote|written|made|making|writing) (?:out |up )?(?:a list of )?who gets what|(?:bridge|overpass|tracks|train|roof|cliff|rope|pills|tablets|gun)\\b[^.!?]*\\b(?:thinking about (?:it|doing it)|been looking at)|(?:been|keep|kept|keeps) looking at the (?:bridge|overpass|tracks|cliff)\\b(?! (?:construction|project|repairs?|closure|detour|route))|(?:pills|tablets|meds) (?:\\w+ )?(?:counted|lined up|laid out|ready|saved up)|(?:wake|woke) up and wish i (?:hadnt|didnt|had not|did not|wasnt)|how many (?:of )?(?:my |her |his )?(?:\\w+ ){0,2}(?:pills|tablets|meds|capsules) (?:it )?(?:would|will|it would) (?:take|be enough|do it)|better off without (?:me|a (?:dad|mom|father|mother|parent) like me)|(?:bought|got) (?:a |some )?rope\\b[^.!?]*\\b(?:it isnt|its not|it is not|not for|told myself)|(?:im|i am) done\\b[^.!?]*\\b(?:pills|rope|gun|bridge|goodbye|tell someone before)|wanted to tell someone before)';
/** The parent with a child, death said softly: off a bridge, the gas on, held under the water, ending it for both, taken along "if I go", going to be with God. */
const TOGETHER_HARM =
  '(?:(?:taking|take|took|drive|driving|jump\\w*) (?:\\w+ ){0,3}(?:off (?:the|a|an) (?:overpass|bridge|cliff|roof|building)|into (?:the|a) (?:river|lake|ocean|water|traffic))|turn(?:ing)? (?:on )?the gas(?: on)?|(?:holding|hold|held|push\\w*) (?:her|him|them|the baby) under\\b|(?:end|ending) it (?:all )?for (?:me and|both|the two of us|us)|(?:if|when) i go (?:im|i am|ill|i will) tak\\w* (?:\\w+ ){0,2}with me|(?:both|all) (?:of us |of them )?(?:need|have|want|are going) to (?:go be|be) with (?:god|him|jesus|the angels)|we all go together|go together or nobody|(?:both|all) of us (?:should|could|would) (?:just )?(?:die|be gone|disappear|not wake up))';
/** Veiled threats by shape: bad things happen to people who..., "while you can", "you wont like how it ends", a partner killer admired, a thing brought "to settle it", a child made to carry the threat. */
const VEILED_2 =
  '(?:bad things (?:happen|will happen|can happen) to (?:people|women|girls|those|anyone|moms|mothers) (?:who|that)|(?:sleep|enjoy|rest) (?:\\w+ )?(?:well|tight|it)?\\b[^.!?]*\\bwhile (?:you|u) (?:still )?can(?:$|[.!?,])|(?:enjoy|savou?r)\\w* (?:your |ur |the |her |his |my )?(?:new |little )?(?:life|freedom|peace|boyfriend|girlfriend|bf|gf|place|apartment|house|happiness) (?:\\w+ ){0,2}while (?:it|they) (?:lasts?|can)\\b|(?:wont|will not|aint gonna|not going to) like (?:how|what|where) (?:it|this|that) (?:ends|happens|goes)|(?:killed|murdered|shot) (?:his|her) (?:wife|husband|ex|girlfriend|boyfriend|partner)\\b[^.!?]*\\b(?:didnt get caught|got away|never caught|good for him|right idea|deserved)|(?:bring|brings|bringing) something (?:\\w+ ){0,2}(?:to settle|next time|for you)|settle (?:it|this|things) (?:for good|once and for all|the hard way)|make (?:me|you|u|mommy|mom|mum|mummy|daddy|dad|her|him|your (?:\\w+ )?\\w+) disappear|(?:photos?|pictures?|pics|videos?) of (?:my|our) (?:front |back )?(?:door|house|car|window|driveway|porch)\\b[^.!?]*\\b(?:no message|different (?:nights|days)|every (?:night|day)|at night|\\d+ ?am)|(?:a )?(?:picture|photo|pic) of my (?:car|house|door|window) in (?:the|my) (?:driveway|street))';
/** Being watched or found: knowing a new address, a child questioned about where the parent is, an app that comes back, private messages quoted, an address posted, showing up wherever the parent goes. */
const WATCHED =
  '(?:(?:knows|knew|found|has|got) (?:about )?my new (?:apartment|address|place|house|number|job|work|car)\\b|knew (?:i was|where i was|where we were)\\b[^.!?]*\\b(?:didnt tell|did not tell|no location|never told|nobody knew)|(?:using|uses|use|asks?|asking|questions?|questioning|grills?|grilling) (?:the kids|the children|them|my (?:son|daughter|kids)) (?:\\w+ ){0,4}(?:where i (?:am|live|go|was|work)|where we (?:live|go|were|drove)|who i (?:talk|see|am with|talked|saw|was with)|what street)|(?:app|program|software)\\b (?:\\w+ ){0,5}(?:i )?(?:didnt|did not|never) (?:install|download|put)|quoted (?:\\w+ ){0,3}(?:my )?(?:private|personal)? ?(?:messages?|texts?|emails?|dms)|(?:posted|shared|put|gave out) my (?:new )?(?:home )?(?:address|location|work schedule|schedule|phone number)|(?:turn|turned|switch|switched) (?:it|my location|location sharing) off\\b[^.!?]*\\b(?:comes over|came over|shows up|showed up|gets mad|freaks out)|(?:every ?time|wherever|whenever|anywhere) i (?:\\w+ ){0,4}(?:hes|shes|he is|she is|he shows|she shows|he turns|she turns) (?:there|up)|(?:didnt|did not|never) tell (?:him|her|them|anyone) (?:where|my address)\\b[^.!?]*\\b(?:standing|waiting|parked|sitting|showed up|outside|at the end of)|(?:standing|waiting|parked|sitting) (?:at|outside|near|in front of|across from) (?:the end of )?my (?:driveway|door|house|apartment|building|work|car)\\b)';
/** A pregnancy, wanted or not, or birth control. */
const PREGNANCY =
  '(?:pregnan\\w*|another baby|(?:his|this) baby|(?:have|having|want\\w*) a baby|\\d+ weeks|abortion|the clinic|gyno\\w*|ob ?gyn|obgyn|birth control|contracepti\\w*|condoms?|pull out|the pill|my pills|iud|implant|nuvaring|ring|patch(?:es)?|depo|have his kid|his kid)';
/** Pressure about it: a condition, a threat, force, refusal, a decision taken from the parent. */
const PRESSURED =
  '(?:if i (?:dont|do not|wont|refuse to|dont get|do not get|have|get)\\b|unless i|or (?:else|hell|shell|he will|she will)|forced me|made me|makes me|pressur\\w*|wont let me|doesnt let me|refuses? to|threaten\\w*|whether (?:you|i) like it or not|can never leave|(?:take|took) care of it|get rid of it|(?:drop|dropping) (?:it|the (?:custody|case))|sat in the waiting room|(?:is|are) a sin|tells? the doctor|without telling me|(?:hid|hides|threw out|throws out|swapped|swaps|flushed|took|poked|cut) (?:\\w+ ){0,2}(?:my|the) )';
/** Birth control sabotaged, however it is named. */
const SABOTAGE =
  '(?:(?:hid|hides|hiding|threw out|throws out|tossed|swapped|swaps|swapping|switch\\w*|replac\\w*|flushed|took|poked holes in|cut|destroyed|ripped up) (?:\\w+ ){0,2}(?:my |the )?(?:birth control|pills?|nuvaring|ring|patch(?:es)?|depo|implant|iud|condoms?|appointment card|prescription)\\b(?=[^.!?]*\\b(?:vitamins|sin|another one|baby|pregnan\\w*|birth control|smiled|whether you like it|depo|nuvaring|patch(?:es)?|something else|candy|sugar pills|placebos?|fake)\\b)|(?:pull\\w*|yank\\w*|remov\\w*|took|takes) (?:out )?(?:my |the |her )?(?:iud|implant|nuvaring)\\b|(?:iud|implant|nuvaring)\\b[^.!?]*\\b(?:pull\\w*|yank\\w*|remov\\w*) it out|(?:took|takes|slipped|pulled) it off (?:during|in the middle of) (?:sex|it)|refuses? to (?:pull out|wear (?:a )?condoms?|use (?:anything|protection|a condom|condoms)))';
/** Afraid at home, of the other person: afraid of what he will be like, not safe at home, hiding in a locked room, a place he cannot find us. */
const AFRAID_AT_HOME =
  '(?:(?:afraid|scared|terrified|frightened) of (?:what (?:hell|he will|he might|shell|she will|she might) (?:be like|do)|(?:him|her)\\b(?! (?:lawyer|attorney|mom|mother|dad|father|family|parents|sister|brother|new|boyfriend|girlfriend|husband|lawyers|attorneys|judge|case|side|friends?|dog|cat|reaction|response)\\b)|my (?:husband|wife|partner|boyfriend|girlfriend|ex))\\b|(?:afraid|scared|terrified|frightened) (?:to (?:go|be) (?:home|in(?:side)?|in the house|alone (?:with him|with her|in the house))|every (?:single )?(?:night|day|evening)|all the time)|(?:dont|do not|never) feel safe (?:at home|in (?:my|our|the) (?:own )?(?:house|home))|(?:terrified|scared|afraid|frightened) (?:\\w+ ){0,2}in (?:my|our) own (?:house|home|bed|bedroom)|(?:dont|do not) think (?:were|we are|im|i am|the kids are|my \\w+ (?:is|are)) safe|lock (?:myself|ourselves|us|me) in (?:the|a|my) (?:bathroom|bedroom|room|car|closet)|somewhere (?:he|she) (?:cant|wont|can not) find us|hide (?:the )?knives|(?:key|car|truck) in the (?:door|lock|driveway)\\b[^.!?]*\\b(?:stomach|freeze|shake|heart|tenses?|body)|(?:hasnt|has not|didnt|did not) (?:\\w+ )?(?:hit|hurt|touched|hurt|beaten) (?:me|us|the kids) yet|(?:sit|sat|wait) in the car (?:\\w+ ){0,4}before i (?:can )?go in)';
/** Fear of the process, not of a person. */
const PROCESS =
  '\\b(?:afraid|scared|terrified|nervous|worried) (?:of |about )?(?:the )?(?:court|hearing|judge|trial|mediation|lawyer|attorney|money|bills|divorce|process|deposition|custody evaluat\\w*|losing)\\b';

/** The other person's suicide said softly: ending it "and it'll be on me", not a problem much longer, checking out for good, a cord around their own neck, pills taken away to be alone. */
const THEIR_SIGNS_2 =
  '(?:(?:going to|gonna|will|ll) end it\\b[^.!?]*\\b(?:on me|my fault|because of (?:me|you))|(?:wont|will not) be a (?:problem|burden|bother) (?:for (?:me|you|anyone) )?(?:much longer|for long|anymore|soon)|checking out (?:for good|permanently|early)|(?:cord|rope|belt|cable|scarf) (?:\\w+ ){0,2}(?:around|round) (?:his|her) (?:own )?(?:neck|throat)|took (?:the|his|her|a) (?:pills?|pill bottle|pills bottle|bottle of pills|gun|rope) (?:\\w+ ){0,2}(?:into|to) the (?:garage|bathroom|bedroom|woods|car|basement)|(?:if (?:you|i) (?:really )?loved (?:him|her|me))\\b[^.!?]*\\b(?:let (?:him|her|me) do it|stop (?:him|her|me)))';
/**
 * Session 19: another adult's own death said by what they do or tell the parent (AFSP and Lifeline
 * warning signs: a means turned on oneself, talk of ending things or of life not worth living, an
 * attempt to be "done right" next time, a farewell to the children in the past tense, driving off
 * with a gun).
 */
const THEIR_SIGNS_3 =
  '(?:(?:gun|pistol|rifle|shotgun|revolver|knife|blade|razor) (?:\\w+ ){0,3}(?:to|against|at|under) (?:his (?:own )?|her own )(?:head|temple|chest|throat|chin|mouth|wrists?)|(?:slit|slits|cut|slashed) (?:his|her) (?:own )?wrists|(?:talking|talks|talked|talk) (?:about )?(?:ending|end) (?:things|it all|his life|her life)|life (?:isnt|is not|aint|wouldnt be|would not be) worth (?:it|living)|(?:do|get) it right (?:next time|this time)|swallow (?:everything|all (?:of )?(?:it|them|the pills)|the (?:whole )?bottle)|(?:bottle|handful) of (?:\\w+ )?(?:pills|tablets)\\b[^.!?]*\\b(?:your fault|because of you|on you|goodbye)|goodbye (?:\\w+ ){0,6}like (?:hed|shed|he would|she would|he was|she was) (?:never|not)|(?:tell|telling) (?:the (?:kids|girls|boys|children)|them|my \\w+|our \\w+) (?:that )?(?:i|he|she|daddy|mommy) loved|(?:drove|driving|drive|went|took off) (?:off |away )?with (?:his|her) (?:gun|rifle|pistol|shotgun)|(?:use|uses|used|using|turn|turns|turned|loaded|loads|keeps?|keeping|saving|saved) (?:the |his |her |a |one |it )?(?:gun|rifle|pistol|shotgun|pills|bullets?|rope|it|them|one) (?:\\w+ ){0,2}(?:on|for) (?:himself|herself)|(?:gun|rifle|pistol|shotgun|pills|bullets?) (?:is |are )?(?:loaded|saved|ready|kept) for (?:himself|herself)|(?:sign\\w*|order\\w*) (?:\\w+ ){0,2}(?:my|his|her) death certificate|(?:wont|will not|wouldnt|not) be alive (?:for|by|when|at|to)|(?:worth more|better off|happier) dead|one more (?:word|step)\\b[^.!?]*\\b(?:he|she) (?:jumps|pulls|goes)|(?:last|final) arrangements|(?:letters?|notes?|videos?) (?:\\w+ ){0,4}for (?:after|when (?:im|hes|shes) gone))';
/** Letters or videos left "for later": a warning sign only beside another (hopelessness, a sudden calm, fear of what it means). */
const FOR_LATER = '(?:letters?|notes?|videos?|cards) (?:\\w+ ){0,4}for later';
const BESIDE_LATER =
  '(?:hopeless|no point|tired of|cant go on|cant do this|done|goodbye|pills|gun|sorry for|burden|better off|nothing left|giv\\w* (?:\\w+ )?(?:things|stuff) away|gave (?:\\w+ )?(?:things|stuff) away|last|anymore|suddenly (?:\\w+ ){0,2}(?:calm|happy|at peace|fine)|at peace|(?:scares?|scared|scaring|worries|worried|frightens) (?:me|him|her)|wreck|depressed|nothing to live)';
/** A hold on the neck or throat by any means (Training Institute on Strangulation Prevention): a scarf or cord pulled tight, squeezed, finger marks, "see how easy". */
const NECK_HELD =
  '(?:(?:choked|choking|chokes|strangl\\w*) me with|(?:pulled|pulls|pulling|wrapped|wraps|twisted) (?:\\w+ ){0,3}(?:tight|around|round) (?:from behind|my (?:neck|throat))|(?:squeez\\w*|pressed|pushed) (?:\\w+ ){0,2}(?:mommys|mummys|moms|my|your|her) (?:neck|throat)|(?:hands?|fingers) (?:\\w+ ){0,2}(?:on|around|round) (?:my|your|her) (?:neck|throat)|(?:knee|forearm) (?:\\w+ ){0,2}(?:on|across|against) (?:my|your|her) (?:neck|throat)|(?:chokes?|choked|choking) me\\b[^.!?]*\\b(?:his hands|her hands|with (?:his|her) (?:hands|arm))|(?:finger|hand|thumb) ?(?:marks|prints|bruises) (?:\\w+ ){0,3}(?:neck|throat)|(?:neck|throat) (?:\\w+ ){0,3}(?:finger|hand|thumb) ?(?:marks|prints)|(?:cord|rope|belt|cable|scarf|tie) (?:\\w+ ){0,2}(?:around|round) my (?:neck|throat)|went sleepy|passed out when (?:he|she))';
/** A pet hurt, killed, dangled or threatened, by any verb. */
const PET_WORD =
  '(?:dogs?|cats?|pupp(?:y|ies)|kittens?|hamsters?|pets?|rabbits?|bunn(?:y|ies)|guinea pigs?|birds?|parrots?|fish|chihuahua|puppy|horse|lizard|gerbil|ferret)';
const PET_HURT =
  '(?:(?:picked|lifted|held|holds|grabbed|threw|slammed|kicked|hit|hits|beat|swung|choked|drowned|flushed?|hung|strangled) (?:\\w+ ){0,3}(?:by the (?:neck|throat|tail|scruff|ears)|against|over the (?:balcony|rail|railing|edge)|with (?:a|the) (?:broom|belt|stick|bat|shoe)|until (?:it|he|she) (?:screamed|yelped|cried))|(?:dead|killed|poisoned|drowned|missing) (?:\\w+ ){0,4}(?:smiled|shame|laughed|said|on the floor|in the yard|i know it was (?:him|her))|(?:hell|shell|he will|she will|ill|i will|will|going to|gonna) (?:flush|drown|kill|poison|get rid of|shoot|dump) (?:it|him|her|them))';
/** A weapon handled as a message: checked if loaded in an argument, fired inside, kept in reach "for me". */
const WEAPON_USE =
  '(?:(?:checks?|checking|checked) (?:if |whether )?(?:its|it is|the (?:gun|pistol) is) loaded|fired (?:a |the )?(?:shot|gun|round|pistol)s? (?:into|in|through|at) (?:the )?(?:ceiling|wall|floor|air|house)|(?:gun|pistol|rifle|shotgun|knife)\\b[^.!?]*\\b(?:when we (?:argue|fight)|its for me|for me if i leave|to make a point)|(?:when we (?:argue|fight))\\b[^.!?]*\\b(?:picks? (?:it|the gun|the pistol) up|loads?|cleans?))';
/** Control of daily life: food, sleep, clothes, contacts, money accounted for, reporting one's whereabouts, a job lost through him, kept in a room. */
const CONTROLLED =
  '(?:(?:locks? (?:up )?the (?:food|fridge|pantry)|(?:food|fridge|pantry) (?:\\w+ ){0,3}locked)(?=[^.!?]*\\b(?:only (?:opens?|unlocks?|lets)|when i do what|from me|so i (?:cant|can not)|unless i|punish\\w*|go hungry|hungry)\\b)|decides (?:when i (?:sleep|eat)|what i (?:wear|eat)|who i (?:can )?(?:talk|see))|(?:account|answer) for every (?:dollar|penny|cent|minute)|times my (?:\\w+ )?(?:trips?|errands|drives?|walks?)|(?:send|text) (?:him|her) (?:a )?(?:photo|picture|pic|selfie|location) every (?:hour|\\d+ (?:min|minutes))|got me fired|(?:stands?|stood|standing) in the doorway so i (?:cant|can not|could not|couldnt) leave|locked (?:me|us) (?:and (?:the baby|the kids|my \\w+) )?in (?:the|a|my|our) (?:\\w+ )?(?:room|bedroom|bathroom|house|basement) from (?:the )?outside|takes? my (?:whole |entire )?(?:paycheck|pay|wages|salary)|(?:only )?gives? me \\$?\\d+ (?:dollars )?a (?:week|month) for|cuts? (?:up )?(?:the|my) card|cancel\\w* my (?:phone|insurance|prescription|insulin|meds)\\b[^.!?]*\\b(?:wont|refuses|insulin|meds|medicine|refill)|(?:wont|refuses to|will not) (?:drive|take) me to (?:get|the pharmacy|the doctor|my (?:insulin|meds|appointments?)))';
/** Intimate pictures held over the parent or a teen, however said. */
const PICS_HELD =
  '(?:(?:has|have|keeps?) (?:her|his|my) (?:pics|pictures|photos|nudes|videos)\\b[^.!?]*\\b(?:post|share|send|show|leak)\\w* (?:them|it)\\b[^.!?]*\\b(?:unless|if (?:she|he|i) (?:dont|doesnt|wont))|camera hidden (?:\\w+ ){0,2}(?:bathroom|bedroom|shower)|(?:still|screenshot|clip) from (?:it|the camera|the video)|(?:email|send|show|post|text)\\w* (?:\\w+ ){0,6}my (?:private|intimate|naked|nude) (?:photos|pics|pictures|videos)|blurred (?:pic|picture|photo|video) of me|(?:folder|album|file) of my (?:naked|nude|private|intimate) (?:pics|pictures|photos|videos)|(?:going to|gonna|will) love these\\b)';
/** Status held over the parent or family: a green card or work permit kept, a petition withdrawn, ICE called or waiting, someone undocumented reported. */
const STATUS_HELD =
  '(?:(?:wont|will not|refuses to) give (?:me )?(?:back )?my (?:green card|passport|work permit|visa|documents|papers)|my (?:green card|work permit|visa|passport) (?:\\w+ ){0,4}(?:back when|in his wallet|in her wallet|locked)|(?:keeps?|kept|holds?) my (?:green card|work permit|visa|passport) (?:in|at|and)|withdraw (?:my|the) (?:petition|sponsorship|application)|(?:have|has|get) (?:ice|immigration) (?:waiting|come|pick)|(?:undocumented|no papers|illegal)\\b[^.!?]*\\b(?:report|call|tell)\\w* (?:her|him|them|on)|(?:report|call)\\w* (?:her|him|them) (?:to ice|to immigration|in)\\b[^.!?]*\\bundocumented)';
/** Left with no way home: made to get out on the road, the keys taken, told to walk. */
const LEFT_STRANDED =
  '(?:made (?:me|us) (?:and (?:my|the) \\w+ )?get out (?:\\w+ ){0,4}(?:and drove off|on the (?:shoulder|highway|road|freeway))|(?:walking|walk) (?:\\w+ ){0,3}(?:on|along) (?:the )?(?:side|shoulder) of the (?:highway|road|freeway)|(?:ran|left|drove) (?:out )?(?:\\w+ ){0,3}with the (?:keys|car)\\b[^.!?]*\\b(?:no way (?:home|back)|walk\\b|stuck here|stranded)|no way (?:home|back)\\b[^.!?]*\\b(?:texted|said|told me) (?:walk|figure it out|find your own))';
/** A child's body marked in a way play does not explain: an adult-sized bite, bruised ears, a hand held on a stove; a child shown or touched sexually by an adult. */
const CHILD_MARKED =
  '(?:(?:adult|grown up|grownup)(?: sized)? bite|bite mark\\b[^.!?]*\\badult|ears (?:are )?bruised|bruis\\w* (?:on )?(?:both )?(?:his|her) ears|marks on (?:his|her) neck|holds? my hand on the (?:stove|burner|iron)|(?:acting|act) (?:it|sex stuff|that) out with (?:her|his) (?:dolls|toys|stuffed animals)|(?:sex|sexual) (?:stuff|things|questions)\\b[^.!?]*\\b(?:dolls|learned it|the man|daddys|his friend|stuffed animals|teddy|toys|barbies)|acts? out (?:\\w+ ){0,2}(?:sex\\w*|sexual) (?:stuff|things|acts|games)|sit on his lap\\b[^.!?]*\\b(?:wiggl|candy|secret|rub)|makes (?:her|him) show (?:him|her) (?:her|his) (?:body|privates)|show (?:him|her) (?:her|his) (?:body|private))';
/** A child taken away: out of state without telling, "youll never find us", a number disconnected, withdrawn from school, no one knowing where, no address given for weeks, "you won't be seeing her". */
const TAKEN_AWAY =
  '(?:took (?:\\w+ ){0,3}(?:out of state|to another state|across the border)\\b[^.!?]*\\b(?:without (?:telling|asking|my)|lives there now|not coming back)|(?:youll|you will|u will|you wont|you will not) never (?:find|see) (?:us|them|her|him)|(?:phone|number) (?:is )?(?:disconnected|changed)\\b[^.!?]*\\b(?:withdrew|withdrawn|school|never|gone)|nobody knows where (?:they|he|she|the kids) (?:are|is)|(?:wont|will not|refuses to) (?:say|tell me) where\\b[^.!?]*\\b(?:(?:a|one|two|three) (?:month|week)s?|\\d+ (?:months|weeks|days))|(?:you|u) (?:wont|will not|arent going to) (?:be seeing|see) (?:her|him|them|the kids) (?:for a while|again|anymore)|(?:birth certificates?|passports?|records) (?:are |were )?(?:gone|missing)\\b[^.!?]*\\b(?:hours late|late with them|not back|wont answer))';

/** A threat reported to the parent: "I'll end you", a dead woman, an ambulance, the last thing she'll do, what's coming, a fire while inside, "you won't get up". */
const THREAT_SAID =
  '(?:(?:said|says|texted|told (?:me|him|her)|yelled|screamed|voicemail|message\\w*|warned)\\b[^.!?]*\\b(?:ill|i will|im going to|im gonna|hell|he will|shell|she will|gonna) (?:end|kill|finish|cut|stab|shoot|bury|handle|take care of) (?:you|u|ya|me|him|her)\\b|(?:youre|you are|im|i am|hes|he is) a dead (?:woman|man|girl|person)|dead (?:woman|man) walking|leave (?:in|on) (?:an ambulance|a stretcher|a body bag)|(?:the )?last thing (?:youll|you will|ill|i will|shell|she will|hell|he will) ever do|get what(?:s| is)? coming to (?:her|you|him|them)|(?:lights?|light|burns?|burn|set) (?:it|the house|the place|fire)\\b[^.!?]*\\bwhile (?:im|i am|youre|you are|we are|were) inside|(?:you|i|she) (?:wont|will not) get up (?:next time|again)|next time (?:you|i|she) (?:wont|will not) get up|(?:is going to|gonna|will|might|could) have an accident|(?:a )?shame if something (?:happened|happens|were to happen) to (?:you|her|him)|if (?:he|she|i) loses?,? (?:you|i) lose too|(?:handle|handles|handling) me\\b|(?:lock|locks) (?:her|your|his) doors\\b[^.!?]*\\bnext|(?:shes|youre|hes) next\\b)';
/** Someone close to the parent named as the target: a new partner, a parent, the whole family. */
const CLOSE =
  '(?:(?:my|her|his) (?:new )?(?:boyfriend|bf|girlfriend|gf|husband|wife|partner)|my (?:mom|mother|dad|father|sister|brother|family|parents)|the whole family|her|him)';
const AIMED =
  '(?:put a bullet in|cut (?:\\w+ )?open|run (?:him|her|\\w+ (?:new )?(?:husband|boyfriend|wife|girlfriend)) off the road|(?:is|are|hes|shes) a dead (?:man|woman)|(?:have|has) (?:his|her) address\\b[^.!?]*\\b(?:settle|coming)|(?:hell|shell|ill|he will|she will|gonna|going to) (?:hurt|kill|shoot|stab) (?:him|her|them))';
/** Places the parent goes, seen together with the other person. */
const PLACE =
  '(?:grocery store|store|gym|school|park|work|office|church|doctors?|dentist|my (?:\\w+ )?(?:parking lot|lot)|lobby|my moms|library|pharmacy)';
const FOLLOWED =
  '(?:(?:how did|how does|how would) (?:he|she) (?:\\w+ )?know\\b[^.!?]*\\b(?:never told|didnt tell|did not tell|no one knew|nobody knew)|(?:knows|knew) (?:exactly )?(?:where i park|which (?:hotel|room|car|gym|store)|my (?:new )?(?:shift|shifts|schedule|shift times|routine))|(?:notes?|flowers|roses|gifts?|letters?) (?:\\w+ ){0,2}(?:on|at|to) my (?:windshield|door|porch|work|car|desk)\\b[^.!?]*\\b(?:every|next (?:day|morning)|no card|moved|didnt (?:give|tell)|since|new)|(?:got|gets|broke|logged) into my (?:email|google|icloud|facebook|instagram|accounts?)|pretending to be me|(?:looking|peeking|peering|staring) (?:in|into|through) my (?:bedroom |kitchen )?windows?|(?:[5-9]\\d|\\d{3,}|hundreds of|dozens of) (?:texts|calls|messages|emails)\\b[^.!?]*\\b(?:yesterday|today|a day|an hour|in a row|times)|(?:called|calls|calling) (?:\\w+ ){0,3}(?:[3-9]\\d|\\d{3,}) times|slashed my tires|camera (?:in|inside|hidden in) (?:the|my) (?:smoke detector|bedroom|bathroom|vent|clock|charger)|(?:tracking|tracker) (?:thing|device)? ?(?:under|in|on) (?:the|my) (?:back |front )?(?:bumper|car|wheel)|i always know where you are)';
/** Being sent away or reported, said as a threat. */
const SENT_AWAY =
  '(?:taken away by (?:immigration|ice|la migra)|(?:get|be|been|getting) sent home\\b(?! (?:from|sick|early|for))|(?:sent|send|sending) (?:me |you |her |mommy |mom )?(?:back|away)(?: to \\w+)?|(?:put|puts) (?:me|you|her) on a plane|on a plane back|going back to (?:mexico|guatemala|honduras|el salvador|\\w+) forever|(?:ice|immigration|uscis|the embassy|la migra)\\b[^.!?]*\\b(?:waiting|tip|call|tell|report|will be there)|(?:tip|tips|tipped|call|calls) (?:off )?(?:ice|immigration|the embassy)|marriage was (?:fake|a fraud)|(?:never|hasnt|has not|wont|will not) fil\\w* my (?:papers|petition)|(?:thats|that is) my leash|tore up my (?:work permit|green card|visa|papers)|(?:one call|single call) and (?:youre|you are|ur) gone)';
const SAID_AS_THREAT = '(?:says|said|tells|told|if|unless|threat\\w*|every (?:fight|time)|will|gonna|going to|laughs)';
/** Afraid at home, said by what the family does: hiding when he arrives, tiptoeing, sleeping ready to run, never knowing his mood. */
const HIDING_AT_HOME =
  '(?:(?:hide|hides|hiding) (?:in (?:the|their|his|her|my) (?:closet|room|rooms|bathroom|bedroom)|under (?:the|their|his|her) beds?)\\b[^.!?]*\\b(?:when|hear|truck|car|door|gets like|comes home|pulls in)|(?:never know|dont know) (?:which|what) (?:version|mood) of (?:him|her)|(?:walking|walk) on eggshells|tiptoe\\w*|sleeps? (?:with (?:her|his|my|their) shoes on|in (?:her|his|my) (?:clothes|shoes)) in case|(?:terrified|scared|afraid) (?:to go back|to do the exchange at (?:his|her)|of (?:my|your|her|their) (?:husband|wife|dad|father))|(?:pounding|banging|kicking) (?:on )?the (?:bathroom |bedroom )?door\\b[^.!?]*\\bright now)';
/** The other person's suicide said by what they do: pills counted or pictured, a note written, a last post, cuts sent as a picture, a bottle taken in front of the parent. */
const THEIR_ACTS =
  '(?:(?:counts?|counting|counted) (?:them|his pills|her pills|the pills)|(?:pics|photos|pictures|a (?:pic|photo|picture)) of (?:his |her )?(?:pills|a gun|his gun|her gun|a rope|(?:his|her) (?:dads )?(?:old )?(?:gun|shotgun|rifle))|(?:already )?(?:written|wrote) the note|(?:this is|its) (?:his|her) last post|done (?:living|with (?:all of it|this world|life))|(?:cuts?|cut) (?:his|her) (?:arms?|wrists?)\\b[^.!?]*\\b(?:photo|picture|next time|deeper|when i|if i)|(?:took|swallowed) a (?:whole )?bottle of \\w+ in front of me|on you if you leave|next time (?:she|he) (?:wont|will not) call for help)';
/** The family gone together, said by the one threatening. */
const FAMILY_GONE =
  '(?:(?:this|the|our) family ends together|(?:taking|take|takes) the (?:whole )?family with (?:him|her)|none of (?:them|us|you) (?:will )?live to see it|(?:going|go) somewhere (?:i|mommy|daddy|you) (?:cant|can not|wont be able to) follow|(?:take|taking) (?:them|the kids|both kids) (?:\\w+ ){0,3}one last time|(?:give|giving) the baby (?:her|his|my) pills|(?:kids|children|girls|boys) (?:wont|will not) need a (?:mom|mother|dad|father|mom or a dad)|where (?:mommy|daddy|mom|dad) cant (?:ruin|hurt|find) us)';

/**
 * Session 19: the end of the one threatening and the children said together, softly: their lives
 * taken with "both" or "all", a funeral for all of them, a "last ride" said over the children,
 * making sure they never grow up (thehotline: threats to harm the children and oneself).
 */
const ALL_OF_THEM_GONE =
  '(?:(?:take|takes|taking|end|ends|ending|took) (?:both|all|all three|all four|all of) (?:of )?(?:their|our|your) lives|funeral\\b[^.!?]*\\b(?:all|both) (?:three |four |five )?(?:of )?(?:them|us|you)|(?:said|says|texted|wrote|captioned|caption) (?:\\w+ ){0,3}(?:last|final) (?:ride|drive|trip|chapter)|(?:well|we will|were going to|we are going to) all be gone|end (?:this|the|our) (?:whole )?family|(?:coming|come|going) with (?:me|him|her) when (?:i|he|she) go(?:es)?(?:$|[.!?,])|death do us part (?:\\w+ )?all|at (?:our|their) graves?|(?:taking|take|takes) us all with (?:him|her)|make sure (?:they|the kids|the children|them|she|he) (?:dont|never|wont|do not|will not) (?:\\w+ ){0,2}grow up|grow up\\b[^.!?]*\\bmake sure (?:they|them|the kids) (?:dont|never|wont|do not|will not))';
/**
 * Session 19: being watched without the word (SPARC: a device on the car, knowing where the parent
 * has been, turning up by "chance" again and again, waiting outside night after night, asking others
 * when the parent leaves, a car's app used to show he is watching).
 */
const WATCHED_2 =
  '(?:(?:box|device|thing|tracker|gps|airtag|tile|magnet\\w*) (?:\\w+ ){0,3}(?:under|behind|inside|stuck to|taped to|attached to|in) (?:the|my|our) (?:back |front |rear )?(?:bumper|wheel well|undercarriage|spare tire|glove box)|(?:texting|texts|texted|tells|told|telling|sends?|sent|knows|knew|mentions?|mentioned) (?:me )?(?:\\w+ ){0,3}(?:details of |exactly )?where i (?:ate|eat|went|go|was|am|park|shop|had (?:dinner|lunch|coffee)|work out|sleep|slept)|(?:bumps?|bumped|bumping|runs?|ran|running) into me (?:\\w+ ){0,4}(?:times|every|again|places|everywhere|always)|(?:map|screenshot|pin|dot) (?:\\w+ ){0,5}(?:on|at) my (?:\\w+ )?(?:office|work|house|apartment|gym|school|place)|(?:sitting|sits|parked|parks|waiting|waits) in the (?:parking )?lot (?:of|at|outside) my|outside my (?:house|apartment|place|work|door|building) (?:most|every|all|some|many) (?:nights|days|mornings|evenings)|(?:asks?|asking|asked|calling|calls|called|texting) (?:\\w+ ){0,4}(?:when i (?:leave|get off|arrive|come in|go home)|which (?:door|exit|entrance|route|car) i)|(?:car|vehicle) app\\b[^.!?]*\\b(?:when|while) (?:im|i am|i was) (?:driving|in it|inside))';
/**
 * Session 19: a child's own words for abuse (Childhelp, Darkness to Light: a secret that hurts, a
 * grown-up's "don't tell", something bad if they tell, "games" in the bath or in bed, a touch named
 * by the child's word for their body, pain at a nappy change with redness there).
 */
const SECRET_TOLD =
  '(?:(?:is it|its|it is) (?:still )?(?:a )?secret|(?:said|says|told (?:him|her|them)|asked (?:him|her|them)) not to tell|(?:dont|do not|not to) tell (?:mommy|mom|mama|daddy|dad|papa|you|anyone|anybody)|(?:something|bad things?|something bad) (?:bad )?(?:would|will|might|could) happen (?:\\w+ ){0,3}if (?:he|she|they|i) (?:told|tells|tell|said))';
const CHILD_BODY =
  '(?:hurts?|hurt|games?|tickl\\w*|touch\\w*|rubs?|rubbing|private|privates|underwear|down there|bath|tent|in bed|blanket|naked|owie)';
const BODY_PLACE_TOUCH =
  '(?:tickl\\w*|touch\\w*|rubs?|rubbing|pok\\w*|play\\w*) (?:\\w+ ){0,3}(?:in|on) (?:the|her|his|my) (?:underwear|private|pee ?pee|bathing suit|swimsuit|no no) (?:place|part|parts|area|spot)';
const CHANGE_PAIN =
  '(?:diaper|nappy|wipe|wiping|bath)\\b[^.!?]*\\b(?:owie|ouch|hurts|no no|cries|screams|flinch\\w*)|(?:owie|ouch|hurts|no no|cries|screams|flinch\\w*)\\b[^.!?]*\\b(?:diaper|nappy|wipe|wiping)';
const RED_THERE =
  '(?:redness|red|sore|bleeding|swollen|rash) (?:down there|(?:on|in) (?:her|his) (?:privates|private area|bottom))';
/**
 * Session 19: veiled threats by shape (DomesticShelters, "Why threats should be taken seriously":
 * vague warnings about what is coming): sleeping with one eye open, not seeing it coming, a finger
 * drawn across the throat, knowing the parent's schedule "better than you", people who will
 * "handle" someone, how "this ends", leaving in an ambulance, running someone over.
 */
const VEILED_3 =
  '(?:sleep\\w* with one eye open|(?:wont|will not|never|not) see (?:it|me|this|what) coming|(?:drew|draws|drawing|ran|runs|running|dragged|drags|slid|slides) (?:his|her|a) (?:finger|thumb|hand) across (?:his|her|my|the) (?:neck|throat)|know (?:your|ur|her|his) (?:schedule|routine|every move) better than|(?:has|have|knows|know) (?:people|guys|friends|someone|a guy) (?:who|that) (?:will|can|could|would) (?:\\w+ )?(?:handle|take care of|deal with|hurt|visit|pay (?:him|her|you) a visit)|(?:you|u|we) (?:know|all know) how (?:this|it|that) (?:ends|will end|is going to end)|leav\\w* (?:in|on) (?:an ambulance|a stretcher|a body bag)|run (?:him|her|you|them|\\w+ (?:new )?(?:husband|boyfriend|bf|wife|girlfriend|gf|partner)) (?:over|down|off the road)|(?:going to|gonna|will|ll|hell|shell) end (?:my|his|her|your) (?:new )?(?:girlfriend|gf|boyfriend|bf|partner|husband|wife))';
/**
 * Session 19: more traces of self-injury (Mayo Clinic, Child Mind Institute: wounds reopened on
 * purpose, skin rubbed or scratched until raw or bleeding, sharp things hidden or wrapped, a box of
 * plasters a week, a blade with blood on it), said of a child or of "her"/"him".
 */
const SELF_HARM_SIGNS_2 =
  '(?:(?:re ?opens?|reopening|reopened|keeps? (?:picking|opening|scratching)) (?:\\w+ ){0,4}(?:cut|cuts|wound|scab|scabs|sore|sores|spot)|(?:rubs?|rubbing|rubbed|scratch\\w*|scrap\\w*|picks?|picking) (?:\\w+ ){0,6}(?:til|till|until) (?:its|it is|it was|they are|theyre|they|it) (?:raw|bleed\\w*|bled|burns?)|(?:broken mirror|piece of (?:a )?mirror|broken glass|piece of glass|shards?|blades?|razors?|sharpener|staples|box cutter|safety pins?)\\b[^.!?]*\\b(?:wrapped|hidden|under (?:her|his|their) (?:pillow|mattress|bed)|dried blood|blood on|bloody)|(?:bandaids?|band aids?|plasters) (?:a|every|each) (?:week|day)|(?:on purpose|deliberately)\\b[^.!?]*\\b(?:skin|arms?|legs?|wrists?|thighs?|burns?|cuts?|scratch\\w*|raw)|(?:skin|arms?|legs?|wrists?|thighs?|burns?|cuts?|scratch\\w*|raw)\\b[^.!?]*\\b(?:on purpose|deliberately))';
/** Self-harm seen by its traces (Mayo Clinic and NHS signs): marks in rows or under stacked bracelets, sores kept open, a flame held to the skin, hidden blades, skin scrubbed raw, lashes pulled out, a knife under a pillow. */
const SELF_HARM_SIGNS =
  '(?:(?:lines|cuts|bruises|marks|scabs|scratches) (?:\\w+ ){0,3}(?:all the way up|all up|in (?:neat |little )?rows|straight and even)(?:(?=[^.!?]*\\b(?:arms?|forearms?|legs?|thighs?|wrists?|skin|stomach|ankles?)\\b)|(?<=\\b(?:arms?|forearms?|legs?|thighs?|wrists?|skin|stomach|ankles?)\\b[^.!?]*))|(?:bracelets|wristbands|sleeves|hoodie)\\b[^.!?]*\\b(?:cuts|burn marks|burns|lines|scars|scabs) (?:under|beneath|up)|(?:cuts|burn marks|burns|scars|scabs) (?:\\w+ ){0,2}under (?:them|the bracelets|her bracelets|his bracelets|her sleeves|his sleeves)|picks? (?:at )?the same (?:spot|sores?|scabs?)|(?:holding|held|holds) a (?:lighter|match|candle|flame) to (?:her|his|their|my) (?:own )?(?:arm|arms|skin|leg|legs|wrist|hand)|(?:hitting|hit|hits|punching) my (?:own )?(?:legs?|arms?|thighs?|stomach|head) (?:\\w+ ){0,3}(?:until|till) (?:they|it) (?:bruises?|bleeds?)|(?:blades?|razors?) (?:\\w+ ){0,2}(?:hidden|wrapped in)|(?:pencil )?sharpener blades?|(?:scrubs?|scrubbing|rubs?|rubbing) (?:\\w+ ){0,3}(?:skin|arms?|legs?) (?:\\w+ ){0,4}(?:till|until) (?:its|it is|they are|it was) raw|marks (?:\\w+ ){0,4}(?:look|looked|looking) (?:deliberate|intentional|self inflicted|on purpose)|(?:eyebrows|lashes|eyelashes) (?:\\w+ ){0,3}(?:are )?(?:gone|missing)|found (?:a |one |the )?(?:knife|blade|razor|one) under (?:her|his) pillow|scabs (?:\\w+ ){0,2}(?:all )?(?:up|on|over) (?:his|her) (?:thighs|arms|legs|wrists))';

// Session 16: situations told over two sentences ------------------------------------------
/** Left without the car, or not met where expected (thehotline: stranding as control). */
const LEFT_WITHOUT =
  '(?:(?:took|takes|taken|drove off with) (?:the|our|my) (?:only )?(?:car|truck|van|keys)|never (?:came|showed|picked (?:us|me) up)|(?:didnt|did not) (?:come|show|pick (?:us|me) up)|left (?:us|me)|drove (?:off|away)|(?:he|she) left\\b(?! (?:for|to) work))';
/** Nothing to get by on or get back with. */
const NOTHING_LEFT =
  '(?:no|without|dont have|have no|zero) (?:\\w+ )?(?:food|cash|money|formula|diapers|gas|ride|way (?:home|back|out)|car|phone)|\\$?\\d+ (?:dollars )?on the counter';
/** Rage at things: what makes a home frightening (thehotline: breaking or throwing things). */
const RAGE =
  '(?:(?:fist|hand|foot|head) through (?:the |a )?(?:door|wall|window|cabinet)|throws|threw|throwing|smash\\w*|punch\\w*|kick\\w*|break(?:s|ing)?|broke) (?:\\w+ ){0,2}(?:things|stuff|plates|dishes|furniture|walls?|doors?|holes?|chairs?|glass\\w*|the tv)';
const AFRAID = '(?:afraid|scared|terrified|frightened|petrified|fear|eggshells)';
/** Clothes that hide the arms in heat, and what they hide (AFSP: covering up in warm weather). */
const COVERED = '(?:hoodies?|long sleeves|sweatshirts?|jackets?|sweaters?)';
const HEAT = '(?:\\d+ degrees|summer|heat|hot|warm|swim\\w*|pool|beach)';
const HIDDEN_MARKS = '(?:lines|cuts|marks|scars|flinch\\w*|scabs|bandages?)';
/** A child's telling about an adult, then taken back (Childhelp: recanting is common). */
const TOLD = `(?:${KID}|he|she) (?:\\w+ ){0,3}(?:said|says|told (?:me|us)|mentioned|whispered)`;
const GROWN_UP =
  '(?:coach|teacher|uncle|roommate|boyfriend|girlfriend|stepdad|stepmom|neighbou?r|babysitter|cousin|mr \\w+|ms \\w+|mrs \\w+|grandpa|(?:dads|moms) (?:\\w+ )?(?:friend|girlfriends son|boyfriends son|roommate))';
const TAKEN_BACK =
  '(?:clammed up|shut down|went quiet|wouldnt say (?:more|anything)|changed the subject|made it up|never mind|take it back|took it back|wont talk about it)';
/** A new address kept from the other parent, and something from them there (SPARC). */
const KEPT_FROM = '(?:didnt|never|did not|without) (?:give|giving|tell|telling|told|gave) (?:him|her|them|my ex)';
const REACHED = '(?:card|note|letter|flowers|package|gift|(?:he|she) (?:found|knows|sent|left|showed up|turned up|came))';
const NEW_PLACE = '(?:new (?:address|apartment|place|house|mailbox|job|number|door)|moved)';

/** Force used in bed or on the body, and no consent (RAINN: intimate partner sexual violence). */
const FORCED =
  '(?:pinned|pins|pinning|held (?:me|my (?:wrists|arms|legs)) down|holds? me down|pried|pushed me (?:face down )?(?:on|onto|into) (?:the |his |her )?bed|dragged me|on top of me)';
const NO_CONSENT =
  '(?:(?:said|saying|say|told (?:him|her)) no|kept saying no|(?:wouldnt|would not|didnt|did not) stop\\b(?! (?:yelling|screaming|hitting|calling|texting|talking|shouting|punching))|did it anyway|then (?:he|she) did it|i (?:just )?froze|went numb|(?:his|her) right|owed? (?:him|her)|while i (?:cried|was crying|slept|was asleep)|said it hurt)';
const INTIMATE_SCENE = '(?:bed|legs|clothes|undress\\w*|shower|sex|did it|numb|froze|pants|underwear|inside)';
/** Bedwetting or regression beside dread of one home (Childhelp signs of abuse). */
const REGRESSION =
  '(?:wet(?:s|ting)? the bed|bedwetting|potty accidents|wetting (?:herself|himself)|started sucking (?:her|his) thumb)';
const DREAD =
  '(?:screams|cries|begs|terrified|panics|hides|refuses) (?:\\w+ ){0,4}(?:to go|going|when its time|not to go|before)';
/** Grooming: gifts or favours with secrecy from an older person (Childhelp). */
const FAVOURS = '(?:gifts?|presents|money|rides|special attention|messages (?:her|him) late|late at night)';
const SECRECY = '(?:just between us|our (?:little )?secret|dont tell|deleted (?:them|the (?:messages|chats|texts))|secret)';
/** Cuts or burns that recur with an excuse (Adolescent Self Injury Foundation: flimsy excuses). */
const MARKS = '(?:cuts|burns|burn marks|scratches|scabs|bruises)';
const RECUR =
  '(?:new ones every (?:day|week)|always has an excuse|little circles|in rows|straight and (?:even|parallel)|parallel)';

// Session 20 (docs/coach-crisis.md, "Session 20"): warning signs by class ----------------------
/**
 * A means of death held or sat with by the parent, not used for anything (AFSP, Lifeline: access to
 * a means, a rehearsal): a gun taken out and held, sitting in a closed garage with the engine
 * running, pills or a rope kept "just in case".
 */
const MEANS = '(?:gun|pistol|handgun|revolver|rifle|shotgun|pills|tablets|rope|belt|razor|blade|knife)';
const MEANS_HELD = `(?:(?:got|took|pulled|brought|get|take) (?:\\w+ ){0,4}${MEANS}\\b[^.!?]*\\b(?:(?:just )?(?:held|holding|hold) (?:it|them)|stared at (?:it|them)|sat (?:there )?with (?:it|them)|looked at (?:it|them) for|in my (?:lap|hand|hands|mouth))|(?:sat|sit|sitting|stayed|waited) (?:\\w+ ){0,4}in the (?:garage|car)\\b[^.!?]*\\b(?:car|engine|motor) (?:was |is |still )?(?:running|on)\\b|(?:car|engine|motor) (?:was |is |still )?running\\b[^.!?]*\\b(?:garage door|door (?:was )?(?:closed|shut|down))\\b)`;
/** What keeps it from being a rehearsal: cleaning, hunting, the range, selling it, locking it away. */
const MEANS_EXCEPT =
  '\\b(?:clean\\w*|hunt\\w*|range|sell|sold|selling|lock\\w* (?:it|them) (?:up|away)|gun safe|appraise\\w*|warm(?:ing)? (?:it|the car|up)|defrost\\w*|jump ?start\\w*)\\b';
/**
 * Leaving said as one's own end (Lifeline: talking about being gone, about others being better off,
 * a last time): ready to leave this world, a last ride or drive, no loss if one disappears, how
 * long people would cry "after", knowing where one "gets out", life too hard and the phone turned off.
 */
const OWN_END =
  '(?:(?:ready|want|wanted|going|planning) to (?:leave|exit|check out of) this (?:world|life|earth)|(?:if|when) i (?:disappear|vanish|die|was gone|am gone|were gone|wasnt here|am not here)\\b[^.!?]*\\b(?:no loss|no one (?:would|will) (?:care|miss|notice)|nobody (?:would|will) (?:care|miss|notice)|better|easier|wont matter|doesnt matter|move on)|(?:cry|miss|mourn|grieve) (?:for|over) me (?:after|when|once)|(?:people|they|everyone|my kids|the kids) (?:would|will) (?:cry|grieve|mourn|be sad) (?:for me )?(?:\\w+ ){0,3}(?:then|and then|after|before) (?:theyd|they would|they will|theyll) (?:move on|forget)|(?:already )?know where i get (?:out|off)|(?:headed|heading|going) (?:for|over|towards?) the (?:falls|edge|cliff)\\b|life is too (?:hard|much)\\b[^.!?]*\\b(?:turned (?:my )?phone off|goodbye|then (?:i )?(?:turned|shut|switched)))';
/** A last ride or drive said with an end after it ("and then im done", good memories to leave). */
const LAST_RIDE = 'my (?:last|final) (?:ride|drive|trip|outing)';
const THEN_DONE = '(?:then im (?:done|gone|out)|im done after|good memories|remember me|say goodbye)';
/**
 * A child hurting themself, seen by its traces with a sign that it is their own doing (Mayo Clinic,
 * Child Mind Institute): cuts or burns the child calls deserved or a relief, hidden under sleeves or
 * gloves in the heat, wrappers of plasters with no plaster seen, blades and plasters in a bag, a
 * story that does not fit (a pet they do not have, a fall nobody believes).
 */
const CHILD_TRACE =
  '(?:cuts?|cutting|scars?|burns?|burn marks|marks|scratches|blood|bleeding|bandages?|band ?aids?|plasters?|scissors|blades?|razors?|lighter)';
const OWN_DOING =
  '(?:deserve\\w*|(?:lets?|let) (?:the )?(?:pressure|pain|feelings?|stress|anger) out|(?:is|was) (?:this|that|it) (?:cutting|self harm\\w*)|long sleeves (?:\\w+ ){0,4}(?:in (?:july|june|august|summer)|heat|hot|\\d+ degrees)|gloves in (?:july|june|august|summer)|(?:shorts|short sleeves|a swimsuit|t shirts?) never|never (?:wears?|wear) (?:shorts|short sleeves|a swimsuit)|never see (?:a|the) (?:bandage|band ?aid|plaster)|wrappers|(?:dont|do not) tell (?:dad|mom|mommy|daddy|anyone|your)|i know (?:she|he) didnt|(?:we )?(?:dont|do not) (?:even )?have a (?:cat|dog)|(?:look|looks|looked) like (?:from )?a lighter|showed me the (?:cuts|marks|scars|burns)|seeing the blood)';
/** A child shut in alone with a means missing (Lifeline: a means and withdrawal). */
const MEANS_MISSING =
  '(?:(?:knife|knives|blade|razor|razors|pills|meds|medication|scissors|rope|belt) (?:\\w+ ){0,4}(?:missing|gone)|missing (?:\\w+ ){0,2}(?:knife|knives|blade|razor|pills|meds|scissors|rope))';
const SHUT_IN =
  '(?:locked (?:himself|herself|themselves|themself) in|(?:wont|will not|doesnt|isnt) (?:answer|come out|open the door|respond))';
/**
 * Another adult's last words (AFSP: goodbyes, a letter like a last letter, "tell the kids I love
 * them", how they hope to be remembered, sorry for everything), with what came after: the phone
 * off, no answer, driving away, a gun there, a picture of a means.
 */
const LAST_WORDS =
  '(?:(?:reads?|read|sounds?|sounded) like (?:a |his |her )?(?:last|goodbye|final|suicide) (?:letter|note|message|text)|(?:last|final|goodbye) (?:letter|note|message|text|post|video)|tell (?:the|my|our) (?:kids|boys|girls|children|son|daughter) (?:i|that i|he|she) love[sd]? (?:them|him|her)|(?:hopes?|hoping|wants?) (?:\\w+ ){0,3}(?:remember (?:her|him)|remembered)|sorry for everything|life is too (?:much|hard)|(?:cant|can not) do (?:this|it) anymore|this is what you wanted|(?:im|i am) done\\b(?=[^.!?]*\\b(?:love them|goodbye|kids))|(?:pic|photo|picture|video|snap)s? of (?:\\w+ ){0,3}(?:pills|gun|rope|noose|razor|bridge|ledge))';
const AFTER_WORDS =
  '(?:turned (?:his|her|the) phone off|phone (?:is |was )?off|(?:wont|will not|doesnt|isnt|not) (?:answer|answering|pick up)|then (?:she|he) left|left in the car|drove off|has a gun|gun at (?:his|her)|this is what you wanted|arrived today|out of nowhere|on the counter|asleep at (?:his|her)|(?:has|have) the kids|(?:kids|boys|girls|children) (?:are )?(?:with|at) (?:him|her|his|hers))';
/** The other adult's death said as a date and a relief (AFSP): gone before the hearing, never dealt with again. */
const THEIR_GONE =
  '(?:(?:hell|shell|he will|she will|hed|shed|he would|she would) be gone (?:before|by) (?:the|my|our|his|her|next) (?:\\w+ )?(?:hearing|court|trial|date|weekend|birthday|christmas|morning|mediation)|never have to deal (?:w|with) (?:him|her) again)';
/** The one threatening goes too, with the children or after a threat (thehotline). */
const GOING_TOO =
  '(?:(?:ill|i will|hell|he will|shell|she will) be gone too|(?:well|we will|were going to|we are going to|we) all go together|nothing to lose and neither (?:does|do|will) (?:she|he|they|the kids|her|him))';
/**
 * Warning signs of a parental abduction named outright (NCMEC, State Department): the children
 * taken to another country "for a visit" with their passports, a threat never to see them again if
 * the parent leaves, ties cut here (accounts closed, a lease ended) before a visit.
 */
const TAKEN_ABROAD =
  '(?:(?:take|taking|takes|took|move|moving|fly|flying|bring|bringing) (?:the kids|the children|them|our \\w+|my \\w+|both kids|him|her) (?:\\w+ ){0,2}(?:to (?:his|her|their) (?:home )?country|abroad|overseas|out of the country|to (?:\\w+ )?(?:for a (?:visit|vacation|holiday|trip)|to visit (?:family|his family|her family))\\b)|(?:ill|i will|youll|you will|you) never (?:get|see) (?:them|the kids|my kids|her|him) (?:back|again))';
const TAKEN_SIGN =
  '(?:passports?|birth certificates?|bad feeling|wont come back|not coming back|never agreed|says|said|threat\\w*|if i (?:leave|go|divorce|file))';
const TIES_CUT =
  '(?:clos\\w* (?:\\w+ ){0,2}(?:bank )?accounts?|(?:ended|broke|gave up) (?:his|her|the) lease|quit (?:his|her) job|sold (?:his|her|the) (?:house|car|truck)|friends abroad|family (?:is )?abroad|one way tickets?)';
/** Watched without the word (SPARC): knowing every stop, "running into" the ex at places never said, parked by a new home never given, turning up uninvited. */
const WATCHED_3 =
  '(?:(?:knows?|seems to know|knew|always knows) (?:\\w+ ){0,2}(?:every|each) (?:stop|place|move|step|errand) i (?:make|made|go|take|run)|(?:keep|keeps|kept) (?:running|bumping) into (?:my ex|him|her)\\b[^.!?]*\\b(?:places|never told|all in one day|everywhere)|(?:parks?|parking|parked|sits?|sitting|waits?|waiting) (?:\\w+ ){0,2}(?:across from|outside|near|by|in front of) my (?:new )?(?:flat|apartment|house|place|work|building)\\b[^.!?]*\\b(?:never (?:gave|told)|didnt (?:give|tell)|keeps|again|every)|(?:keeps?|kept) (?:parking|sitting|waiting) (?:\\w+ ){0,2}(?:across from|outside|near|by|in front of) my|(?:showing|shows|show|turns?|turning) up (?:uninvited )?(?:wherever|everywhere) i|screenshots? of my (?:location|car|house|whereabouts)|i know where (?:youre|you are|your) (?:sleeping|staying|living))';
/** Afraid at home, by what is done against it (thehotline): a chair against the door, sleeping in the children's room to be safe, shaking when he comes in. */
const BARRICADE =
  '(?:(?:chair|dresser|table|couch) (?:\\w+ ){0,2}(?:against|under|in front of) the (?:\\w+ )?(?:door|handle|knob)|(?:shake|shaking|tense up|freeze) (?:every time|whenever|when) (?:he|she) (?:comes|walks|gets) (?:in|home|near))';

/** A deadline with a visit as its price (a veiled threat): reply in five minutes or he will "come explain it in person". */
const OR_HE_COMES =
  '(?:reply|answer|respond|call|text) (?:\\w+ ){0,5}(?:or|otherwise) (?:hell|shell|he will|she will|ill|i will|he|she) (?:\\w+ )?(?:come|show up|be over|drive over|come over) (?:\\w+ ){0,3}(?:explain\\w*|in person|see you|deal with|make you|teach you|talk to you)';
/** Paying "for this", said as a threat (not a bill). */
const PAY_FOR_THIS =
  '(?:(?:shes|youre|hes|she is|you are|he is|mommy is|mom is|daddy is|dad is|your mom is|your dad is) (?:gonna|going to) pay for (?:this|it|that|what)|(?:youll|you will|shell|she will|hell|he will) pay for (?:this|that|what (?:you|she|he) did))';
/** A pet killed or hurt by a plain verb, the pet named after it. */
const PET_KILLED =
  '(?:he|she|my ex|ex|husband|wife|boyfriend|girlfriend|partner|dad|mom|stepdad|stepmom|they|someone) (?:\\w+ ){0,2}(?:drown\\w*|poison\\w*|kill\\w*|strangl\\w*|stabb?\\w*|shot|starv\\w*|suffocat\\w*|burn\\w*|bleach) (?:\\w+ ){0,3}(?:dogs?|cats?|pupp(?:y|ies)|kittens?|hamsters?|pets?|rabbits?|bunn(?:y|ies)|guinea pigs?|birds?|parrots?|fish|horse|lizard|gerbil|ferret)';
/** Control of daily life, two of its means named together (thehotline: money, the car, who one talks to, clothes, whereabouts). */
const CONTROL_ITEM =
  '(?:controls?|controlling|decides?|tells? me|checks?|checking|monitors?|reads?|goes through|wants to know|demands to know|takes?|took) (?:\\w+ ){0,3}(?:the money|money|my money|the car|my car|who i (?:talk|text|see|call|am with)|what (?:to|i) (?:wear|eat|say)|where i (?:am|go|was)|my (?:phone|texts|messages|email|spending|receipts|paycheck))';
/** Money taken so the parent cannot leave or defend herself (thehotline: economic abuse). */
const DRAINED =
  '(?:drained|emptied|cleared out|cleaned out|took everything (?:out )?(?:of|from)) (?:\\w+ ){0,2}(?:savings|accounts?|bank)';
const NO_MEANS =
  '(?:cant afford|can not afford|no money|nothing left|my name (?:isnt|is not) on|so i (?:should|have to|must)|not a cent)';
/** Documents taken from the parent (thehotline: controlling identification). */
const PAPERS_TAKEN =
  '(?:took|takes|hid|hides|hidden|kept|keeps|locked up|locks up|destroyed|tore up) (?:\\w+ ){0,2}my (?:passport|id|license|documents|papers|birth certificate|social security card)\\b';
/** Intimate pictures or a video held over the parent for money or obedience (sextortion). */
const VIDEO_FOR =
  '(?:money|pay|paid|\\$?\\d+|cash|or (?:else|hell|shell)|unless|if i (?:dont|do not|leave|tell))\\b[^.!?]*\\b(?:post|share|send|leak|release|show|upload)\\w* (?:the|my|our|those|that|her|his|these) (?:\\w+ )?(?:video|videos|pics|photos|pictures|nudes|tape|recording)';
/** Sex forced by a partner, told plainly (RAINN): forced "again", porn to copy, "whenever he wants", a no not cared about. */
const FORCED_SEX =
  '(?:(?:husband|boyfriend|partner|he|ex|she) (?:\\w+ ){0,2}forced me\\b(?! to| out| into)(?=.*\\b(?:again|bleeding|hurt|night|bed|intimate|sex|said no|didnt want|every time)\\b)|(?:makes?|made|forces?|forced) me (?:to )?(?:watch porn|do what(?:s| is) in (?:it|them|the (?:videos|porn)))|(?:doesnt|does not|dont|didnt|wont) care if i (?:say|said) no|(?:can be|be) intimate whenever (?:he|she) wants)';
/** Abusive head trauma in a baby (AAP): a head that grows or swells with drowsiness, vomiting or not feeding. */
const HEAD_SIGNS =
  '(?:head (?:looks|is|seems|got) (?:\\w+ )?(?:bigger|swollen|larger)|soft spot (?:is |looks )?(?:bulging|swollen)|(?:bulging|swollen) soft spot)\\b[^.!?]*\\b(?:drowsy|sleepy|vomit\\w*|throwing up|not eating|wont eat|floppy|seizure|since (?:she|he) came back|after (?:her|his) (?:visit|weekend))';
// Session 21: classes of warning signs seen on the thirteenth part (docs/coach-crisis.md) -----
/** One's own end said plainly without a rule word: the others' lives easier without one, a plan of how, not waking up hoped for, no reasons left (AFSP, Lifeline). */
const OWN_END_21 =
  '(?:(?:would|will|d|could) (?:have|be|live) (?:an? |so much |much |a lot )?(?:easier|better|happier|simpler) (?:life|lives|off)?\\b[^.!?]*\\b(?:if i (?:just )?(?:wasnt|werent|was not|were not|was gone|wasnt here|wasnt around|disappeared|died|were dead|was dead)|without me)|(?:planning|planned|plan|thinking (?:about|of)|figured out|worked out|decided) (?:\\w+ ){0,2}how (?:id|i would|i will|ill|im going to) do it|(?:so )?(?:nobody|no one|the kids) (?:would|will|wont|wouldnt)? ?(?:have|has|need) to find me|(?:hope|hoping|hoped|wish|wishing|wished|pray|praying|prayed) (?:that )?i (?:just )?(?:dont|didnt|wont|wouldnt|do not|did not|would not|will not|never) wake up\\b(?! (?:late|early|on time|in time|before|for|when|at|to|with))|running out of reasons to (?:keep|stay|live|go on|be here|get up)|(?:no|not any|dont have any) reasons? left to (?:keep|stay|live|go on|be here))';
/** Another adult's signs said without a rule word: the children fine without him, nothing left for him, goodbyes as if for good, things cleared out, a means taken out before leaving (AFSP). */
const THEIR_SIGNS_21 =
  '(?:(?:kids|children|girls|boys|everyone|we|you|the family|(?:his|her) (?:son|daughter|kids)) (?:would|will|d) (?:be|do) (?:fine|better|ok|okay|happier|better off) without (?:him|her)|(?:nothing|nobody|no one|no reason) left for (?:him|her)|(?:said|saying|says|say) (?:goodbye|bye) (?:\\w+ ){0,4}(?:like|as if) (?:(?:he|she) (?:wasnt|was not|werent|isnt) coming back|(?:it was|its|it is|it were) (?:forever|the last time|for good)|for good|forever)|(?:cleaned|cleared|emptied) out (?:his|her) (?:closet|room|desk|locker|things|stuff)\\b[^.!?]*\\b(?:goodbye|not coming back|wasnt coming back|forever|for good)|went (?:out|off) with (?:a|his|her|the) (?:razor|gun|rope|pills|knife|rifle|shotgun|pistol)\\b[^.!?]*\\b(?:wasnt|not|never|still not) (?:home|back)|(?:tried|attempted) (?:\\w+ ){0,3}(?:before|once|years ago|last year)\\b[^.!?]*\\b(?:note|letter)\\b[^.!?]*\\b(?:sounded|sounds|read|reads|same|like that))';
/** Letters left or hidden for the family. */
const LETTERS_LEFT =
  '(?:(?:envelopes?|letters?|notes?|cards?) (?:\\w+ ){0,4}(?:taped|hidden|hid|behind|under|one for me and one for|for me and (?:one for )?(?:the kids|each)|for each of (?:us|the kids))|(?:taped|hid|hidden|left) (?:\\w+ ){0,2}(?:envelopes?|letters?|notes?))';
/** No way to reach the one who left them. */
const UNREACHABLE =
  '(?:(?:cant|can not|cannot) (?:reach|find|get (?:a )?hold of|contact) (?:him|her)|(?:isnt|not|wont|stopped) (?:answering|picking up)|phone (?:is )?(?:off|dead)|goes (?:straight )?to voicemail|no answer|nobody knows where (?:he|she) is)';
/** Together for good, said to the parent before the children are taken ("well all be together where nobody can separate us"). */
const TOGETHER_FOR_GOOD =
  '(?:well|we will|were going to|we are going to|we can|we shall|we could) (?:all )?be together (?:\\w+ ){0,3}(?:where (?:nobody|no one|you) (?:can|will|cant)|forever|for good|for eternity|in heaven|somewhere (?:nobody|no one|you cant))';
/** Death said without a harm verb, as a threat: the ground, a box, no more birthdays. */
const NO_HARM_VERB_DEATH =
  '(?:(?:end up|wind up|be|youll be|ill be) (?:\\w+ )?(?:in the ground|in a (?:box|body bag|coffin|grave|ditch)|at the bottom of (?:the|a) (?:river|lake|lake)|pushing up daisies)|never (?:see|make it to|live to see|get to see) (?:another|the next|your next|my next|one more) (?:birthday|christmas|summer|year|thanksgiving|holiday|spring|new year)|(?:shoot|kill|stab|murder|burn) (?:every ?one of you|all of you|you all|the lot of you|every last one of you))';
/** Said by the other adult, or on a condition. */
const SAID_OR_IF = '(?:said|says|told|tells|texted|yelled|screamed|warned|threaten\\w*|wrote|if (?:i|you)|make sure)';
/** Sexual acts while the parent is asleep (RAINN: no consent while asleep). */
const WHILE_ASLEEP =
  '(?:(?:while|when|once|after|before) (?:im|i am|i was|im still|i fall) (?:asleep|sleeping|passed out|unconscious|out cold)|wakes? me (?:up )?by (?:pulling|taking|touching|grabbing|getting|climbing|being on)|(?:pull\\w*|rip\\w*|tak\\w*|tear\\w*) (?:off )?my (?:clothes|pajamas|underwear|shorts)(?: off)?)';
const ASLEEP_ACT =
  '(?:(?:he|she) (?:\\w+ ){0,3}(?:start|starts|started)|(?:fine|ok|okay|allowed) to start|do anything|does anything|does (?:things|stuff|it)|do (?:things|stuff|it)|touch\\w*|clothes|pajamas|underwear|on top of me|wakes? me|have sex|get started|is fine to|allowed to|can do|push (?:him|her) away|gets? rough|said no|never agreed)';
/** A refusal that costs the parent, in a sexual context ("if i say no he trashes the house so i give in"). */
const REFUSAL_COST =
  '(?:(?:if|when|whenever|every time) i (?:say no|refuse|push (?:him|her) away|dont (?:go upstairs|want to)|wont (?:go upstairs|sleep with)|turn (?:him|her) down)|not allowed to say no|(?:cant|can not|cannot) say no)';
const GIVES_IN =
  '(?:give in|gave in|giving in|go numb|went numb|until (?:its|it is|it was) over|gets? rough|got rough|getting it somewhere else|i must be (?:cheating|getting it)|(?:go|goes|went|going) upstairs|in bed|sleep with (?:him|her)|(?:his|her) needs)';
/** A child flown or driven away behind the parent's back, or the child's phone at an airport (NCMEC). */
const FLOWN_OUT =
  '(?:flew|flown|fled|left the (?:country|state)|took off|ran off|drove off|boarded a plane) (?:out )?with (?:the|our|my) (?:kids|children|baby|son|daughter|girls|boys)';
const BEHIND_BACK =
  '(?:just found out|found out|without (?:telling|asking|my)|behind my back|didnt tell me|i have (?:the |full |sole )?(?:custody|order|court order)|custody order|no idea|not allowed|what do i do)';
const TOLD_OTHERWISE =
  '(?:said|told me|supposed to|thought) (?:\\w+ ){0,5}(?:zoo|park|movies|(?:his|her|grandmas|grandpas|their) (?:house|place|apartment)|mall|beach|store|dinner|lunch|pool|game|practice|party|camp)';
const AT_AIRPORT =
  '(?:(?:phone|location|find my|life360|tracker|app) (?:\\w+ ){0,3}(?:shows|says|has) (?:\\w+ ){0,3}(?:at|near) the airport|(?:at|to) the airport with (?:our|my|the) (?:son|daughter|kids|children|baby|boy|girl))';
/** Not put on the flight home, or days past the visit and the child said to live there now. */
const KEPT_THERE =
  '(?:(?:wont|will not|didnt|did not|refus\\w*|not going to) (?:\\w+ )?(?:put|send|let) (?:them|him|her|the kids|the children|my \\w+) (?:\\w+ )?(?:on|board) (?:the|a|their|his|her) (?:return )?(?:flight|plane)|(?:lives?|living|stays?|staying) (?:with (?:him|her)|there) now)';
const OVERDUE_DAYS =
  '(?:(?:\\d+|two|three|four|five|six|several) (?:days|weeks) (?:past|after|over) (?:his|her|the|their) (?:visitation|visit|weekend|time|return)|enrolled (?:\\w+ ){0,3}(?:school|daycare) there|return flight)';
/** Immigration status held over the parent without the words: a whole life here owed to him and gone if the police hear; "an illegal". */
const LIFE_HERE_OWED =
  '(?:owe (?:\\w+ ){0,3}(?:life|being|stay|staying|everything) here|(?:my|your) (?:whole )?life here|here because of (?:him|her)|an illegal|illegals?|no papers|without papers|(?:the|a) (?:ice |immigration )?hotline on me)';
const GONE_IF_TOLD =
  '(?:police|cops|report|anyone|say anything|tell|judge|custody|sign|court|move out|leave)\\b.*\\b(?:im gone|ill be gone|youre gone|youll be gone|you are gone|i am gone|sent back|on a plane|no judge|will listen|sign over|on me)';
/** Passports got anew from a consulate or embassy to leave with the children (State Department red flags). */
const EMBASSY_PAPERS =
  '(?:(?:new|replacement|emergency|other|another) (?:ones|passports?|papers|travel documents)|passports?)\\b.*\\b(?:embassy|consulate)|(?:embassy|consulate)\\b.*\\b(?:new|replacement|emergency) (?:ones|passports?|papers|travel documents)';
/** Being watched without the word: sitting outside the parent's home, the parent's clothes described, private mail quoted (Stalking Prevention, Awareness, and Resource Center signs). */
const SITS_OUTSIDE =
  '(?:sits|sat|sitting|parks|parked|parking|waits|waited|waiting|idles|idling) (?:\\w+ ){0,3}(?:across from|outside|in front of|down the street from|in (?:the|my) (?:\\w+ )?(?:parking )?lot)';
const WATCHING_SIGN =
  '(?:at night|every night|for hours|just watching|watching (?:me|us)|(?:a|on a) day (?:that )?(?:isnt|is not|wasnt) (?:his|hers)|never told (?:him|her)|new (?:apartment|place|house|address)|only moved)';
const CLOTHES_KNOWN =
  '(?:what i (?:wore|was wearing|had on)|(?:the )?(?:shirt|dress|outfit|clothes|jacket|top|coat) i (?:had on|wore|was wearing))';
const TOLD_BACK = '(?:messaged|texted|left (?:me )?a message|message|knew|knows|told me|sent|describ\\w*|commented)';
const MAIL_READ =
  '(?:quotes?|quoted|quoting|reads?|reading|repeats?|repeating) (?:\\w+ ){0,3}my (?:private |personal )?(?:emails?|messages|texts|dms|journal|diary|chats)';
const NO_ACCESS =
  '(?:never gave|didnt give|did not give|never told|changed (?:my|the) password|password|back to me|reading everything)';
/** Birth control taken or a condom removed on purpose (ACOG: reproductive coercion). */
const CONDOM_SABOTAGE =
  '(?:condoms?|protection)\\b[^.!?]*\\b(?:on purpose|lied|took (?:it )?off|removed|poked|holes?|refus\\w* to (?:wear|use)|slipped off on purpose)|(?:on purpose|lied)\\b[^.!?]*\\bcondoms?';
const BIRTH_CONTROL_HIDDEN =
  '(?:pill packs?|birth control|contracepti\\w*|the pill|my patch|nuvaring)\\b[^.!?]*\\b(?:(?:in|under|behind|inside) (?:the )?(?:bottom of )?(?:his|her) (?:\\w+ )?(?:drawer|bag|car|truck|closet|jacket|pocket)|hid|hides|hidden|threw (?:them |it )?away|flushed|tossed)';
/** Intimate images held over the parent, said without the words a rule knew. */
const IMAGES_HELD =
  '(?:holding|holds|held|hold|hangs?|hanging) (?:our|my|the|those|these) (?:\\w+ )?(?:videos?|vids|pics|photos|pictures|nudes|recordings?|tapes?) over (?:me|my head)|(?:my own|my|our) (?:nudes|naked (?:pics|photos|pictures)|sex tape|intimate (?:pics|photos|pictures|videos))\\b[^.!?]*\\b(?:threat\\w*|over me|unless|or else|never agreed)';
const POST_UNLESS =
  '(?:post|share|send|leak|release|show|upload)\\w* (?:the|those|our|my|these) (?:\\w+ )?(?:pictures|pics|photos|videos|recordings)\\b[^.!?]*\\b(?:unless|or else|when i least expect|if i (?:dont|leave|tell|move))';
/** A child's signs of fear of a parent at home (Childhelp): panic before visits, hiding when the parent yells, hair pulled out. */
const CHILD_FEAR_SIGN =
  '(?:panic attacks?|hides? under (?:the|her|his) bed|hiding under|wets? the bed|bald (?:patches|spots)|pulls? (?:out )?(?:her|his) hair)';
const FEAR_CAUSE =
  '(?:before (?:every |each |her |his |a )?(?:visit|weekend|exchange)|when (?:her|his|their) (?:dad|mom|father|mother|stepdad|stepmom) (?:yells|screams|comes|drinks|gets (?:home|mad|angry)))';
/** An adult throwing something at a child's head, or food withheld from the children. */
const THROWN_AT_CHILD =
  '(?:he|she|dad|mom|stepdad|stepmom)\\b (?:\\w+ ){0,2}(?:threw|throws|hurled|chucked) (?:a |an |the |his |her )?\\w+ at (?:her|his|their|my (?:sons|daughters|kids|childs)) (?:head|face)';
const FOOD_WITHHELD =
  '(?:wont|doesnt|will not|does not|didnt|did not) let (?:the kids|them|the children|my (?:son|daughter|kids|children)) eat\\b(?=[^.!?]*\\b(?:(?:when|if|because) (?:he|she)(?:s| is| gets)? (?:mad|angry|upset|drunk)|as (?:a )?punishment|all day|for (?:a|the whole) day|until i))|(?:throws|threw|dumps|dumped) (?:the kids|their|the childrens|my (?:sons|daughters|kids)) (?:food|dinner|lunch|meals?) (?:in|into) the (?:trash|garbage|bin)';
/** Bracing for the other's return (fear at home): shaking when the car pulls in, a bag packed before he is back. */
const HIS_RETURN =
  '(?:before (?:he|she)(?:s| is| gets)? (?:back|home)|(?:he|she)(?:ll| will) be (?:home|back)|(?:car|truck) (?:just )?pulled in|(?:hear|heard) (?:his|her) (?:car|truck|keys)|when (?:he|she) gets (?:home|back))';
const BRACING =
  '(?:shaking|knot in my|packing a bag|pack(?:ed|ing)? (?:a )?bags?|know what(?:s| is) coming|grab the kids and run|scared|terrified|afraid|dread\\w*|panic\\w*|heart (?:pounds|races|racing))';
const READY_TO_RUN =
  '(?:in case|so) i (?:have to|need to|can) (?:grab the kids and )?(?:run|get out fast|escape)|(?:at|in|went to|staying at|to) (?:the|a) (?:shelter|safe house|dv shelter)\\b[^.!?]*\\b(?:scared|afraid|terrified|didnt go home|cant go home|paranoid)|(?:didnt go home|cant go home)\\b[^.!?]*\\b(?:shelter|safe house)';
/** A gun left out after a fight or kept out when the other is angry. */
const GUN_OUT =
  '(?:left (?:it |the gun |his gun )?out|always out|(?:on the (?:counter|table|nightstand|bed)|in (?:his|her) lap)\\b[^.!?]*\\bwhen (?:he|she)(?:s| is| gets) (?:angry|mad|drunk|upset)|when (?:he|she)(?:s| is| gets) (?:angry|mad|drunk|upset)\\b[^.!?]*\\b(?:on the (?:counter|table|nightstand)|in (?:his|her) lap)|after (?:our|the|a) (?:fight|argument))';
/** Money for the children held back until the parent complies. */
const MONEY_UNTIL =
  '(?:withholds?|withheld|withholding|holds? back|held back|keeps? back) (?:\\w+ ){0,3}(?:money|support|payments?|cash|card|fees)\\b[^.!?]*\\buntil i (?:do what|agree|sign|drop|give|sleep|come back|move back|apologi)';
/** Left at a roadside place, after a threat or driven off. */
const LEFT_ROADSIDE =
  '(?:leave|left|dumped|ditched|drop(?:ped)?) (?:me|us)(?: and (?:the kids|my \\w+))? (?:\\w+ ){0,2}(?:at|on|by) (?:a|the) (?:rest stop|rest area|gas station|side of the road|roadside|highway|freeway|truck stop)';
const DID_IT =
  '(?:actually did|then (?:he|she) did|drove off|drove away|took off|left us there|did it|with me|no ride|no money|no phone)';
/** Taken to the airport anyway, or a passport done away with to win trust. */
const AIRPORT_ANYWAY =
  '(?:took|taking|drove|driving|brought) (?:\\w+ ){0,2}(?:him|her|them|the kids|our \\w+|my \\w+) to the airport';
/** One's own cutting, worse than before. */
const OWN_CUTTING =
  '\\bi (?:still |just |have been |started |went home and )?(?:cut|cutting|did it)\\b[^.!?]*\\b(?:deeper|than usual|relaps\\w*|bleeding|scars?)';
const DONE_TO_SELF = '(?:done|did|does|doing) (?:this|it|that) to (?:himself|herself|themselves|themself)';
const TRACE = '(?:cut|cuts|scratch\\w*|burns?|bruis\\w*|marks?|wounds?|bleeding|scars?)';
/** Never seeing the children again, made sure of by the other parent. */
const NEVER_SEE =
  '(?:make sure|see to it) (?:that )?(?:i|you) never (?:see|get) (?:them|the kids|my kids|my \\w+|our \\w+|the children)';

const C = (id: string, label: string, lines: Category['lines'], patterns: Pattern[]): Category => ({
  id,
  label,
  lines,
  patterns,
});

/**
 * Session 24 (docs/coach-crisis.md): two different warning signs in one clause (or a pair of
 * neighbouring clauses), each from its own class (warningSigns.ts), with who they are told of: the
 * parent (suicide), another adult (the other's suicide), a child (self-harm).
 */
const twoSigns = (who: string, except?: string): Pattern[] =>
  SIGN_CLASSES.map((sign, i) => all([who, sign, SIGN_CLASSES.filter((_, j) => j !== i).join('|')], { except }));
const OWN_TWO_SIGNS = twoSigns(FIRST_PERSON, '\\b(?:he|she|hes|shes|hed|shed|hell|shell)\\b');
const THEIR_TWO_SIGNS = twoSigns(THIRD_PERSON, '\\b(?:i|im|ive|id|ill)\\b');

/**
 * Session 25 (docs/coach-crisis.md): two different items of one list (warningSigns.ts) in a clause or a
 * pair of neighbouring clauses, with `also` (who it is told of) when given.
 */
const twoOf = (items: readonly string[], also?: string, except?: string): Pattern[] =>
  items.flatMap((a, i) => items.slice(i + 1).map((b) => all(also ? [also, a, b] : [a, b], { except })));
/** Another adult as the one acting. */
const ANOTHER = '(?:he|she|hes|shes|him|her|his|my ex|ex|husband|wife|boyfriend|girlfriend|partner|they)';
/** Media, study or someone else's case: not the parent's own situation. */
const NOT_OWN =
  '\\b(?:movie|film|show|series|episode|novel|book|podcast|documentary|article|essay|exam|lecture|module|training)\\b';

const THROWN_AT_ME =
  '(?<!\\b(?:i|we) )(?:threw|throws|throwing|hurled|hurls|chucked|chucks|flung|flings) (?:a |an |the |his |her |my |our |your )?(?:\\w+ ){0,2}(?:at|past|toward|towards) (?:me|us|my (?:head|face)|(?:the )?(?:wall|door|window)s? (?:\\w+ ){0,2}(?:beside|behind|next to|by|near) (?:me|my head|us))';
const ANOTHER_OR_YOU = '(?:he|she|you|my ex|ex|husband|wife|boyfriend|girlfriend|partner)';
const BITTEN =
  '(?<!\\b(?:i|we|dog|cat|puppy|toddler|baby) )(?:bit|bites|biting|bitten) (?:me|my (?:\\w+ )?(?:arms?|hands?|shoulders?|neck|face|cheeks?|lips?|ears?|fingers?|breasts?|back|legs?|thighs?|wrists?|nose|chest|stomach))\\b|\\bbitten by (?:him|her|my ex|my (?:husband|wife|partner|boyfriend|girlfriend))';
const NOT_BITER =
  '\\b(?:dogs?|cats?|pupp(?:y|ies)|kittens?|hamsters?|horses?|snakes?|spiders?|mosquito\\w*|bugs?|ticks?|insects?|toddlers?|teething|(?:my|our|the) (?:\\d+ ?(?:yo|yr old|year old) )?(?:son|daughter|baby|kid|toddler))\\b';

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
      // A note or letter the other parent left addressed to a child (a goodbye, AFSP warning signs).
      all([
        '(?:found|left|wrote|writing|read) (?:a |the |this )?(?:\\w+ )?(?:note|letter)s?',
        `addressed to (?:${KID}|each of (?:the|our|my) \\w+)`,
        '(?:his|her|hes|shes|he|she)',
      ]),
    ],
  ),
  C(
    'harm_children_and_self',
    'A threat to harm the children and oneself',
    ['dv', 'lifeline'],
    [
      all([THEY, KIDS_HARMED, DYING, SELF_TOO], { except: '\\b(?:lol|movie|game|show|book|news|article|story)\\b' }),
      // Session 22: the children's end said softly in another's threat ("none of them will be around
      // to see the judge", "the kids wont be alive for christmas").
      all([
        '(?:he|she|my ex|hes|shes) (?:\\w+ ){0,3}(?:said|says|told|tells|texted|texts|threatened|threatens|wrote|warned|swore)',
        `(?:none of (?:them|the kids|the children|you) (?:will|would|are going to|gonna)|(?:${KID}|they) (?:wont|will not|wouldnt|would not|are not going to|arent going to|will never|are never going to)) (?:be around|be here|be alive|live|make it) (?:to see|to grow up|to turn|to finish|until)`,
      ]),
      // Session 22: another adult with a means of ending life at hand and the children with them (a
      // car running in a closed garage with the kids in it): the same danger said by its means.
      all(
        [
          '(?:\\bhe\\b|\\bshe\\b|\\bhes\\b|\\bshes\\b|my ex|their (?:dad|mom|father|mother))',
          MEANS_HELD,
          `(?:with (?:${KID}|them)|(?:${KID}|them) (?:were |are |still )?(?:in|inside) (?:the|his|her) (?:car|truck|van|garage))`,
        ],
        {
          except: MEANS_EXCEPT,
        },
      ),
      all(['(?:taking|take|takes) the (?:kids|baby|girls|boys) with (?:him|her)', '(?:he|she) (?:goes|is gone|dies)']),
      // The parent writing and the children gone together for good ("the baby and i should just disappear").
      all([
        `(?:${KID} and (?:i|me)|(?:i|me) and ${KID}|(?:me|i) and (?:him|her|them) (?:should|could|would|will|are going to|gonna))`,
        '(?:disappear\\w* (?:\\w+ ){0,3}(?:for good|forever|permanently|without a trace|together)|(?:die|be dead|not wake up|sleep forever|leave this world|go to heaven|be gone (?:for good|forever))\\b(?! (?:of|from|tired))|end it (?:all )?together)',
      ]),
    ],
  ),
  C(
    'child_taken',
    'A child not returned or taken',
    ['ncmec'],
    [
      all([`(?:${KID_WORD}|them|him|her)`, NOT_BACK, GONE]),
      all([`(?:${KID}|daycare|school|her|him)`, SIGNED_OUT, NOT_ALLOWED]),
      // No child named: two preparations, the children's trip or visit ahead, and the parent uneasy about it.
      all([
        `${FLIGHT}\\b.*\\b${FLIGHT}`,
        '(?:trip|vacation|holiday|visit|summer|(?:his|her) (?:weekend|week|time))',
        '(?:bad feeling|gut feeling|worried|scared|afraid|nervous|suspicious|something (?:is |feels )?off|(?:super|too|really|extra|weirdly) nice)',
      ]),
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
      // Session 26: the AAP's other sentinel injuries and a mark, in a baby who cannot yet move about; a
      // mark a strap or a sock explains is not one.
      all([NON_MOBILE, SENTINEL_MORE], {
        except:
          '\\b(?:vaccine|shots?|birthmark|mongolian spots?|heel prick|blood test|circumcision|jaundice|car ?seat|straps?|socks?|elastic|swaddl\\w*|nappy|diaper|teeth\\w*|stork mark|strawberry mark)\\b',
      }),
      all([
        `(?:${KID_WORD}|yr old|year old) (?:\\w+ ){0,3}(?:said|says|told me|tells me)`,
        // The harm lands on a person (session 16): "hit the ball", "burned the cookies",
        // "slapped together a costume" and "threw her a party" are not harm.
        '(?:squeez\\w*|chok\\w*|strangl\\w*|hit\\w*|slap\\w*|punch\\w*|kick\\w*|beat\\w*|whip\\w*|burn\\w*|locked|starv\\w*|spank\\w*|smack\\w*) (?:\\w+ )?(?:me|him|her|them|us|myself|himself|herself|mommys?|mummys?|mamas?|moms?|daddys?|dads?|(?:my|his|her|their) (?:\\w+ )?(?:face|head|arms?|legs?|back|neck|bottom|butt|hands?|ears?|tummy|stomach|brother|sister|chest|mouth))\\b(?! (?:a|an|some|up|to the|at (?:chess|cards|games?|\\w+ ?kart)|in (?:chess|a race|the game))\\b)',
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
      // A gap in memory with signs on the body or clothes. Session 22: the gap said as waking up
      // somewhere after ("woke up hours later in a cab", "next thing i remember is a strangers car"), and
      // the sign as the parent's own sense that something was done ("i know something happened",
      // "someone did something to me", clothes on wrong).
      all([
        '(?:no memory|(?:its|it is|then) (?:just )?blank|blacked out|cant remember (?:anything|the night|what happened)|remember bits|drunker than|next thing i (?:remember|knew|know)|woke up (?:\\w+ ){0,2}(?:hours later|in (?:a|his|her|some|a strangers|the back of)|at (?:his|her|some|a strangers)))',
        '(?:clothes (?:were |are )?(?:off|on the floor|torn|on wrong|on inside out|on backwards)|bruises on my (?:thighs|legs|hips)|everything hurts|couldnt move|sore|naked|underwear|(?:someone|he|they|somebody) did something to me|(?:i know|i think|im sure|pretty sure) something happened(?! (?:with|at|in|to (?:the|my|our) (?:dog|cat|car|house|couch|phone|laptop))))',
      ]),
      // Session 22: drugged, then touched or a gap (RAINN, drug-facilitated assault).
      all([
        '(?:(?:put|slipped|dropped|poured) something in(?:to)? my (?:food|drink|cup|glass|coffee|beer|wine)|drugged me|roofied|spiked my (?:drink|food|cup))',
        '(?:touch\\w* me|on top of me|woke up|next thing|blank|no memory|cant remember|did something|felt (?:so |really |very )?(?:strange|weird|off|dizzy|drunk))',
      ]),
      // Sex or a sexual touch with a refusal, a price or fear beside it (RAINN: consent is not
      // given under pressure, fear or exchange; "no" said and not heeded).
      all([SEXUAL, REFUSED], { except: `\\b${KID}\\b (?:\\w+ ){0,3}(?:said|says|told)\\b` }),
      // Someone outside the family: an acquaintance who assaulted, groped or forced himself on the parent.
      all([ACQUAINTANCE, '(?:sexually )?(?:assault\\w*|groped|attacked|touched|forced (?:himself|herself) on) me']),
    ],
  ),
  C(
    'suicide',
    'Thoughts of suicide',
    ['lifeline'],
    [all([OWN_SIGNS], { except: `\\b${THEY} (?:\\w+ ){0,3}(?:no reason|not be here)\\b` })],
  ),

  // Session 15: warning signs by class (each a concept composed in a clause or two
  // neighbouring clauses, from hotline and advocacy warning-sign lists).
  C('self_harm', 'Self-harm', ['lifeline'], [all([SOMEONE, HURTS_SELF], { except: SELF_HARM_EXCEPT })]),
  C(
    'suicide',
    'Thoughts of suicide',
    ['lifeline'],
    [all([OWN_SIGNS_2], { except: `\\b${THEY} (?:\\w+ ){0,3}(?:wont be around|want the pain)\\b` })],
  ),
  C(
    'harm_children_and_self',
    'A threat to harm the children and oneself',
    ['dv', 'lifeline'],
    [all([`(?:${KID}|both of us|the twins|her|him|them)`, TOGETHER_HARM], { except: '\\b(?:lol|movie|game|show|book|song)\\b' })],
  ),
  C(
    'threats',
    'Threats',
    ['dv'],
    [
      all([VEILED_2], {
        except: '\\b(?:lol|movie|game|show|book|song|news says)\\b(?!.*\\b(?:killed his wife|killed her husband))',
      }),
    ],
  ),
  C('stalking', 'Stalking or monitoring', ['dv'], [all([WATCHED])]),
  C(
    'stalking',
    'Stalking or monitoring',
    ['dv'],
    [all([WATCHED_2, `(?:${THEY}|he|she|hes|shes|someone|somebody|a (?:guy|man|woman))`])],
  ),
  C('reproductive_coercion', 'Reproductive coercion', ['dv'], [all([PREGNANCY, PRESSURED]), all([SABOTAGE])]),
  C('fear_home', 'Afraid to go home', ['dv'], [all([AFRAID_AT_HOME], { except: PROCESS })]),
  C('other_suicide', 'The other parent threatening suicide', ['dv', 'lifeline'], [all([THEIR_SIGNS_2])]),
  C(
    'other_suicide',
    'The other parent threatening suicide',
    ['dv', 'lifeline'],
    [all([THEIR_SIGNS_3, `(?:${OTHER}|he|she|hes|shes)`])],
  ),
  C(
    'strangulation',
    'Strangulation',
    ['dv'],
    [
      all([NECK_HELD], {
        except: '(?<!not )\\b(?:food|choked on|choking on|hiccups?|scarf (?:is|was) too tight)\\b',
      }),
    ],
  ),
  C(
    'pet_threat',
    'A threat to or harm of a pet',
    ['dv'],
    [
      all([PET_WORD, PET_HURT], {
        except:
          '\\b(?:vet|old age|cancer|put to sleep|passed away|car hit|(?:the|our|my|a) (?:cat|dog|kitten|puppy|fox|hawk|coyote) (?:\\w+ )?(?:killed|caught|ate))\\b',
      }),
    ],
  ),
  C('weapons', 'A weapon', ['dv'], [all([WEAPON_USE])]),
  C('coercive_control', 'Control that cuts off help', ['dv'], [all([CONTROLLED])]),
  C('image_threat', 'A threat to share intimate images', ['dv'], [all([PICS_HELD])]),
  C('immigration_threat', 'A threat about immigration status', ['dv'], [all([STATUS_HELD])]),
  C('stranded', 'Left stranded', ['dv'], [all([LEFT_STRANDED])]),
  C('child_abuse', 'A child being hurt or abused', ['childhelp'], [all([CHILD_MARKED])]),
  C(
    'child_abuse',
    'A child being hurt or abused',
    ['childhelp'],
    [
      all([`(?:${KID_WORD}|she|he)`, SECRET_TOLD, CHILD_BODY], {
        except: '\\b(?:surprise|present|gift|party|christmas|birthday|crush)\\b',
      }),
      all([BODY_PLACE_TOUCH]),
      all([CHANGE_PAIN, RED_THERE]),
    ],
  ),
  C(
    'child_taken',
    'A child not returned or taken',
    ['ncmec'],
    [all([TAKEN_AWAY], { except: '\\b(?:tournament|competition|meet|game|camp|vacation|trip|hotel|field trip)\\b' })],
  ),
  C(
    'threats',
    'Threats',
    ['dv'],
    [
      all([THREAT_SAID], { except: '\\b(?:lol|lmao|jk|haha+|movie|game|show|book|song)\\b' }),
      all([CLOSE, AIMED], { except: '\\b(?:lol|lmao|jk|haha+|movie|game|show|book|song)\\b' }),
      all([VEILED_3, `(?:${THEY}|he|she|hes|shes|hell|shell|voicemail|said|says|texted|messages?)`], {
        except: '\\b(?:lol|lmao|jk|haha+|movie|game|show|book|song|series|episode)\\b',
      }),
    ],
  ),
  C(
    'stalking',
    'Stalking or monitoring',
    ['dv'],
    [
      all([FOLLOWED]),
      all([
        '(?:he|she|him|her|my ex)',
        `${PLACE}\\b.*\\b${PLACE}`,
        '(?:every ?day|every (?:week|time|morning)|coincidence|always|somehow|every place|everywhere)',
        '(?:shows? up|showed up|turns? up|turned up|see (?:him|her)|seeing (?:him|her)|(?:hes|shes|he is|she is) (?:at|there)|waits?|waiting|parked|sitting|at every|everywhere)',
      ]),
    ],
  ),
  C(
    'immigration_threat',
    'A threat about immigration status',
    ['dv'],
    [all([SENT_AWAY, SAID_AS_THREAT], { except: '\\b(?:immigration lawyer|immigration attorney|field trip|vacation)\\b' })],
  ),
  C('fear_home', 'Afraid to go home', ['dv'], [all([HIDING_AT_HOME])]),
  C(
    'other_suicide',
    'The other parent threatening suicide',
    ['dv', 'lifeline'],
    [all([THEIR_ACTS, '(?:he|she|him|her|my ex|boyfriend|girlfriend|husband|wife)'])],
  ),
  C('harm_children_and_self', 'A threat to harm the children and oneself', ['dv', 'lifeline'], [all([FAMILY_GONE])]),
  C(
    'harm_children_and_self',
    'A threat to harm the children and oneself',
    ['dv', 'lifeline'],
    [all([ALL_OF_THEM_GONE, `(?:${KID_WORD}|them|they|both|our lives|their lives)`, `(?:${THEY}|he|she|hell|shell)`])],
  ),
  C('self_harm', 'Self-harm', ['lifeline'], [all([SELF_HARM_SIGNS], { except: SELF_HARM_EXCEPT })]),
  // Session 16 (docs/coach-crisis.md): each a situation in parts, read over one or two sentences.
  C('stranded', 'Left stranded', ['dv'], [all([LEFT_WITHOUT, NOTHING_LEFT, '(?:we|were|us|me|i|im)'])]),
  C('fear_home', 'Afraid to go home', ['dv'], [all([RAGE, AFRAID, '(?:he|she|my ex|hes|shes)'], { negatable: true })]),
  C('self_harm', 'Self-harm', ['lifeline'], [all([COVERED, HEAT, HIDDEN_MARKS])]),
  C('child_abuse', 'A child being hurt or abused', ['childhelp'], [all([TOLD, GROWN_UP, TAKEN_BACK])]),
  C(
    'child_taken',
    'A child not returned or taken',
    ['ncmec'],
    [all([`(?:disappear\\w*|vanish\\w*|run off|take off|flee|leave the country|skip town) with (?:${KID}|them|her|him)`])],
  ),
  C('stalking', 'Stalking or monitoring', ['dv'], [all([NEW_PLACE, KEPT_FROM, REACHED])]),
  C('sexual_assault', 'Sexual assault', ['rainn', 'dv'], [all([FORCED, NO_CONSENT, INTIMATE_SCENE])]),
  C('child_abuse', 'A child being hurt or abused', ['childhelp'], [all([REGRESSION, DREAD]), all([GROWN_UP, FAVOURS, SECRECY])]),
  C('self_harm', 'Self-harm', ['lifeline'], [all([MARKS, RECUR])]),
  C('self_harm', 'Self-harm', ['lifeline'], [all([SOMEONE, SELF_HARM_SIGNS_2], { except: SELF_HARM_EXCEPT })]),
  // Session 20 (docs/coach-crisis.md): each a warning sign by class, in a clause or two.
  C(
    'suicide',
    'Thoughts of suicide',
    ['lifeline'],
    [
      all([`(?:\\bi\\b|\\bim\\b|\\bme\\b|\\bmy\\b)`, MEANS_HELD], { except: MEANS_EXCEPT }),
      all([LAST_RIDE, THEN_DONE]),
      all([OWN_END], {
        except: `\\b(?:lol|movie|game|show|song|book)\\b|\\b${THEY} (?:\\w+ ){0,3}(?:leave this world|last ride)`,
      }),
    ],
  ),
  C(
    'self_harm',
    'Self-harm',
    ['lifeline'],
    [
      all([`(?:${KID}|\\d+ ?yo|teen\\w*|she|he|her|his)`, CHILD_TRACE, OWN_DOING], {
        except:
          '\\bfrom (?:the|a|our|her|his|their|my) (?:new )?(?:can opener|kitten|cat|dog|puppy|fence|bush\\w*|thorns?|roses?|trampoline|bike|grill|stove|oven|knife|game|practice)\\b',
      }),
      all([`(?:${KID}|\\d+ ?yo|teen\\w*|he|she)`, MEANS_MISSING, SHUT_IN]),
    ],
  ),
  C(
    'other_suicide',
    'The other parent threatening suicide',
    ['dv', 'lifeline'],
    [
      all([`(?:${OTHER}|he|she|hes|shes|his|her)`, LAST_WORDS, AFTER_WORDS], {
        except: '\\b(?:lol|movie|game|show|song|book|camp)\\b',
      }),
      all([FOR_LATER, BESIDE_LATER, `(?:${OTHER}|he|she|hes|shes|his|her)`]),
      all([THEIR_GONE], { except: '\\b(?:trip|vacation|travel\\w*|conference|deploy\\w*|business|out of town|work)\\b' }),
    ],
  ),
  C(
    'harm_children_and_self',
    'A threat to harm the children and oneself',
    ['dv', 'lifeline'],
    [
      all([GOING_TOO, '(?:nobody|no one|nothing to lose|regret|gone|never|kill|die|dead|end|leaving|leave me)'], {
        except:
          '\\bto (?:the |a |her |his |their )?(?:recital|game|party|school|church|park|movies?|dinner|concert|meeting|wedding|beach|zoo|play|show|fair|event|mediation|hearing|court|doctor|appointment|store|mall)\\b',
      }),
    ],
  ),
  C(
    'child_taken',
    'A child not returned or taken',
    ['ncmec'],
    [
      all([TAKEN_ABROAD, TAKEN_SIGN], {
        except: '\\b(?:we (?:both )?agreed|i agreed|both signed|with my (?:permission|consent))\\b',
      }),
      all([
        '(?:picking|pick|picked|pulling|pull|pulled|taking|take|took) (?:\\w+ ){0,3}(?:up early|out of (?:school|daycare|class) early|out of (?:school|daycare))',
        '(?:long trip|a trip|abroad|away for|out of the country|overseas|(?:wont|not) (?:be )?back)',
        '(?:never agreed|didnt agree|did not agree|not (?:his|her) (?:day|time|week)|without (?:asking|telling) me|behind my back)',
      ]),
      all([`${TIES_CUT}\\b.*\\b(?:${TIES_CUT}|abroad)`, '(?:visitation|(?:his|her) (?:weekend|week|time)|the kids|trip|visit)']),
    ],
  ),
  C('stalking', 'Stalking or monitoring', ['dv'], [all([WATCHED_3])]),
  C(
    'threats',
    'Threats',
    ['dv'],
    [
      all([OR_HE_COMES]),
      all([PAY_FOR_THIS, '(?:said|says|told|texted|tell|yelled|screamed|warned)'], {
        except: '\\b(?:half|bill|cost|fees?|tuition|camp|lessons|braces|court|lawyer|attorney|ticket|damage|repairs?)\\b',
      }),
    ],
  ),
  C(
    'pet_threat',
    'A threat to or harm of a pet',
    ['dv'],
    [
      all([PET_KILLED], {
        except: '\\b(?:vet|old age|cancer|put to sleep|passed away|car hit|accident\\w*|by mistake|overfe\\w*|fleas?|ticks?)\\b',
      }),
    ],
  ),
  C(
    'coercive_control',
    'Control that cuts off help',
    ['dv'],
    [
      all([`${CONTROL_ITEM}\\b.*\\b${CONTROL_ITEM}`]),
      all([
        `(?:controls?|controlling|checks?|checking|tells? me) (?:\\w+ ){0,3}(?:\\w+)\\b.*\\b(?:prisoner|nothing without (?:him|her)|cant leave|no makeup|who i (?:text|talk))`,
        CONTROL_ITEM,
      ]),
      all([DRAINED, NO_MEANS]),
      all([PAPERS_TAKEN], { except: '\\b(?:renew\\w*|expired|for the (?:application|appointment|trip))\\b' }),
    ],
  ),
  C('image_threat', 'A threat to share intimate images', ['dv'], [all([VIDEO_FOR])]),
  C('sexual_assault', 'Sexual assault', ['rainn', 'dv'], [all([FORCED_SEX])]),
  C(
    'child_abuse',
    'A child being hurt or abused',
    ['childhelp'],
    [
      all([HEAD_SIGNS]),
      // A child's hint of "things done to" them by a grown-up, or where (Childhelp: partial disclosure).
      all([
        `(?:${KID}|he|she) (?:\\w+ ){0,3}(?:said|says|told (?:me|us)|mentioned|whispered|hinted|hints)`,
        '(?:does|did|doing|do) (?:weird |bad |secret |gross )?(?:things|stuff|something) to (?:him|her|them|me)',
        `(?:${GROWN_UP}|in the (?:shower|bath|bathroom|dark)|in (?:bed|his bed|her bed)|at night)`,
      ]),
    ],
  ),
  C('child_taken', 'A child not returned or taken', ['ncmec'], [all([NEVER_SEE])]),
  C(
    'fear_home',
    'Afraid to go home',
    ['dv'],
    [
      all([
        BARRICADE,
        '(?:sleep\\w*|slept|scared|afraid|worried|terrified|shake|shaking|so (?:he|she|my ex) (?:cant|can not|wont)|keep (?:him|her) out|in the room)',
      ]),
    ],
  ),
  // Session 21 (docs/coach-crisis.md): classes of warning signs, each without the words a rule knew.
  C('suicide', 'Suicidal thoughts', ['lifeline'], [all([OWN_END_21], { except: '\\b(?:lol|jk|movie|show|book|character)\\b' })]),
  C(
    'other_suicide',
    'The other parent threatening suicide',
    ['dv', 'lifeline'],
    [p(`\\b${OTHER}\\b.*\\b${THEIR_SIGNS_21}`), all([LETTERS_LEFT, UNREACHABLE, '(?:he|she|him|her|husband|wife|ex|partner)'])],
  ),
  C('harm_children_and_self', 'A threat to harm the children and oneself', ['dv', 'lifeline'], [all([TOGETHER_FOR_GOOD])]),
  C('threats', 'Threats', ['dv'], [all([NO_HARM_VERB_DEATH, SAID_OR_IF], { except: '\\b(?:lol|jk|haha|movie|game|show)\\b' })]),
  C(
    'sexual_assault',
    'Sexual assault',
    ['rainn', 'dv'],
    [
      all([WHILE_ASLEEP, ASLEEP_ACT]),
      all([REFUSAL_COST, GIVES_IN], { except: '\\b(?:schedule|swap|weekend|pickup|drop ?off|custody|the plan|mediation)\\b' }),
    ],
  ),
  C(
    'child_taken',
    'A child not returned or taken',
    ['ncmec'],
    [
      all([FLOWN_OUT, BEHIND_BACK], {
        except: '\\b(?:we (?:both )?agreed|i agreed|both signed|with my (?:permission|consent))\\b',
      }),
      all([TOLD_OTHERWISE, AT_AIRPORT]),
      all([KEPT_THERE, OVERDUE_DAYS]),
      all([EMBASSY_PAPERS, '(?:leave|leaving|take|taking|fly|flying|go back|move|kids|children|baby)'], {
        except: '\\b(?:renew\\w*|(?:my|our) (?:own )?passport appointment|we (?:both )?agreed|i agreed)\\b',
      }),
    ],
  ),
  C('immigration_threat', 'A threat about immigration status', ['dv'], [all([LIFE_HERE_OWED, GONE_IF_TOLD])]),
  C(
    'stalking',
    'Stalking or monitoring',
    ['dv'],
    [
      all([SITS_OUTSIDE, WATCHING_SIGN, '(?:he|she|my ex|him|her)']),
      all([CLOTHES_KNOWN, TOLD_BACK], { except: '\\b(?:asked|asks|asking) (?:me )?what i (?:wore|was wearing)\\b' }),
      all([MAIL_READ, NO_ACCESS]),
    ],
  ),
  C('reproductive_coercion', 'Reproductive coercion', ['dv'], [all([CONDOM_SABOTAGE]), all([BIRTH_CONTROL_HIDDEN])]),
  C('image_threat', 'A threat to share intimate images', ['dv'], [all([IMAGES_HELD]), all([POST_UNLESS])]),
  C(
    'child_abuse',
    'A child being hurt or abused',
    ['childhelp'],
    [all([KID, CHILD_FEAR_SIGN, FEAR_CAUSE]), all([KID, THROWN_AT_CHILD]), all([FOOD_WITHHELD])],
  ),
  C('fear_home', 'Afraid to go home', ['dv'], [all([HIS_RETURN, BRACING]), all([READY_TO_RUN])]),
  C(
    'weapons',
    'Weapons',
    ['dv'],
    [
      all([WEAPON_WORD, GUN_OUT, '(?:he|she|his|her)'], {
        except: '\\b(?:clean\\w*|hunting|range|locked|safe|unloaded|toy|nerf|water gun)\\b',
      }),
    ],
  ),
  C('coercive_control', 'Control that cuts off help', ['dv'], [all([MONEY_UNTIL])]),
  C('stranded', 'Left stranded', ['dv'], [all([LEFT_ROADSIDE, DID_IT])]),
  C(
    'child_taken',
    'A child not returned or taken',
    ['ncmec'],
    [
      all([AIRPORT_ANYWAY, '(?:anyway|behind my back|without (?:telling|asking) me|passports?)'], {
        except: '\\b(?:pick\\w* up|drop\\w* off|arrivals|lands|landing|we agreed|i agreed)\\b',
      }),
    ],
  ),
  C('self_harm', 'Self-harm', ['lifeline'], [all([OWN_CUTTING]), all([DONE_TO_SELF, TRACE])]),
  // A child shut in without food, or a beating promised to a child who talks back (Childhelp).
  C(
    'child_abuse',
    'A child being hurt or abused',
    ['childhelp'],
    [
      all([
        '(?:locks?|locked|locking|shuts?|shut) (?:\\w+ ){0,2}(?:him|her|them|the kids|the baby|my (?:son|daughter|kids)) (?:\\w+ ){0,2}in (?:the |a |his |her )?(?:closet|basement|room|bathroom|garage|car|attic|shed)',
        '(?:without (?:food|water|eating|dinner)|no (?:food|water)|for hours|all day|all night|as (?:a )?punishment|in the dark)',
      ]),
      all([
        'more than a (?:slap|smack|spanking|whooping|belt)',
        '(?:talks? back|lies|lied|mouths? off|disobey\\w*|acts? up|whines)',
      ]),
    ],
  ),
  // Violence to the parent's things with rage beside it (a composed violence rule reads pairs only itself).
  C(
    'violence',
    'Physical violence',
    ['dv'],
    [
      all([
        '(?:smash\\w*|broke|destroy\\w*|shatter\\w*) (?:\\w+ ){0,2}my (?:phones?|laptop|windshield|tv|things|stuff)',
        '(?:head ?butt\\w*|(?:punch|kick|slamm?)\\w* (?:the|a|in the) (?:wall|door)|threw (?:\\w+ ){0,3}(?:at|across))',
      ]),
    ],
  ),
  // Session 24: warning signs by class (warningSigns.ts, docs/coach-crisis.md "Session 24").
  C('suicide', 'Suicide', ['lifeline'], [...OWN_TWO_SIGNS, all([ALONE], { except: ALONE_EXCEPT })]),
  C(
    'other_suicide',
    'The other parent threatening suicide',
    ['dv', 'lifeline'],
    [
      ...THEIR_TWO_SIGNS,
      all([THIRD_PERSON, PAST_ATTEMPT, GONE_QUIET]),
      all([THIRD_PERSON, GOODBYES, GONE_QUIET]),
      all([THIRD_PERSON, SIGN_MEANS, FALSE_REASON], { except: KID }),
    ],
  ),
  C('self_harm', 'Self-harm', ['lifeline'], [all([`(?:${KID}|she|he)`, CHILD_SELF_INJURY, NOT_EXPLAINED])]),
  C(
    'harm_children_and_self',
    'A threat to harm the children and oneself',
    ['dv', 'lifeline'],
    [
      all([SIGN_MEANS, FALSE_REASON, `(?:${KID}|together)`]),
      all([SIGN_MEANS, TOGETHER]),
      all([HOPELESS, TOGETHER]),
      all([WORST_TO_YOU]),
    ],
  ),
  C('child_abuse', 'A child being hurt or abused', ['childhelp'], [all([KID, PATTERNED_BURN])]),
  C('stalking', 'Stalking', ['dv'], [all([KID, CHILD_QUESTIONED])]),
  // Session 25: situations told without a harm word, as element counts (warningSigns.ts).
  C('stalking', 'Stalking', ['dv'], twoOf(STALKING_ACTS, ANOTHER, NOT_OWN)),
  C('coercive_control', 'Control that cuts off help', ['dv'], twoOf(CONTROL_ACTS, ANOTHER, NOT_OWN)),
  C('stranded', 'Left stranded', ['dv'], twoOf(STRANDED_PARTS, undefined, NOT_OWN)),
  C(
    'child_taken',
    'A child not returned or taken',
    ['ncmec'],
    twoOf(ABDUCTION_SIGNS, `(?:${KID}|them|kids|grand(?:son|daughter|child|children|kids?)s?)`, NOT_OWN),
  ),
  C(
    'sexual_assault',
    'Sexual assault',
    ['rainn', 'dv'],
    [
      ...twoOf([SEX_ACT, NO_CAPACITY, WITHDRAWN], undefined, NOT_OWN),
      all([
        'told (?:him|her) to stop (?:halfway|half way|partway|part way|midway) through\\b[^.!?]*\\b(?:didnt|did not|wouldnt|kept going|carried on)',
      ]),
    ],
  ),
  C('child_abuse', 'A child being hurt or abused', ['childhelp'], twoOf([FOUND_BY_OTHERS, SENTINEL, NO_CARE], KID, NOT_OWN)),
  // Session 26 (docs/coach-crisis.md, "Session 26 (helper crisis-en)"): a firearm at hand with an end said
  // as near by the one who has it, or a gun turned on oneself: that person's suicide (988 with the hotline
  // when it is another adult), whatever else the weapon is read as.
  C(
    'suicide',
    'Suicide or self-harm',
    ['lifeline'],
    [
      all([FIRST_PERSON, FIREARM_AT_HAND, END_NEAR], {
        except: `\\b(?:he|she|hes|shes|hed|shed|hell|shell)\\b|${FIREARM_STORED}|${NOT_OWN}`,
      }),
      all([FIRST_PERSON, `${GUN_TO_SELF}my (?:own )?(?:mouth|head|temple|chin)`], {
        except: `\\b(?:he|she|hes|shes|hed|shed)\\b|${NOT_OWN}`,
      }),
    ],
  ),
  C(
    'other_suicide',
    'The other parent threatening suicide',
    ['dv', 'lifeline'],
    [
      // Not a gun aimed at the parent ("pointed the gun at me and said how easy it would be"): a threat.
      all([THIRD_PERSON, FIREARM_AT_HAND, END_NEAR], {
        except: `\\b(?:i|im|ive|id|ill)\\b|${FIREARM_STORED}|${NOT_OWN}|\\b(?:point\\w*|aim\\w*|wav\\w*|held|holding|put) (?:\\w+ ){0,3}(?:at|to|against) (?:me|my|us)\\b`,
      }),
      all(
        [`(?:he|she|my ex|ex|husband|wife|partner) (?:\\w+ ){0,4}${GUN_TO_SELF}(?:his|her) (?:own )?(?:mouth|head|temple|chin)`],
        { except: NOT_OWN },
      ),
    ],
  ),
  // Session 26: another adult's means at hand or preparation with what they say of their end or of the
  // parent's blame (AFSP, 988; thehotline.org on threats of suicide as control): that adult's suicide.
  C(
    'other_suicide',
    'The other parent threatening suicide',
    ['dv', 'lifeline'],
    [all([`(?:${THIRD_PERSON}|my co ?parent)`, THEIR_PREP, THEIR_SAYING], { except: NOT_OWN })],
  ),
  // Session 26: strangulation told by its signs, two of them told of another adult (warningSigns.ts NECK_*);
  // the charge's own name ("impeding my breathing") alone.
  C(
    'strangulation',
    'Strangulation',
    ['dv'],
    [
      ...[
        [NECK_GRIP, NECK_MARK],
        [NECK_GRIP, NECK_SYMPTOM],
        [NECK_GRIP, NECK_COVERED],
        [NECK_MARK, NECK_SYMPTOM],
        [NECK_MARK, NECK_COVERED],
      ].map((pair) =>
        all([`(?:${ANOTHER}|his thumb|her thumb)`, ...pair], {
          except: `${NOT_OWN}|\\b(?:cold|flu|asthma|allergy|hay fever|covid|croup|chest infection)\\b`,
        }),
      ),
      all(['(?:charged with|arrested for|accused of|convicted of|for) imped\\w* (?:my|her) breathing']),
    ],
  ),
  // Session 26: a threat to the parent's life said without a harm word (warningSigns.ts VEILED_END).
  // Not one the parent drew or wrote ("a drawing i did of a grave with my name on the stone": one's own sign).
  C(
    'threats',
    'Threats',
    ['dv'],
    [
      all([VEILED_END], {
        except: `${NOT_OWN}|\\b(?:lol|jk|game|video game)\\b|\\b(?:i|ive|i have) (?:\\w+ )?(?:drew|did|made|wrote|drawn|written|sketched)\\b`,
      }),
    ],
  ),
  // Session 26: after a birth, thoughts of harming the baby or oneself, an end together or a delusion about
  // the baby (postpartum psychosis is an emergency for both): a threat to the children and oneself.
  C(
    'harm_children_and_self',
    'A threat to harm the children and oneself',
    ['dv', 'lifeline'],
    [all([AFTER_BIRTH, BABY_HARM_THOUGHTS], { except: NOT_OWN })],
  ),
  // Session 26: a bite by another adult on the parent's body (thehotline names biting among physical abuse;
  // "bit" is not in the concept lexicon, a model input, so the reading is composed here): violence. A child,
  // a pet or an insect biting is not.
  C('violence', 'Physical violence', ['dv'], [all([ANOTHER_OR_YOU, BITTEN], { except: `${NOT_BITER}|${NOT_OWN}` })]),
  // Something thrown at the parent or at the wall or door beside them (thehotline: throwing objects), by
  // someone else ("you threw a mug at the door beside me"): violence.
  C('violence', 'Physical violence', ['dv'], [all([THROWN_AT_ME, ANOTHER_OR_YOU], { except: NOT_OWN })]),
  // Session 27 (docs/coach-crisis.md, "Session 27 (helper crisis-en)"): a child's own images held over them
  // (warningSigns.ts CHILD_IMAGE_HELD; triage.ts adds Childhelp), stalking as presence at a list of the
  // parent's places (PRESENT_AT_MY_PLACES), a child's own self-harm told as meant or recurring (CHILD_OWN_ACT).
  C(
    'image_threat',
    'A threat to share intimate images',
    ['dv'],
    [all([CHILD_OWN, CHILD_IMAGE_HELD, HELD_OVER], { except: NOT_OWN })],
  ),
  C('stalking', 'Stalking', ['dv'], [all([PRESENT_AT_MY_PLACES, AT_OWN_PLACE], { except: NOT_OWN })]),
  C(
    'self_harm',
    'Self-harm',
    ['lifeline'],
    [all([CHILD_OWN, CHILD_OWN_ACT, ON_PURPOSE], { except: `${NOT_OWN}|${SELF_HARM_EXCEPT}` })],
  ),
];
