// Warning signs of suicide and self-harm said indirectly, as concepts (docs/coach-crisis.md,
// "Session 24"): each class below is one item of the published warning-sign lists (AFSP's talk,
// behaviour and mood signs; the 988 Lifeline's; Samaritans and NHS "putting affairs in order";
// school safeguarding pages and the Mayo Clinic on self-injury in young people), written as an
// open lexicon over normalised text (lower case, no apostrophes). compose.ts reads them at clause
// level: two different signs in one clause (or a pair of neighbouring clauses) are the danger,
// one sign alone is not (a will made after a divorce, a guitar given to a son). No statistical
// feature reads this file (scripts/coach-model-inputs.mjs): it changes the rules only.

/** Giving away prized possessions (AFSP, 988, Samaritans). */
const GIVING_AWAY =
  '(?:giv\\w*|gave|given|hand\\w* (?:over|out|down)|pass\\w* on) (?:\\w+ ){0,5}(?:my|his|her) (?:\\w+ ){0,2}(?:good stuff|best stuff|things|stuff|belongings|possessions|guitar|ring|watch|jewell?e?ry|rifles?|guns?|tools|saddle|collection|records|vinyl|motorbike|bike|truck|console|xbox|playstation|camera|medals)|(?:gave|giving|given) (?:\\w+ ){0,6}away\\b(?= (?:this|last|to|for))';

/** Goodbyes: a note or letter to each person, calls or visits to say sorry, thanks or goodbye (AFSP, 988). */
export const GOODBYES =
  '(?:say\\w*|said) (?:\\w+ ){0,3}(?:goodbye|good bye|bye|farewell|sorry for everything|thanks for everything)|(?:goodbye|farewell) (?:message|text|voicemail|note|letter|video|post)|(?:see|hug|visit|have) (?:\\w+ ){0,2}one last time|goodbye goodbye|(?:notes?|letters?|cards?|videos?) (?:\\w+ ){0,2}(?:for|to) each (?:of them|of my|one)|(?:a |one )?(?:note|letter) for each|(?:letters?|notes?) (?:\\w+ ){0,4}(?:leave behind|for later|for after|to open)|(?:rang|called|phoned|texted|messaged|visited|calling|ringing) (?:\\w+ ){0,6}to (?:say|tell (?:them|her|him)) (?:sorry|thanks|thank you|i love|bye|goodbye)|(?:tell|thank) (?:them|her|him|everyone|the (?:group|lads|guys|girls)) (?:i said )?(?:thanks? )?(?:you )?for everything';

/** Affairs put in order: a will, funeral plans, insurance, papers where someone will find them, who gets the pet (Samaritans, NHS, AFSP). */
const AFFAIRS =
  'affairs in order|(?:my|a|the|his|her) will (?:is )?(?:done|made|written|signed|sorted|ready)|(?:made|wrote|written|writing|signed|printed|did|done|sorted) (?:out )?(?:my|a|his|her) will\\b|will form|funeral (?:arrangements|plans|songs|music|wishes)|(?:songs|hymns|music) for (?:my|the|his|her) funeral|life insurance|insurance (?:papers|policy|check|cheque|payout|money)|(?:passwords|logins|pin numbers?) (?:\\w+ ){0,6}(?:for|to) (?:my|the|her|him)|(?:everything|all the papers|the papers|all my info) (?:\\w+ ){0,3}in one place|where (?:\\w+ ){0,3}(?:can|will|could) find (?:them|it|the papers|everything)|(?:the|my|his|her) (?:dog|cat|pets?|horse) (?:is|are) going to|who (?:gets|will get|takes|will take|will have) (?:the|my|his|her) (?:dog|cat|pets?|guitar|car|things)';

/** A sudden calm after a hard time (AFSP: relief, sudden improvement). */
const CALM =
  '(?:weirdly|strangely|oddly|suddenly|finally|really) (?:calm|peaceful|at peace|light|lighter|relieved)|(?:feel|felt|feeling) (?:\\w+ ){0,2}(?:calm|at peace|lighter) (?:\\w+ ){0,4}(?:after|since|now|today|doing it)|made (?:my|his|her) peace';

/** A decision or a plan made (988: making a plan). */
const DECIDED =
  'made (?:all )?(?:my|his|her) decisions?|made up (?:my|his|her) mind|(?:have|got|had) it (?:all )?planned|(?:been )?planning how|(?:sorted|worked out|figured out) (?:how|when|where)|(?:has|have|got) a plan to|the (?:window|night|day) to (?:do|finish|end)|(?:tonight|today) (?:feels like|is) the (?:night|day)';

/** A means saved, bought or looked up; what dying is like asked (988: looking for a way, searching online, buying a gun). */
export const MEANS =
  '(?:sav\\w*|stockpil\\w*|hoard\\w*|stash\\w*|count\\w*) (?:\\w+ ){0,4}(?:pills|tablets|meds|medication|paracetamol|tylenol|painkillers)|(?:pills|tablets|meds|paracetamol|tylenol) (?:\\w+ ){0,3}(?:ive been saving|been saving|saved up|stockpiled)|how (?:much|many) (?:\\w+ ){0,2}(?:paracetamol|tylenol|pills|tablets|meds|insulin|aspirin|sleeping pills) (?:it takes|would|to)|(?:looked|looking|searched|searching|googled|googling) (?:\\w+ ){0,2}(?:up )?(?:how (?:much|many|long)|methods|ways to die)|search history (?:\\w+ ){0,3}(?:methods|how)|(?:does|would|will) it hurt to die|(?:what|how) (?:\\w+ ){0,2}(?:dying|death) (?:feels?|is) like|how long (?:it|does it) takes? to die|(?:bought|ordered|picked up) (?:a |my first |another |two |some )?(?:handgun|pistol|rope|hose|charcoal|gas bottles|carbon monoxide)|thats enough\\b(?= (?:\\w+ ){0,3}(?:court|hearing|tonight|to))|(?:turned|turn|turning) on the gas|cord (?:round|around) (?:the|his|her|a) (?:door|handle|neck|banister)';

/** Being a burden, the others better off without one (AFSP and 988: talk of being a burden). */
const BURDEN =
  '(?:better|do better|be better|happier|easier) (?:off )?(?:with(?:out)? (?:me|him|her)|with the insurance|with one (?:calm )?house|with a different)|a burden|weight around (?:her|his|their|your|my) neck|a living one|(?:whos|who is|who would|who will|whod) (?:gonna |going to )?(?:care|notice|miss me)|(?:no one|nobody) would (?:\\w+ ){0,2}(?:notice|care|miss)|a mess like me';

/** No way forward (AFSP and 988: hopeless, trapped, no reason to live, unbearable pain). */
export const HOPELESS =
  'no (?:future|place|life) (?:where|for) (?:i|me|him|her)|(?:reason|point) to (?:keep going|go on|live|keep living)|(?:dont|does not|doesnt) want to (?:keep living|be here|live|wake up)|cant keep (?:breathing|going)|cant see a way out|no way out|cant do this anymore';

/** An end said as near or final: gone, done for good, one last time, after which it is over. */
const FINAL =
  '(?:if|when|after|once) (?:im|i am|i was|hes|shes|he was|she was|he is|she is) gone|(?:wont|will not) be (?:here|around) (?:for|to|when|much)|(?:finish|end) it(?! \\w)|(?:im|hes|shes) done,? (?:properly|for good|really)|properly done|(?:thats|that is) it for (?:me|him|her)|not coming back (?:\\w+ ){0,2}(?:or any|ever|again)|(?:tell|let) them (?:dad|mum|mom|i) tried|(?:theyll|they will) be (?:ok|okay|fine) (?:with|without)|(?:while|whilst) i (?:still )?can (?:see|be there|watch)|(?:and )?(?:not|dont|no) ask (?:any )?questions|from (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|tomorrow|tonight) on\\b';

/** Going quiet after a past attempt (AFSP: a previous attempt; withdrawing). */
export const PAST_ATTEMPT =
  '(?:last|the other) time (?:he|she) (?:went quiet|did this|tried|disappeared)|(?:tried|attempted) (?:to )?(?:kill|end) (?:himself|herself|his life|her life) before|(?:previous|past|last) (?:suicide )?attempt';
export const GONE_QUIET =
  '(?:hasnt|has not|havent|not) (?:answered|replied|picked up|been in touch)|(?:phone|mobile) (?:is |was )?(?:off|dead)|went quiet|gone quiet|(?:sounded|sounds) (?:so )?(?:flat|calm|final)';

/** The signs a clause can pair, by class (compose.ts pairs two different ones). */
export const SIGN_CLASSES: readonly string[] = [GIVING_AWAY, GOODBYES, AFFAIRS, CALM, DECIDED, MEANS, BURDEN, HOPELESS, FINAL];

/** The parent speaks of themself. */
export const FIRST_PERSON = '(?:i|im|ive|id|ill|me|myself)';
/** Another adult is the one the signs are told of. */
export const THIRD_PERSON =
  '(?:he|she|hes|shes|hed|shed|his|him|himself|herself|my ex|(?:the|their|our|my) (?:kids|boys|girls|childrens|sons|daughters) (?:dad|mum|mom|father|mother)|the dad|the mum|the mom)';

/**
 * A child's self-injury the parent cannot explain (school safeguarding pages, Mayo Clinic): cuts or
 * scratches in lines, plasters up a limb, the same forearm, burns with an iron or straighteners, a
 * swallowed object, a tie or cord round their own neck "to see what it feels like".
 */
export const CHILD_SELF_INJURY =
  '(?:cuts?|scratches|marks|scars) (?:\\w+ ){0,4}in (?:straight |neat |little )?(?:lines|rows)|(?:plasters|bandaids|band aids|bandages) (?:all )?(?:up|along|over|on) (?:his|her|their) (?:thighs?|arms?|forearms?|wrists?|legs?)|(?:always|every time) the same (?:forearm|arm|wrist|thigh|spot)|(?:burnt|burned|burns?|burning) (?:himself|herself|themselves)|swallow\\w* (?:\\w+ ){0,2}(?:batteries|battery|magnets?|pins|coins|screws|razor|glass|bleach)|(?:cuts|cutting) (?:herself|himself|themselves|in the (?:school )?(?:toilets|bathroom))|she cuts|he cuts|(?:tie|cord|belt|scarf|rope|string|lead) (?:round|around) (?:his|her|their) (?:own )?neck';
/** Unexplained or hidden: the story does not fit, again, deliberate, hidden from the parent. */
export const UNEXPLAINED =
  '(?:says|said|claims) (?:its|it was|they were|he|she) (?:\\w+ ){0,4}(?:from|fell|the (?:dog|cat))|(?:we|i) (?:dont|do not|never) (?:have|had) a (?:dog|cat)|went (?:white|red|quiet)|again|twice|keeps happening|third|deliberate\\w*|on purpose|to see what it feels like|(?:doesnt|does not|dont) want (?:\\w+ ){0,3}to know|(?:wont|will not) do (?:pe|games|swimming)|who do i tell|is it normal|what do i do|helps (?:her|him) (?:stop|not) (?:think|feel)';

/** A means got under a reason that does not hold (the one threatening the family and themself). */
export const FALSE_REASON =
  '(?:said|says|told|saying) (?:\\w+ ){0,4}(?:it was|they were|its|theyre|they are) for (?:\\w+ ){0,3}(?:job|caravan|camping|work|garden|bbq|barbecue|heater|boat|garage)\\b[^.!?]*\\b(?:(?:he|she|we) (?:doesnt|dont|does not|do not) (?:have|own|do) (?:a|any)|no (?:caravan|boat|garage|job))|(?:he|she) (?:doesnt|does not) (?:have|own) (?:a|any) (?:\\w+ )?(?:job|caravan|boat)';
/** The whole family together for good, said by the one threatening. */
export const TOGETHER =
  '(?:all )?(?:be )?together (?:forever|for good|for ever)|(?:take|taking|takes) (?:the kids|them|the baby) with (?:him|her)|(?:the baby|the kids|they) (?:shouldnt|should not|wont) have to suffer';
/** The worst that could be done to the parent is to the children, so the parent grieves. */
export const WORST_TO_YOU =
  'worst (?:thing )?(?:\\w+ ){0,3}(?:could|can|would) do to (?:me|you)\\b[^.!?]*\\b(?:kids|children|them|the baby)\\b[^.!?]*\\b(?:griev\\w*|mourn\\w*|funeral|bury|never see)';

/**
 * Signs strong enough alone (988: looking for a way to end one's life): asking what dying feels like
 * or how long it takes, how many pills it takes, pills saved up by the parent. Not about a pet or a
 * relative who is ill.
 */
export const ALONE =
  '(?:does|would|will) it hurt to die|how long (?:does it|it) takes? to die|what (?:does )?(?:dying|death) feels? like|how (?:much|many) (?:\\w+ ){0,2}(?:paracetamol|tylenol|pills|tablets|insulin|sleeping pills) (?:it takes|would (?:it take|kill|do it|be enough)|to (?:die|kill|overdose))|(?:ive|i have|im|i am|been) (?:been )?(?:saving|stockpiling|hoarding|stashing) (?:up )?(?:my |the |them|pills|tablets|meds)|(?:pills|tablets|meds) (?:\\w+ ){0,2}(?:ive|i have|i) been (?:saving|stockpiling|hoarding)';
export const ALONE_EXCEPT =
  '\\b(?:nan|nana|nanny|grandma|grandad|grandpa|granny|dog|cat|hamster|pet|fish|goldfish|cancer|hospice|terminal|for the (?:trip|holiday|flight)|pill (?:organi[sz]er|box)|dosette|so i (?:dont|do not|wont) forget|refills?)\\b';

// Not warning signs of suicide: two classes from the session 23 retrain's regressions (docs/coach-crisis.md,
// "Session 24").
/** A patterned burn on a child (AAP and Childhelp: round, cigarette or iron-shaped burns are signs of abuse, whatever the story). */
export const PATTERNED_BURN =
  '(?:round|circular|cigarette|cig|iron|lighter|coin sized|perfectly round) (?:\\w+ )?burns?|burns? (?:redonda|round|circular|shaped like (?:a|an) (?:iron|lighter|cigarette))';
/** A child used to watch the parent (SPARC: the children questioned about the parent's home and visitors). */
export const CHILD_QUESTIONED =
  '\\b(?:he|she|daddy|dad|mummy|mommy|mum|mom|papa|mama|my ex|(?:his|her|their) (?:dad|mum|mom|father|mother)) (?:\\w+ ){0,3}(?:asks?|asking|questions?|quizz\\w*|interrogat\\w*|makes? (?:him|her|them) (?:tell|draw|write|report))\\b[^.!?]*\\b(?:who comes over|who visits|who (?:i|mom|mum|mommy|mummy) (?:see|sees|talk|talks) to|where (?:i|mom|mum|mommy|mummy) (?:go|goes|went)|maps? of (?:our|my|the) (?:apartment|house|flat|home)|what i do all day)';

// Session 25 (docs/coach-crisis.md, "Session 25"): situations told without a harm word, each a list of
// behaviours from a published list, written as open lexicons over normalised text. compose.ts reads
// them as element counts: two different items of one list in a clause or a pair of neighbouring
// clauses, told of another adult, are the danger; one item alone is not (a parent who checks their
// own bank app, a late text about a pick-up).

/** Not the parent as the one doing it ("i text my mum every day"): no "i" or "we" just before the act. */
const NOT_MINE = '(?<!\\b(?:i|we|i also|we also|i then|and i) )';

/**
 * Stalking behaviours aimed at the parent (SPARC, the Stalking Prevention, Awareness, and Resource
 * Center: surveillance, life invasion, interference, intimidation; the CDC's stalking tactics):
 * unwanted contact many times a day or for years, the parent's employer, friends or family
 * contacted, turning up or standing at the parent's home or work, a tracker or knowing where the
 * parent went, watching through windows.
 */
export const STALKING_ACTS: readonly string[] = [
  `${NOT_MINE}(?:(?:calls?|calling|called|texts?|texting|texted|messages|messaging|messaged|emails|emailing|emailed|rings|ringing|rang) (?:me |us )?(?:\\w+ ){0,2}(?:\\d+|dozens of|twenty|thirty|forty|fifty|sixty|a hundred|hundreds of) times|(?:\\d+|dozens of|forty|fifty|hundreds of) (?:calls|texts|messages|emails) a day|(?:still|constantly|nonstop|non stop) (?:\\w+ ){0,2}(?:calls|calling|texts|texting|emails|emailing|messages|messaging)|(?:emails|calls|texts|messages),? (?:and )?(?:calls|texts|emails|messages|shows up))`,
  `${NOT_MINE}(?:texts?|texted|texting|messag\\w*|emails?|emailed|emailing|calls?|called|calling|rings?|rang|contact\\w*|writes?|wrote|turn\\w* up at|was outside) (?:to )?(?:about me )?(?:my|our) (?:new )?(?:boss|employer|manager|work|workplace|office|colleagues?|coworkers?|friends|family|brother|sister|pastor|church|landlord|(?:husbands|wifes|partners|boyfriends|girlfriends) (?:work|job|office|house))\\b`,
  `${NOT_MINE}(?:(?:stands?|standing|stood|waits?|waiting|waited|sits?|sitting|sat|parks?|parked|parking|lurk\\w*|hangs? around|hanging around|was|is) (?:\\w+ ){0,2}(?:in|on|outside|at|by|across from) my (?:new )?(?:garden|yard|porch|driveway|doorstep|front door|window|street|workplace|gym)|(?:looking|peering|staring|watching|looks|stares) (?:in |into |through )(?:my|the) (?:front |back |kitchen |bedroom )?windows?|(?:hes|shes|he is|she is) (?:always )?there within|at (?:\\w+ ){0,3}(?:events|games|school) to (?:stare|watch me))`,
  `${NOT_MINE}(?:(?:tracker|tracking device|airtag|gps tag)\\b|(?:knew|knows|found out|always knows) (?:\\w+ ){0,2}(?:i went|where i (?:went|was|had been|go)|i was at|i had been|i saw a)|tracks? my (?:mileage|phone|car|location|steps))`,
];

/**
 * Coercive control (England and Wales, Serious Crime Act 2015 s. 76 and its statutory guidance;
 * thehotline's signs of emotional and economic abuse): isolation from family and friends, rules for
 * daily life (where to sit, who to call, what to wear, when to sleep), time accounted for, accounts
 * and calls monitored, degrading punishment.
 */
export const CONTROL_ACTS: readonly string[] = [
  `${NOT_MINE}(?:cut (?:\\w+ )?(?:me )?off from (?:my|our|all my)|(?:my )?(?:friends|family|guests) (?:\\w+ ){0,4}(?:never|dont|stopped) (?:come|coming|visit\\w*)|only (?:see|call|visit) (?:people|anyone|my family|friends) when (?:he|she) (?:allows|lets|says)|(?:wont|will not|doesnt|does not) let me (?:see|visit|call|talk to|go to) (?:my|our) (?:family|friends|mum|mom|mother|dad|father|sister|brother|parents|grandparents)|(?:wont|will not|doesnt) let me take (?:our|my|the) (?:\\w+ )?(?:daughter|son|kids|children|baby) to (?:her|his|their|my) (?:grandparents|nan|gran|family))`,
  `${NOT_MINE}(?:rules for everything|(?:made|makes|set|sets) (?:\\w+ )?rules|where i (?:can|am allowed to|may) (?:sit|go|sleep|stand)|who i (?:can|am allowed to|may) (?:video call|call|ring|talk to|text|see|message)|(?:decides?|says) when i (?:can|am allowed to|may) (?:sleep|eat|take|leave|go)|makes me sleep on the floor|when i (?:dont|do not) do what (?:he|she) says)`,
  `${NOT_MINE}(?:explain every (?:minute|penny|pound|dollar)|(?:minutes|mins) late (?:\\w+ ){0,6}(?:explain|account for|questioned|interrogat\\w*)|(?:checks?|checking|checked|goes through|went through|monitors?|monitoring) (?:\\w+ ){0,2}my (?:bank (?:app|account|statements?)|mileage|receipts|call log|patient portal|search history|browser history)|tracks? my (?:mileage|spending)|listens? (?:\\w+ ){0,2}(?:at|outside|through) the door|(?:comes|coming|insists on coming) (?:in)?to every (?:appointment|visit)|answers for me)`,
  // Session 27: the Home Office statutory guidance's other examples (controlling or coercive behaviour,
  // Serious Crime Act 2015 s. 76; Women's Aid's list of coercive behaviours): basic needs withheld (food,
  // sleep, heat, medication); access to medical or support services blocked; a punitive allowance, the
  // parent's card or pay taken; passwords demanded; work, study or transport prevented; threats to have
  // the parent committed or reported as unfit; what to wear dictated.
  `${NOT_MINE}(?:(?:wont|will not|doesnt|does not|dont|never) let (?:me|us) (?:eat|sleep|rest|shower|wash|have (?:food|heat|heating|a key))|locks? (?:up )?(?:the )?(?:food|fridge|pantry|cupboards?)|(?:turned|turns|turning|shut|shuts|cut|cuts) (?:off )?(?:the )?(?:heating|heat|electric\\w*|power|hot water)(?: off)?|hid(?:es|den|ing)? (?:\\w+ ){0,2}(?:my |the )?(?:medication|meds|pills|inhaler|insulin|electric card|gas card)|keeps? me (?:up|awake) (?:all night|at night|until))`,
  `${NOT_MINE}(?:(?:wont|will not|doesnt|does not) let me (?:see|go to|call|visit|talk to) (?:a|the|my) (?:doctor|gp|therapist|counsell?or|dentist|hospital|midwife|nurse|lawyer|solicitor|advocate)|cancel\\w* my (?:therapy|therapist|appointments?|counsell?ing|doctors?|gp|sessions?))`,
  `${NOT_MINE}(?:(?:show|shows|showing|explain|explains) (?:him|her) (?:every|all (?:my|the)) (?:receipts?|purchases?|spending)|(?:ask|asking) (?:him|her) (?:for )?permission (?:to|before) (?:i )?(?:buy|spend))`,
  `${NOT_MINE}(?:gives? me (?:an? )?(?:allowance|\\$?\\d+ (?:dollars |pounds |euros |bucks )?a (?:week|month))|(?:took|takes|taken|has|keeps) my (?:bank ?card|debit card|credit cards?|wallet|paycheck|pay ?check|wages|salary|benefits)|my (?:paycheck|pay ?check|wages|salary|benefits) (?:goes|go|went|are paid|is paid) (?:in)?to (?:his|her) (?:account|bank))`,
  `${NOT_MINE}(?:(?:makes? me|made me|demands?|has|have|knows?) (?:give |hand over |tell )?(?:him |her )?(?:all )?my passwords?|(?:reads?|checks?|goes through|went through) (?:all )?my (?:phone|texts|messages|emails|dms|chats))`,
  `${NOT_MINE}(?:(?:wont|will not|doesnt|does not) let me (?:work|get a job|drive|learn to drive|have a car|use the car|study|go to (?:work|college|class|school))|made me (?:quit|leave|give up) (?:my )?(?:job|course|studies|work|college)|took (?:the|my) (?:car )?keys so)`,
  `${NOT_MINE}(?:(?:have|get|getting|had) me (?:committed|sectioned|locked up|put away|institutionali[sz]ed)|(?:call|calls|report\\w*|tell|tells) (?:\\w+ ){0,2}(?:social services|cps|child services|my (?:boss|work|employer)) (?:\\w+ ){0,4}(?:unfit|crazy|unstable|on drugs|an addict)|(?:decides?|chooses?|tells me) what i (?:can |am allowed to )?wear|makes? me change (?:my )?clothes)`,
];

/**
 * Left stranded abroad (UK Home Office guidance on transnational marriage abandonment; Southall
 * Black Sisters; thehotline on immigration-related abuse): taken or sent to another country, the
 * other adult gone back with the children, and the parent's passport, papers or ticket home taken,
 * torn, kept or cancelled.
 */
export const STRANDED_PARTS: readonly string[] = [
  '(?:(?:went|flew|travel\\w*|visit\\w*|holiday|vacation|trip) (?:\\w+ ){0,5}(?:to|in) (?:\\w+ ){0,3}(?:family|country|village|abroad|overseas|home)|(?:in|to) (?:my|his|her) (?:home |own )?(?:country|village)|at the airport in|stranded|(?:cant|can not|cannot) leave (?:the|this) country|(?:left|leave) (?:me|her) (?:there|behind|in)|sent me back to|(?:\\w+ )?holiday to my|flew to \\w+|went to \\w+ for|(?:left|leave) (?:\\w+ )?(?:the )?west bank|(?:stuck|trapped|abandoned) in (?!(?:traffic|a rut|the middle|limbo|court|bed)\\b)\\w+|(?:from|in) (?:her|his|my|their) village|in a foreign country|(?:cant|can not|cannot) (?:get|go|come|fly|travel) (?:back|home)|(?:went|gone|flew|came|drove|returned) (?:back|home) without (?:me|her|him))',
  '(?:(?:flew|went|gone|came|drove|returned|headed) (?:back|home) (?:\\w+ ){0,4}(?:with|and took) (?:the kids|both|our|my|the baby|the children|the boys|the girls)|(?:kids|children|boys|girls|baby|others?) (?:are )?(?:with|staying with) (?:him|her|them) in|kept my (?:son|daughter|baby|kids|children)|(?:doesnt|does not|didnt|not) (?:plan|intend|mean) to bring me back|(?:im|i am) not coming back|can stay with (?:my|your) family|children are staying with (?:him|her)|came back to \\w+ with the baby|(?:went|gone|flew|came|returned|headed) back to \\w+ with (?:their|our|the|my|her|his) (?:son|daughter|kids|children|baby|boys|girls)|(?:the baby|the kids|the children|our son|our daughter) (?:is|are) (?:still )?with (?:him|her)(?! (?:this|next|on|for|every|at)\\b))',
  '(?:(?:took|taken|takes|has|kept|keeps|keeping|tore up|torn up|tore|cancel\\w*|destroyed|hid|hidden) (?:\\w+ ){0,3}(?:my|our|all our|all my|the) (?:passports?|travel documents|documents|papers|residence (?:card|permit)|visa|return ticket|ticket home|id)|(?:my )?(?:ticket|flight) (?:home|back) (?:has been |was )?cancel\\w*|no papers to return|(?:refused|refuses|wont) (?:to )?sign (?:\\w+ ){0,2}passport|(?:spouse )?visa (?:runs out|expires|ran out)|(?:flew|went|left|gone) (?:back |home )?with (?:\\w+ ){0,5}(?:my|her) (?:passports?|residence (?:card|permit)|visa|papers|documents)|cancel\\w* (?:her|my) (?:spouse |spousal |partner )?(?:visa|status|residence|sponsorship)|nothing to show (?:she|i|he) (?:ever )?lived)',
];

/**
 * A parental abduction under way (NCMEC's family abduction risk factors; the US State Department and
 * Reunite International): the child not brought back or collected without the other parent, an
 * order ignored or the family moved again, no way to reach them, things sold and a new life
 * promised "over there", a threat that this is the last the parent will see of them.
 */
export const ABDUCTION_SIGNS: readonly string[] = [
  '(?:(?:hasnt|has not|havent|have not|didnt|did not|never) (?:\\w+ )?(?:come|came|been brought|been returned) (?:back|home)|(?:lives|living|staying) with me now|(?:collected|picked up|took) (?:\\w+ ){0,3}(?:kids|children|son|daughter|baby) (?:\\w+ ){0,3}without (?:telling|asking)|(?:ordered|order for) (?:\\w+ ){0,2}(?:return|to be returned)|last (?:youll|you will|you) (?:ever )?see of (?:them|him|her))',
  '(?:moved again|no one can find|nobody can find|(?:switched|turned) (?:his|her) phone off|(?:his|her) phone (?:is|has been) (?:off|dead|switched off)|(?:flat|house|apartment|place) (?:is )?(?:half )?(?:empty|cleared out)|blocked me|(?:cant|can not|cannot) reach (?:her|him|them)|no hague|on (?:his|her) way to the airport|at the airport with|(?:kids|childrens|their|the|his|her) clothes (?:are |were )?gone|passports? (?:are |were )?(?:gone|missing)|gone from the drawer)',
  '(?:sold (?:his|her) (?:\\w+ )?(?:car|tools|house|furniture|stuff|business|flat)|quit (?:his|her) job|(?:gave up|ended|cancel\\w*|terminated) (?:his|her) (?:lease|tenancy))',
  '(?:(?:hiding|hid|hides|hidden|keeps hiding|took|taken|applied for|got new) (?:\\w+ ){0,2}(?:kids|childrens|their|the kids|our kids|his|her) (?:passports|birth certificates))',
  '(?:new (?:bedroom|room|school|home|house) (?:\\w+ ){0,3}over there|(?:take|taking) (?:our|my|the) (?:son|daughter|kids|children|baby) to \\w+ where|(?:starting|start|started) (?:over|again|a new life) (?:far away|abroad|overseas|somewhere (?:else|new))|(?:family|parents|people) (?:is|are|live|lives) (?:all )?(?:back )?in (?!(?:town|the area|the same)\\b)\\w+)',
];

/**
 * Sex without consent, told without force words (RAINN and the NHS on consent: no consent while
 * asleep, unconscious, too drunk or high or medicated to agree; consent withdrawn and not heeded;
 * "a wife cannot say no" is no consent).
 */
export const SEX_ACT =
  '(?:had sex|have sex|has sex|sex with me|(?:does|did|doing) it|woke up (?:half )?(?:dressed|undressed|naked)|on top of me|inside me|porn)';
export const NO_CAPACITY =
  '(?:too (?:drunk|high|groggy|out of it|sleepy|tired|weak) to|passed out|(?:was|am|while i was|while im|when im|when i was) (?:asleep|unconscious|sleeping|out of it)|(?:strong )?painkillers|sleeping (?:pills|tablets)|too groggy|groggy)';
export const WITHDRAWN =
  '(?:told (?:him|her) to stop|(?:wife|husband|partner) (?:cant|can not|cannot) say no|(?:never|didnt|did not) want (?:that|it|to)|(?:if|when) i (?:refuse|say no|dont want to)\\b[^.!?]*\\b(?:gets? (?:violent|angry)|hits|punish\\w*|rages|threat\\w*)|copy things|that i hate)';

/**
 * A child's injuries found by others (AAP on sentinel injuries; TEN-4 bruising; the NSPCC): an X-ray
 * or a hospital finding older fractures, a health visitor, nursery or school finding bruises on the
 * torso, ears or neck, neglect seen by a neighbour, with no doctor seen or an accident said.
 */
export const FOUND_BY_OTHERS =
  '(?:hospital|doctor|x ?rays?|scan|health visitor|nurse|school|teacher|nursery|daycare|childminder|gp|neighbou?r|social worker|a and e|a e|er|emergency room|they) (?:\\w+ ){0,3}(?:found|noticed|saw|spotted|flagged|said|says|reported)';
export const SENTINEL =
  '(?:(?:older|old|healing|other|previous|multiple|several) (?:\\w+ )?fractures?|fractures? (?:\\w+ ){0,3}(?:older|healing|different ages)|bruis\\w* (?:\\w+ ){0,2}(?:on|to|around) (?:her|his|the|their) (?:ribs|torso|ears?|neck|chest|tummy|stomach|back|bottom|buttocks|cheeks?)|very thin|(?:dirty|soiled) nappies|left (?:alone )?in (?:a|her|his|the) cot|arms (?:were |are )?taped|taped with)';
export const NO_CARE =
  '(?:(?:didnt|did not|never|wont|would not) (?:take|took) (?:her|him|them) to (?:a|the) (?:doctor|hospital|gp)|no doctor|(?:an|was an) accident|trampoline|(?:said|says) it was a game|screams at anyone)';

// Session 26 (docs/coach-crisis.md, "Session 26 (helper crisis-en)"): two more situations as classes.

/**
 * A firearm at hand (the VA and the 988 Lifeline on lethal means: access to a firearm is a risk factor
 * and most veterans' suicides are by firearm; ncgwg.org's VA safe-storage page, PMC8375272): a gun kept,
 * cleaned, held or bought by the one the signs are told of. A gun kept for hunting, locked or sold is
 * not at hand.
 */
export const FIREARM_AT_HAND =
  '(?:(?:service |hunting |his |her |my |a |the )?(?:pistols?|handguns?|guns?|rifles?|shotguns?|revolvers?|firearms?|glock))';
export const FIREARM_STORED =
  '\\b(?:locked|lock ?box|gun safe|in (?:a|the|his|her) safe|unloaded|trigger locks?|sold|collection|range|hunting trip|went hunting|deer season|for hunting)\\b';
/**
 * An end said as near by the one with the firearm, the signs the VA and AFSP list as talk (not being
 * around, no need of things any more, tired of fighting or of living, how easy it would be).
 */
export const END_NEAR =
  '(?:(?:wont|will not|doesnt|does not|not going to|not gonna|wouldnt) need (?:it|them|this|that|anything|any of (?:it|this|them))(?: \\w+){0,2} (?:longer|anymore|any more|soon|where)|(?:wont|will not|not going to|not gonna) be (?:around|here)(?: (?:much|for) long(?:er)?| anymore| any more|$|(?= (?:because|so|and|after|when)))|(?:tired|sick) of (?:fighting|living|everything|it all|life|being alive|trying|being here)|(?:how|so) easy it (?:would|could|will) be|(?:finish|end) (?:it|the job)(?! \\w)|better off (?:dead|without (?:him|her|me))|(?:say\\w*|said|texted|text|wrote) (?:\\w+ ){0,3}goodbye)';
/** The gun turned on oneself: held in the mouth or to the head or chin (compose.ts names whose). Enough alone. */
export const GUN_TO_SELF =
  '(?:held|holding|hold|put|putting|pressed|pressing|had|sat with) (?:the |a |my |his |her )?(?:gun|pistol|revolver|handgun|rifle|shotgun|barrel) (?:in|to|against|under) ';

/**
 * After a birth (Postpartum Support International, the APP network and the NHS on postpartum psychosis:
 * onset in the days and weeks after a birth; postpartum depression in either parent): a baby born days,
 * weeks or a few months ago, a new mum or dad, postpartum or postnatal depression or psychosis.
 */
export const AFTER_BIRTH =
  '(?:gave birth|had (?:our|the|my|a|her) baby|(?:since|after) (?:having )?(?:the|a|our|my) baby|new (?:mum|mom|mother|dad|father|parent)s?|(?:post ?partum|post ?natal|peri ?natal)|\\bppd\\b|\\bpnd\\b|(?:baby|she|he) (?:was|is) (?:\\d+|one|two|three|four|five|six|ten) (?:days?|weeks?|months?)(?: old)?|(?:\\d+|one|two|three|four|five|six|ten) (?:days?|weeks?) (?:ago|old))';
/**
 * What those pages name as the emergency: thoughts of harming the baby or oneself, an end together, and
 * delusions about the baby (evil, possessed, poisoned, not theirs).
 */
export const BABY_HARM_THOUGHTS =
  '(?:(?:only way|need to|needs to|have to|has to|better off|going to|want to|would be) (?:\\w+ ){0,6}(?:go|gone|leave|die) together|(?:leave this world|die|sleep forever|be gone|gone|in heaven) together|together (?:forever|in heaven)|(?:thinking about|thought about|thoughts of|want to|wanted to|going to) (?:\\w+ ){0,2}(?:taking|take) (?:him|her|the baby) with me(?:$| (?:and|but|i|when|then|too))|(?:seeing|see|picture|imagine|thinking about|thoughts? of) (?:myself |herself |himself )?(?:dropping|drowning|hurting|harming|smothering|shaking|throwing|jumping)|(?:dropping|drowning|smother\\w*|suffocat\\w*) (?:her|him|the baby)|jumping after|top floor of the (?:car park|parking|multi ?storey)|(?:holding|holds|held) (?:her|him|the baby) (?:by|over|in) the (?:bath|water|window|balcony)|(?:something|someone) evil|possessed|the devil|being poisoned|poisoned through|(?:not|isnt|wasnt|is not) (?:really )?(?:my|our|her|his) baby|save them both|before i do something)';

/**
 * Another adult's means at hand or preparation, told by the parent (AFSP and 988: looking for a way,
 * pills gathered, a place to jump or a railway sought, old scars shown; stopping one's medication, a note
 * left): with what that adult says or posts (`THEIR_SAYING`), their suicide. thehotline.org names a
 * partner's threats of suicide among the ways of control ("it will be on you").
 */
export const THEIR_PREP =
  '(?:handful of (?:pills|tablets)|(?:bottles?|box|boxes|packets?|pile) of (?:pills|tablets|sleeping pills|painkillers|paracetamol|tylenol|whiskey|whisky|vodka)|(?:the )?names? of (?:a |his |her )?(?:medication|medicine|drug|pills)|\\d+ ?(?:mg|milligrams)|(?:number|amount) of (?:milligrams|pills|tablets)|razor blades?|hair ?dryer|(?:sat|sitting|sits|lay|lying) in the bath with|(?:edge|top) of (?:the|a) (?:quarry|cliff|bridge|roof|car park|building)|(?:toward|towards|to|on|near) the (?:railway|railroad|tracks|train tracks|quarry|cliffs?|ledge)|noose|old scars|(?:pulls?|pulled|rolls?|rolled) up (?:his|her) sleeves?|stopped taking (?:his|her) (?:meds|medication|medicine|pills)|left (?:us|me|the kids) a note|(?:called|rang|phoned|texted) all (?:his|her) (?:friends|family|mates)|(?:giving|gave|given|handing) (?:away )?(?:his|her) (?:\\w+ ){0,2}(?:records|vinyl|guitar|tools|guns?|rifles?|things|stuff|watch|collection|medals|motorbike) (?:away|to))';
/** What that adult says, writes or posts: the end as near, the blame laid on the parent, a goodbye. */
export const THEIR_SAYING =
  '(?:finish the job|(?:today|tonight) is the (?:day|night)|bye bye|(?:this|that) is what you (?:did|made|caused|wanted)|(?:it|that) (?:will|would) be on (?:me|you)|wonder (?:how|what) (?:itd|it would|it will|itll) feel|no point (?:coming back|going on|in anything|anymore)|going to see \\w+ (?:again )?soon|(?:hes|shes|he is|she is|im) worthless|(?:wont|will not) be (?:here|around) (?:much longer|anymore|tomorrow))';

/**
 * Strangulation told by its signs (caring-unlimited.org/strangulation: voice, breathing and swallowing
 * changes, coughing, going limp; the New York State OPDV strangulation handout and the Training Institute
 * on Strangulation Prevention: thumb-impression bruises on the neck or under the chin, fingernail scratches,
 * petechiae; most strangulations leave no visible mark): the neck held, a mark on it, a symptom after, the
 * mark covered. compose.ts reads two of them, told of another adult (not a symptom with a scarf alone).
 */
export const NECK_GRIP =
  '(?:(?:grabb?\\w*|grip\\w*|squeez\\w*|held|holding|hold|pinn?\\w*|press\\w*|clamp\\w*) (?:\\w+ ){0,2}(?:my|her|his) (?:neck|throat)|(?:lift\\w*|picked) (?:me|her) (?:up )?off (?:my|her) feet|by (?:my|her|the) (?:neck|throat)|imped\\w* (?:my|her) breathing)';
export const NECK_MARK =
  '(?:(?:bruis\\w*|marks?|scratch\\w*|red marks|finger ?(?:marks|prints)|thumb ?(?:marks|prints)?) (?:\\w+ ){0,5}(?:neck|throat|jaw|chin)|(?:neck|throat) (?:\\w+ ){0,3}(?:bruis\\w*|marks|scratch\\w*)|from (?:his|her) thumb|scratch marks|petechiae|(?:red|tiny) (?:dots|spots) (?:\\w+ ){0,3}(?:eyes|face|eyelids))';
export const NECK_SYMPTOM =
  '(?:cough\\w*|hoarse|raspy|lost (?:my|her) voice|(?:cant|couldnt|could not|can not) (?:swallow|breathe|speak)|hurts? to swallow|(?:passed|blacked) out|seeing stars|went limp|wet (?:myself|herself))';
export const NECK_COVERED =
  '(?:(?:scarf|turtleneck|turtle neck|polo neck|high collar|hoodie|concealer) (?:\\w+ ){0,3}(?:on|to cover|to hide|over|for)|(?:cover|covering|hide|hiding) (?:\\w+ ){0,2}(?:my|her) neck|(?:wore|wear|wearing|put on|in) (?:a |my |her )?(?:scarf|turtleneck|turtle neck|polo neck|high collar|high neck))';

/**
 * A threat to the parent's life said without a harm word (thehotline.org: threatening to hurt or kill you;
 * SPARC on intimidation: a symbol left for the parent): the children left without their mother or father,
 * a coffin or a grave with the parent's name, "next time it's you", the parent not making it to a date,
 * things settled with the parent "for good".
 */
export const VEILED_END =
  '(?:(?:kids|children|twins|boys|girls|they|(?:my|our|the) (?:son|daughter|baby)) (?:\\w+ )?(?:wont|will not|wouldnt|would not|will never) (?:have|get to have) a (?:mother|mum|mom|mummy|mommy|father|dad|daddy)|(?:coffin|casket|grave|gravestone|headstone|tombstone|noose) (?:\\w+ ){0,5}(?:my name|me on it)|next time (?:its|it will be|it is|itll be) you|make sure (?:that )?(?:i|you|she|he) (?:\\w+ )?(?:dont|wont|will not|do not|never) make it to|settle (?:things|this|it|everything) (?:\\w+ ){0,2}for good)';

/**
 * Session 27: a child's own images held over them or shared (NCMEC and the NSPCC on sextortion: a
 * child's images shared or threatened to be shared, often unless the child sends more or pays; an
 * image of a child is child sexual abuse material, whoever took it): a picture of the child, or one the
 * child sent or took, with a threat or a condition. compose.ts reads it with `CHILD_OWN`; triage.ts
 * adds Childhelp beside the hotline.
 */
export const CHILD_OWN =
  '(?:(?:my|our|his|her|the) (?:\\w+ )?(?:\\d+ ?(?:yo|y o|yr old|year old) )?(?:son|daughter|kid|child|boy|girl|stepson|stepdaughter|teen\\w*)|\\d+ ?(?:yo|y o|yr old|year old)|teen\\w*)';
export const CHILD_IMAGE_HELD = `(?:(?:pics?|pictures?|photos?|nudes?|videos?|vids?|selfies?|sexts?|screenshots?) (?:\\w+ ){0,2}of (?:him|her|them|(?:my|our|the) (?:\\w+ ){0,3}(?:son|daughter|kid|child|boy|girl|teen\\w*))|(?:pics?|pictures?|photos?|nudes?|videos?|vids?|selfies?|sexts?) (?:that )?(?:my|our|his|her) (?:\\d+ ?(?:yo|y o|yr old|year old) )?(?:son|daughter|kid|child|boy|girl|teen\\w*|\\d+ ?(?:yo|y o|yr old|year old)) (?:\\w+ ){0,2}(?:sent|took|made|shared))`;
export const HELD_OVER =
  '(?:threat\\w*|blackmail\\w*|sextort\\w*|unless|or else|if (?:he|she|they|i) (?:doesnt|dont|wont|stops?|leaves?|breaks? up))';

/**
 * Session 27: stalking told as one act at many of the parent's places (SPARC's stalking behaviours:
 * showing up uninvited at the victim's home, work, school or place of worship; the CDC: approaching or
 * showing up in places): another adult present at a list of two or more of the parent's places, one of
 * them the parent's own (work, church, gym, home, family), not only the children's exchanges.
 */
const MY_PLACE =
  '(?:my (?:new )?(?:work|job|office|workplace|church|mosque|temple|synagogue|gym|house|home|door|doorstep|apartment|flat|parents|mums|moms|sisters|brothers|class|college|university|car|street|bedroom window)|every (?:pickup|pick up|drop ?off|exchange|game|practice|appointment|shift|class)|(?:the )?(?:kids|childrens|sons|daughters) school)';
const OWN_PLACE =
  'my (?:new )?(?:work|job|office|workplace|church|mosque|temple|synagogue|gym|house|home|door|doorstep|apartment|flat|parents|mums|moms|sisters|brothers|class|college|university|street|bedroom window)';
export const PRESENT_AT_MY_PLACES = `${NOT_MINE}(?:hes|shes|he is|she is|he was|she was|shows? up|showed up|showing up|turns? up|turned up|turning up|appears?|appeared|waits?|waited|waiting|parks?|parked|lurk\\w*|keeps? (?:coming|going)|hangs? around|hanging around) (?:\\w+ ){0,3}(?:at|outside|near|to|by|in) ${MY_PLACE}(?:,? (?:and |or )?(?:at |outside |near )?${MY_PLACE})+`;
export const AT_OWN_PLACE = OWN_PLACE;

/**
 * Session 27: a child's own self-harm told as deliberate or recurring (the NSPCC and the NHS on
 * self-harm in young people: cutting, burning, hitting oneself, taking too many tablets, swallowing
 * objects; 988's youth warning signs): a child named, a self-injury act or its trace, and a word that it
 * was meant or not the first time (on purpose, again, before, fresh).
 */
export const CHILD_OWN_ACT =
  '(?:(?:took|taken|swallow\\w*) (?:a (?:load|lot|bunch|handful|whole (?:pack|packet|bottle|box))|too many|all (?:of )?(?:her|his|their|the|my)|\\d+|ten|twenty|fifteen|a dozen|loads) (?:of )?(?:\\w+ ){0,2}(?:paracetamol|tylenol|acetaminophen|ibuprofen|pills|tablets|meds|medication)|overdos\\w*|swallow\\w* (?:\\w+ ){0,4}(?:batteries|battery|pins|magnets?|coins|screws|bleach|glass)|cutting(?= (?:again|herself|himself|themselves|and|but|since|for|ever|now|still)\\b|$)|(?:fresh |new )?cuts? (?:on|across|up|along) (?:her|his|their|both) (?:\\w+ )?(?:wrists?|arms?|forearms?|thighs?|legs?|stomach)|burn(?:s|ing|ed|t)? (?:her|him|them)sel(?:f|ves)|(?:hitting|hits|scratch\\w*|pulling (?:her|his) hair out) (?:her|him|them)sel(?:f|ves))';
export const ON_PURPOSE =
  '(?:on purpose|deliberately|again|(?:done|did) (?:it|this|that) before|more than once|fresh|when (?:shes|hes|she is|he is|she gets|he gets) (?:upset|angry|sad)|to feel (?:something|better|anything)|will again|started again)';
