// Frames in which parents use danger words about ordinary things (docs/coach-crisis.md, "Session
// 18" and "Session 19"), read per clause on normalised text so the rules' gate (triage.ts
// `everydayFrame`) and the statistical layer's features (model.ts) read the same facts:
// - `over`: danger told as over or long ago ("years ago", "6 yrs ago", an order expired, "did his
//   time", in prison for years, "free from", "fine now", "not scared of him at all");
// - `hypothetical`: "what if", "if he ever" (not "is this normal?" or "just in case", which
//   parents in danger say too);
// - `media`: a film, a show, the news or a game;
// - `play`: a child's knock at play, an accident, an injury a pet or a bush explains;
// - `other`: someone outside the family is the one it happened to or asks (a friend, a
//   neighbour, students, a client);
// - `words`: a question about words, the law's names for things or sources ("is it kidnapping
//   legally", "what words to use", "reports on gun violence"); since session 24 a subject of study or
//   of an event ("my dissertation is on", "a suicide prevention talk", "world suicide prevention day").
// None of them cancels danger: they make the everyday reading possible, and triage.ts asks the
// layer to agree before a rule's finding in such a message is the full reply.

export type Frame = 'over' | 'hypothetical' | 'media' | 'play' | 'other' | 'words';

const FRAMES: ReadonlyArray<readonly [Frame, RegExp]> = [
  [
    'over',
    /\b(?:years ago|decades ago|ages ago|long (?:time )?ago|(?:\d+|a few|few|two|three|four|five|six|seven|eight|nine|ten|several|many) (?:yrs?|years?) (?:ago|back)|long over|in the past|back then|(?<!\b(?:pics?|pictures?|photos?|videos?|vids?|nudes?|sexts?|texts?|messages?|screenshots?|recordings?) from )(?:back )?when (?:i|we) (?:was|were)|as a (?:kid|child|teen\w*)|growing up|(?:in|since|from|back in|until) (?:19|20)\d\d|did (?:his|her|their) time|served (?:his|her|their )?(?:time|sentence)|(?:was|got|been) convicted|(?:in|to) (?:prison|jail) (?:for|until)|(?:prison|jail) for (?:the next )?(?:\d+|a few|several|many|two|three|four|five|ten) years|free (?:from|of)|expired|lapsed|vacated|dropped|dismissed|recovered|healed|survivor|survived|(?:did|done|doing|finished|years of|lots of|a lot of) (?:\w+ ){0,2}therapy|no longer|not anymore|(?:doesnt|does not|dont|do not|never|hasnt|has not) (?:\w+ ){0,2}(?:self harm\w*|cut (?:himself|herself|themselves)|hurt (?:himself|herself|themselves))\b(?=[^.!?]*\b(?:i checked|i asked|checked|asked))|(?:not|no longer) (?:\w+ ){0,3}(?:scared|afraid|frightened|walking on eggshells|violent|dangerous)(?: \w+){0,3} (?:anymore|any more|at all)|since then|(?:sober|clean) (?:for|since)|remarried|(?:fine|safe|okay|ok|good|well|great|better) now|(?:im|i am) (?:totally |perfectly |completely )?(?:fine|safe) (?:now|and|with)|full custody and)\b/,
  ],
  ['hypothetical', /\b(?:what if|hypothetical\w*|if (?:he|she|they) ever|would (?:a|the) (?:judge|court)|is it considered)\b/],
  [
    'media',
    /\b(?:news|article|podcast|documentary|movie|film|(?:a|the|tv|that|this) show|episode|series|netflix|video games?|fortnite|minecraft|roblox|(?:on|from) the radio|the radio (?:had|did|ran|was doing)|radio (?:show|programme|program|phone ?in)|(?:tv |radio )?programme (?:on|about)|town hall|parents evening|(?:a|an|the) (?:assembly|seminar|workshop|webinar|leaflet|pamphlet|talk) (?:on|about)|(?:our|my|the|a) (?:mp|senator|congressman|congresswoman|councill?or|representative) (?:is|was|will be) (?:doing|holding|hosting|running))\b/,
  ],
  [
    'play',
    /\b(?:fell|falls|fall (?:off|down|over)|falling|tripped|slipped|crash\w* (?:his|her|their|the|a) (?:bike|scooter|skateboard|sled)|learning to (?:walk|crawl|run|ride|skate|climb)|rough ?housing|playing (?:tag|football|soccer|outside|in the)|sports? injur\w*|(?:doctor|pediatrician|urgent care|er) (?:said|says|checked|cleared)|from (?:the|our|a|his|her|their|grandmas?) (?:cat|cats|dog|dogs|puppy|kitten|hamster|rabbit|bunny|bush|bushes|fence|thorns?|trampoline)|bump(?:ed|s)? heads|(?:as part of|during) (?:a|the) game|(?:told|showed) (?:me|us) (?:the story|how it happened|what happened) (?:himself|herself|themselves))\b/,
  ],
  [
    'other',
    /\b(?:(?:my|a|our) (?:friends?|neighbou?rs?|coworkers?|co workers?|colleagues?|students?|clients?|patients?|classmates?)|(?:ask|asking) for a friend|the owner|someone (?:i know|at work))\b/,
  ],
  [
    'words',
    /\b(?:legally|legal (?:term|definition)|(?:what|which|the right) words?|the (?:word|term|phrase)|what (?:does|do|is) (?:\w+ ){1,3}(?:actually )?(?:mean|cover|include)|(?:read|reading|saw|seen) (?:\w+ ){0,2}(?:list|checklist|quiz) (?:of|about|on)|(?:a |the )?definition|(?:what|which) counts as|(?:the )?difference between|presentation|school project|reports? (?:on|about)|(?:good |any )?sources (?:on|about|for)|essay|research|dissertation|thesis|coursework|(?:a|the|my|his|her) lecture (?:on|about)|(?:prevention|awareness) (?:day|week|month|talk|training|course|charity|campaign|walk|event|session)|world (?:\w+ ){1,2}(?:day|week))\b/,
  ],
];

/** The frames a clause (or a whole normalised message) is told in. */
export function framesOf(text: string): Frame[] {
  return FRAMES.filter(([, pattern]) => pattern.test(text)).map(([frame]) => frame);
}
