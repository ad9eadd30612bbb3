// The reviewed patterns per category (a declarative table): phrasings of danger with
// their exceptions (idioms) and negation. crisis.ts checks them, then the concept rules.
import { ADULT, KID, KID_WORD, WEAPON, p, type Category } from './lexicon';

// ---------------------------------------------------------------------------------------
// Building blocks for the patterns (all on normalised text: no apostrophes)

/** "Die of embarrassment" and the like. */
const DIE_OF =
  '\\bdie (?:of|from|laughing) (?:embarrassment|shame|laughter|boredom|cringe|curiosity|happiness|excitement|old age)|\\bdie (?:laughing|happy)\\b';

/** Idioms that use danger words about money, courts and paperwork (triage.ts takes them out before reading unease). */
export const IDIOM_KILL =
  '\\b(?:fees?|bills?|costs?|this|that|it|stress|hearing|case|trial|paperwork|lawyers?|attorneys?|commute|waiting|wait|schedule|traffic|money|debt|process|divorce|court|mediation|anxiety|suspense) (?:\\w+ ){0,3}(?:kill|kills|killing|killed)\\b|\\bcould kill for\\b|\\bkill (?:two birds|time)\\b|\\bkilling it\\b|\\bdying to\\b';

// ---------------------------------------------------------------------------------------
// Categories of reviewed patterns

/**
 * An arm or a hand at the neck in affection (a hug, a selfie, a dance, a necklace put on), with
 * no sign of force: not strangulation. Force anywhere in the clause (squeezing, tight, could
 * not breathe, would not let go) keeps the reading.
 */
const AFFECTION =
  '^(?!.*\\b(?:squeez\\w*|tight\\w*|chok\\w*|(?:couldnt|cant|could not|can not) (?:breathe|speak|talk)|press\\w*|hard|wouldnt let go|pinn\\w*|angry|mad|yell\\w*|scream\\w*)\\b).*\\b(?:selfies?|photos?|pictures?|pics?|hug\\w*|cuddl\\w*|kiss\\w*|danc\\w*|necklace|snuggl\\w*|sleepy|asleep)\\b';

export const CATEGORIES: Category[] = [
  {
    id: 'suicide',
    label: 'Thoughts of suicide',
    lines: ['lifeline'],
    patterns: [
      p('\\bsuicid', {
        negatable: true,
        except: `\\b${ADULT}\\b (?:\\w+ ){0,4}(?:threat\\w* |attempt\\w* |tried |talk\\w* about )?suicid`,
      }),
      p('\\b(?:kill|killing|hurt|hurting) my ?self\\b'),
      p('\\b(?:end|ending|take|taking) (?:it all|my (?:own )?life|things for good|everything for good)\\b'),
      p(
        '\\b(?:i|id|ive|i just|i really|i kind of|i sometimes|sometimes i|i still)(?: \\w+)? (?:want|wanted|wish|need|going|ready|like|thinking) (?:to )?(?:die|be dead|not be alive|not exist)\\b',
        { except: DIE_OF },
      ),
      p('\\bwant(?:ed)? to die\\b', { except: `${IDIOM_KILL}|${DIE_OF}` }),
      p('\\b(?:wish|wished) (?:i|id) (?:was|were|had) (?:dead|never been born|died)\\b'),
      p('\\b(?:better off|rather be|be better) (?:dead|gone)\\b'),
      p(
        '\\b(?:dont|do not|no longer|dont really|really dont|not) want to (?:be here|live|exist|be alive|wake up|go on|keep going)\\b',
      ),
      p(
        '\\b(?:better|happier|easier|fine|okay|ok) (?:off )?(?:\\w+ ){0,2}(?:without me|(?:when|if|once) (?:im|i am|i was|i were) (?:gone|dead|not here|not around))\\b',
      ),
      p(
        '\\b(?:wrote|writing|write|written|left|leave|leaving|texted|sent) (?:a |my |some )?(?:goodbye|good bye) (?:letters?|notes?|messages?|texts?)|\\b(?:letters?|notes?) (?:to )?say(?:ing)? goodbye\\b',
      ),
      p(
        '\\b(?:took|take|taking|swallowed|swallow|swallowing) (?:a bunch of|all (?:of )?(?:my|the)|too many|a handful of|the whole bottle of|a bottle of|lots of|loads of|handfuls of) (?:\\w+ )?(?:pills|tablets|meds|medication|painkillers)\\b',
      ),
      p(
        '\\b(?:saving|saved|stockpiling|stockpiled|hoarding|collecting) (?:up )?(?:\\w+ )?(?:pills|tablets|meds|painkillers)\\b|\\boverdos\\w*',
      ),
      p(
        '\\bno (?:reason|point) (?:to|in|of|for)(?: me)?(?: to)? (?:live|living|going on|being alive|being here|life|staying)\\b|\\b(?:dont|cant|do not|cannot) see (?:the|any) point (?:of|in) (?:living|life|going on|being alive|being here)\\b(?! (?:together|with|apart|in|near|there))|\\bwhats the point (?:of|in) (?:living|being alive|life|going on|being here)\\b',
      ),
      p(
        '\\b(?:cant|cannot|can not) go on\\b|\\b(?:cant|cannot) take (?:it|this|life) any ?more\\b|\\bwant (?:it all|everything|the pain|it) to stop (?:for good|forever)\\b',
      ),
      p('\\b(?:sleep|go to sleep) and (?:not|never) wake up\\b'),
      p(
        '\\bwho (?:would|will|is going to) (?:even )?(?:care|notice|miss me) if i (?:was|were|am|died|die|disappear\\w*|was gone)\\b',
      ),
      p(
        '\\b(?:im|i am|feel like|feel like such|such) (?:a |such a )?(?:burden)\\b|\\bburden (?:to|on) (?:everyone|everybody|my|them|the|people)\\b',
      ),
      p('\\bgiv(?:e|ing|en) away (?:all )?(?:my|of my) (?:stuff|things|belongings|possessions|stuff and)\\b'),
      p('\\b(?:plan|planning|way|ways|how) to (?:end|kill|take) (?:my ?self|my life|it all)\\b'),
      p('\\b(?:ending|end) things\\b(?! with)', { negatable: true }),
      p(
        '\\bthink\\w* (?:about|of) (?:dying|death|being dead|not being (?:here|around|alive)|ending it|ending my life|killing myself|ways to die)\\b(?! of)',
        { negatable: true },
      ),
      p(
        '\\b(?:driv\\w*|drove|crash\\w*|steer\\w*) (?:my car |the car |my truck )?(?:off (?:the|a) (?:road|bridge|cliff)|into (?:a|the|oncoming) (?:tree|wall|traffic|river|lake|truck))\\b|\\bjump\\w* (?:off|from) (?:a|the) (?:bridge|roof|building|cliff|balcony)\\b|\\b(?:step|walk|jump)\\w* in front of (?:a|the) (?:train|bus|truck|car)\\b',
      ),
      p(
        '\\b(?:looked up|look up|looking up|searched|searching|googled|googling|research\\w*) (?:\\w+ ){0,3}(?:how many pills|how to (?:die|overdose|kill myself|hang)|ways to (?:die|kill myself|end it))\\b|\\bhow many (?:pills|tablets) (?:it )?(?:would|will|does) (?:it )?(?:take|kill)\\b',
      ),
      p(
        '\\b(?:nobody|no one|noone|no body) (?:would|will|is going to) (?:even )?(?:miss|notice|care about) me\\b|\\b(?:nobody|no one|noone) (?:would|will) (?:even )?(?:care|notice) if i\\b',
      ),
      p(
        '\\bgiv\\w* up on (?:life|living|everything|myself)\\b|\\b(?:done|finished) with (?:life|living|being alive|it all|everything)\\b|\\btired of (?:living|being alive|life|existing)\\b|\\b(?:life|living) (?:isnt|is not|aint|not) worth (?:living|it)\\b|\\bnot worth living\\b|\\bdisappear (?:forever|for good|for ever)\\b',
      ),
      p(
        '\\bnoose\\b|\\b(?:the |a )?rope (?:is )?(?:ready|tied|up)\\b|\\b(?:bought|buy|got|get|have|getting|buying) (?:a |the )?(?:rope|gun|pills) (?:\\w+ )?to (?:end it|end my life|kill myself|shoot myself|hang myself|do it)\\b|\\bto (?:shoot|hang|drown|poison) my ?self\\b',
      ),
    ],
  },
  {
    id: 'self_harm',
    label: 'Self-harm',
    lines: ['lifeline'],
    patterns: [
      p('\\bself ?harm\\w*|\\bself ?injur\\w*'),
      p(
        '\\b(?:cut|cuts|cutting|burn|burns|burned|burnt|burning|hit|hits|hitting|punch|punched|punching|scratch|scratched|scratching|harm|harming|hurt|hurting|starve|starving|bite|biting|carve|carved|carving) my ?self\\b',
      ),
      p(
        '\\b(?:cut|cutting|carve|carving|carved|scratch|scratched|scratching|burned|burnt|burn|burning) (?:on )?my (?:arms?|wrists?|thighs?|legs?|skin)\\b(?:.*\\b(?:until|till|on purpose|again|to feel|so i))?',
        { except: '\\b(?:cooking|oven|stove|iron|kettle|accident\\w*|sunburn\\w*|shaving|paper)\\b' },
      ),
      p('\\b(?:ive been|i have been|i started|started|i keep|keep|back to|i was|im) cutting(?: again)?$'),
      p(
        '\\brelaps\\w* (?:\\w+ ){0,2}(?:cut|cutting|self harm\\w*|hurt\\w* myself|burn\\w*)\\b|\\b(?:slice|sliced|slicing|slit|slitting|slash|slashed|slashing) (?:my )?(?:arms?|wrists?|skin|legs?|thighs?)\\b',
      ),
      p('\\bcutting again\\b(?! (?:back|costs?|down|corners|expenses|the|my (?:hair|hours|budget)))'),
    ],
  },
  {
    id: 'strangulation',
    label: 'Strangulation or choking',
    lines: ['dv'],
    patterns: [
      p(`\\b${ADULT}\\b.*\\bchok(?:e|ed|es|ing)\\b(?! up)|\\b(?:was|got|been|being|get) chok(?:ed|ing)\\b|\\bchoke ?holds?\\b`, {
        negatable: true,
        except: '\\bchok\\w* (?:on (?:food|a|his|her|my|the)|back tears|up)\\b',
      }),
      p(
        '\\bhead ?locks?\\b|\\bsleeper holds?\\b|\\b(?:marks|bruises|bruising|fingerprints|finger marks|red marks|scratches) (?:all )?(?:on|around) my (?:neck|throat)\\b|\\bmy (?:neck|throat) (?:has|had|is|was|still) (?:\\w+ )?(?:marks|bruised|bruises|red marks|swollen|sore|hurting)\\b(?=.*\\b(?:his|her|he|she|hands?|fingers|grabbed|squeezed)\\b)',
      ),
      p('\\bstrangl\\w*|\\bstrangul\\w*|\\bsmother\\w*|\\bsuffocat\\w*', {
        negatable: true,
        except:
          '\\bi (?:\\w+ )?(?:could|want to|wanted to|would like to|feel like|like to|am going to|m going to) (?:\\w+ )?(?:strangl|smother)\\w*|\\bsmother\\w* (?:with|in) (?:love|kisses|attention|gifts)\\b|\\bsuffocat\\w* (?:by|with|under) (?:the )?(?:paperwork|debt|bills|rules|demands|stress)\\b',
      }),
      p(
        '\\b(?:hands?|arms?|fingers|knee|foot|feet|cord|rope|belt|scarf|pillow|forearm|elbow|wire|chain|leash|strap|tie) (?:around|on|over|against|across|to|into) my (?:neck|throat|face|mouth|nose)\\b',
        { except: AFFECTION },
      ),
      p(
        '\\b(?:grab\\w*|squeez\\w*|held|hold\\w*|press\\w*|pinn\\w*|grip\\w*|clutch\\w*|kne(?:lt|eled|eling|els)|kneel\\w*|stood|stand\\w*|step\\w*|sat|sit\\w*|push\\w*|crush\\w*|wrap\\w*) (?:me )?(?:by |on |onto |around |at |into )?(?:the |my )?(?:neck|throat|windpipe)\\b',
      ),
      p('\\b(?:on|around|against|across|over|at) my (?:neck|throat|windpipe)\\b', {
        except: `\\b(?:rash|mole|tattoo|necklace|scarf|pain|ache|sore|sunburn|spot|lump|bite|rash)\\b|${AFFECTION}`,
      }),
      p(
        `\\b(?:passed|blacked|pass|black|passing|blacking) out\\b.*\\b${ADULT}\\b|\\b${ADULT}\\b.*\\b(?:passed|blacked|pass|black|passing|blacking) out\\b|\\b(?:until|till|made me|nearly|almost) (?:i )?(?:passed|blacked|pass|black) out\\b|\\blost consciousness\\b`,
        {
          except:
            '\\b(?:tired|exhausted|drunk|heat|hot|couch|sofa|asleep|work|study|studying|flu|sick|blood test|dehydrat\\w*)\\b',
        },
      ),
      p(
        `\\b(?:couldnt|cant|could not|cannot|unable to|wasnt able to) breathe\\b.*\\b(?:${ADULT}|neck|throat)\\b|\\b${ADULT}\\b.*\\b(?:couldnt|cant|could not) breathe\\b`,
        { except: '\\b(?:stress|anxiety|panic|asthma|allergies|cold|covid|crying)\\b' },
      ),
    ],
  },
  {
    id: 'violence',
    label: 'Physical violence',
    lines: ['dv'],
    patterns: [
      p(
        '\\b(?:hit|hits|hitting|slap|slaps|slapped|slapping|punch|punches|punched|punching|kick|kicks|kicked|kicking|beat|beats|beating|beaten|shove|shoves|shoved|shoving|push|pushes|pushed|pushing|smack|smacks|smacked|smacking|slam|slams|slammed|slamming|drag|drags|dragged|dragging|grab|grabs|grabbed|grabbing|bit|bite|bites|biting|attack|attacks|attacked|attacking|assault|assaults|assaulted|assaulting|hurt|hurts|hurting|injure|injured|injuring|elbowed|headbutted|stomped|whipped|burned|burnt|scratched|spat on|spit on|bruised|pinned|restrained|restrains|tied up|tackled|knocked) (?:me|us)\\b',
        {
          negatable: true,
          except:
            '\\bhit (?:me|us) (?:with (?:a|an|another|the|his|her|their|more|this|that|these|those) (?:\\w+ )?(?:lawsuit|motion|bill|request|demand|papers|petition|fee|fees|subpoena|claim|invoice|question|questions|paperwork|filing|order|complaint|email|emails|letter|notice|news)|up|hard that|that)\\b|\\b(?:it|that|this) hit (?:me|us)\\b|\\bpush(?:es|ed|ing)? (?:me|us) (?:to|into|towards?) (?:sign|signing|agree|agreeing|settle|settling|accept|accepting|mediat\\w*|court|a deal|an agreement|give|giving|move|moving|decide|deciding|pay|paying)\\b|\\b(?:it|that|this|what (?:he|she) said|words?|comments?|(?:he|she) said|the (?:ruling|decision|judgment|order)) (?:really |so |deeply )?(?:hurt|hurts) (?:me|us)\\b|\\bhurt(?:s)? (?:me|us) (?:deeply|emotionally|so much|financially|feelings)\\b|\\bbeat (?:me|us) (?:to|in|at) (?:court|it|the|filing)\\b|\\bdrag(?:s|ged|ging)? (?:me|us) (?:back )?(?:to|into|through|before) (?:court|the courts|mediation|a hearing|hearings)\\b|\\bgrab(?:bed|s)? (?:me|us) (?:a|some|lunch|coffee|food)\\b|\\bslam(?:s|med|ming)? (?:me|us) with\\b|\\battack(?:s|ed|ing)? (?:me|us) (?:in|on|over|through) (?:court|social media|facebook|instagram|email|text|texts|the hearing|my parenting)\\b|\\bkick(?:s|ed|ing)? (?:me|us) out\\b|\\bknocked (?:me|us) (?:out of|off) (?:the|my) (?:\\w+ )?(?:schedule|plan|list|case)\\b|\\bbit (?:me|us) (?:on|in) the\\b|\\bassault(?:s|ed|ing)? (?:me|us) with (?:paperwork|emails|texts|demands)\\b',
        },
      ),
      p('\\b(?:threw|throws|throwing|thrown|hurled|chucked|poured|dumped) (?:\\w+ ){0,3}(?:at|on) (?:me|us|my head|my face)\\b', {
        negatable: true,
      }),
      p('\\babus(?:e|ed|es|ing|ive|er)\\b', {
        negatable: true,
        except: `\\babuse of (?:discretion|process|power|the system|the court)\\b|\\b(?:substance|drug|alcohol|drugs|opioid|prescription) abuse\\b|\\bchild abuse\\b|\\babus\\w* (?:${KID})\\b|\\b(?:${KID}) (?:\\w+ ){0,4}abus`,
      }),
      p(
        '\\b(?:domestic (?:violence|abuse)|dv situation)\\b|\\b(?:violent|physical) (?:with|towards?|to|against) (?:me|us)\\b|\\b(?:been|gets|got|getting|is|was|turned|turns|becomes|became) (?:really |very |so )?violent\\b|\\bphysically (?:abusive|hurt|violent|attacked|assaulted|hurts)\\b',
        { negatable: true },
      ),
      p(
        `\\bbruises? (?:\\w+ ){0,4}(?:from|where|after|because|that) (?:where )?(?:${ADULT}|he|she)\\b|\\bleft (?:me with )?(?:bruises|marks|a black eye)\\b|\\bgave me (?:a black eye|bruises|a fat lip|a split lip|a concussion)\\b|\\b(?:black eye|broken (?:nose|rib|ribs|arm|wrist|jaw|finger)|split lip|concussion)\\b.*\\b(?:he|she|${ADULT})\\b`,
        { except: `\\b(?:${KID})\\b` },
      ),
      p('\\b(?:pulled|dragged|yanked|grabbed) (?:me )?(?:by|out by) (?:my|the) hair\\b|\\bpulled (?:out )?my hair\\b'),
      p(
        '\\b(?:threw|throws|throwing|thrown|slammed|slams|shoved|pushed|flung|knocked) (?:me|us) (?:against|into|down|across|onto|on|to|off|over) (?:the |a |my |our )?(?:wall|floor|ground|door|bed|stairs|table|car|counter|couch|fridge)\\b|\\bbeat (?:the (?:crap|shit|hell|heck|living daylights)|seven bells) out of (?:me|us)\\b|\\bhead ?butt\\w* (?:me|us)\\b|\\bspat (?:in|on) (?:me|my face)\\b',
        { negatable: true },
      ),
      p(
        `\\b(?:${ADULT}|hes|shes)\\b (?:\\w+ ){0,3}(?:broke|fractured|cracked|dislocated|sprained|twisted|bruised|busted|split) my (?:arm|nose|ribs?|wrist|jaw|fingers?|hand|leg|tooth|teeth|lip|eye|head|shoulder|collarbone)\\b`,
        { negatable: true },
      ),
      p(
        '\\bblock(?:ed|s|ing)? the (?:door|doorway|exit|way out)\\b|\\bwould(?:nt| not) let me (?:leave|go|out|up|get up|call)\\b|\\b(?:trapped|locked) (?:me|us) (?:in|inside)\\b|\\bheld (?:me|us) down\\b|\\bpin(?:ned|s)? (?:me|us) (?:down|against|to)\\b',
      ),
      p(
        '\\bpunch(?:ed|es|ing)? (?:holes? in )?(?:the |a )?walls?\\b|\\b(?:smashed|smashes|smashing|broke|breaks|destroyed|destroys) (?:\\w+ ){0,3}(?:when|while|because|and) (?:he|she) (?:was|is|gets|got) (?:angry|mad|drunk)\\b',
        // The parent punching walls is harm to themself (self-harm, concepts.ts), not another's violence.
        { except: '\\b(?:i|im|ive) (?:\\w+ ){0,3}punch(?:ed|es|ing)? (?:holes? in )?(?:the |a )?walls?\\b' },
      ),
    ],
  },
  {
    id: 'threats',
    label: 'Threats',
    lines: ['dv'],
    patterns: [
      p(
        `\\bthreat(?:en|ens|ened|ening)?s? (?:to )?(?:me|us|my life|our lives|my family|${KID})\\b|\\b(?:made|making|makes|sent|sends|sending) (?:\\w+ ){0,2}threats\\b|\\bthreats? (?:against|to|toward|towards) (?:me|us|my|our|the)\\b`,
        {
          negatable: true,
          except:
            '\\bthreat\\w* (?:me|us) (?:with|that) (?:court|a lawsuit|a motion|contempt|legal action|lawyers|his lawyer|her lawyer|the police report|cps)\\b',
        },
      ),
      p(
        `\\bthreat\\w* (?:\\w+ ){0,2}(?:to )?(?:hurt|harm|kill|murder|shoot|stab|beat|hit|strangle|choke|burn|end|take (?:away )?(?:${KID}|them)|hide|disappear|vanish|run (?:away|off)|flee|leave the (?:country|state)|snatch|keep (?:${KID}|them)|come after|get me|get even|ruin me|destroy me|make me pay|make me suffer|bury|break)\\b`,
        { negatable: true },
      ),
      p(
        `\\b(?:${ADULT}|hell|shell|theyll|hed|shed|ill)\\b (?:\\w+ ){0,6}(?:kill|murder|shoot|stab|hurt|harm|beat|strangle|choke|burn|end|bury|get|come after|break) (?:me|us|you|my (?:family|life)|${KID}|them|everyone|everybody)\\b`,
        {
          negatable: true,
          except: `${IDIOM_KILL}|\\bget (?:me|us|you|them|${KID}) (?:a|an|the|some|to|from|ready|back|home|dinner|lunch|new|there|on|off|in|out|into|after school|from school|his|her|at|by|around|before|tomorrow|tonight|today|later|early|first thing|\\d+)\\b|\\bend (?:them|you|us|me)\\b|\\bcome after (?:${KID}|them)\\b|\\b(?:hurt|hurts) (?:me|us|you) (?:deeply|emotionally|so much|financially|feelings)\\b|\\bbreak (?:it|them|the news)\\b`,
        },
      ),
      p(
        `\\b(?:never|not|wont) (?:be able to |going to |get to |ever )?see (?:${KID}|them|him|her) (?:again|ever again)\\b|\\b(?:take|hide|keep|snatch|steal) (?:away )?(?:${KID}|them) (?:away from me|from me forever|for good|forever|out of the (?:country|state)|to (?:another|a different) country|and (?:run|leave|disappear|go|vanish|hide))\\b|\\b(?:disappear|run off|run away|flee|vanish|go into hiding) with (?:${KID}|them)\\b`,
      ),
      p(
        '\\b(?:cant|cannot|can not) have (?:me|you|her|him|us),? (?:then )?(?:nobody|no one|noone|no body|nobody else|no one else)\\b|\\bif (?:i|you) leave (?:him|her|them),? (?:hell|shell|theyll|he will|she will)\\b',
      ),
      p(
        '\\b(?:put|putting|puts) (?:me|us) (?:in the ground|six feet under|in a (?:body bag|coffin|grave|box))\\b|\\b(?:six feet under|body bag)\\b|\\bwatch (?:my|your|our) back\\b|\\bknows? (?:people|guys|someone) (?:who|that) (?:will|would|could|can) (?:hurt|kill|get|find|deal with)\\b|\\b(?:have|get) (?:me|us) (?:killed|hurt|beaten|taken care of|dealt with)\\b|\\bend up (?:dead|in the hospital|hurt)\\b',
      ),
      p(
        `\\btake (?:${KID}|them) (?:back )?to (?:his|her|their|another|a different) (?:country|home country)\\b|\\b(?:never|not|wont) (?:be able to )?find (?:${KID}|them) (?:again)?\\b|\\bthreat\\w* (?:\\w+ ){0,2}to (?:post|share|leak|release|send|show) (?:\\w+ ){0,3}(?:pictures|photos|pics|videos|nudes|images)\\b`,
      ),
      p(
        '\\b(?:wont|will not|not going to|never) (?:live|survive|make it) (?:to see|through|past|until)\\b|\\bburn (?:the house|the place|my house|our house|it) down\\b|\\b(?:knows|knew) (?:where (?:i|we|the kids|my kids) (?:live|sleep|work)) (?:and|so)\\b|\\b(?:ill|id|youll|youd|i will|you will) regret (?:leaving|this|it|divorcing|taking)\\b',
      ),
    ],
  },
  {
    id: 'other_suicide',
    label: 'The other parent threatening suicide',
    lines: ['lifeline', 'dv'],
    patterns: [
      p(
        '\\b(?:kill|killing|killed|hurt|hurting|harm|harming|shoot|shooting|hang|hanging|cut|cutting|end|ending) (?:him|her|them)sel(?:f|ves)\\b',
        { negatable: true },
      ),
      p('\\b(?:end|ending|take|taking|ended|took) (?:his|her|their) (?:own )?life\\b', { negatable: true }),
      p(`\\b${ADULT}\\b (?:\\w+ ){0,5}(?:suicid\\w*)`, { negatable: true }),
      p(
        `\\b(?:he|she|they|hes|shes|hed|shed|${ADULT}) (?:\\w+ ){0,4}(?:wants|wanted|going|plans?|planning|threatens|threatened|threatening) to (?:die|be dead|not be alive)\\b|\\b(?:he|she|hed|shed) (?:\\w+ ){0,3}rather be dead\\b`,
        { negatable: true, except: IDIOM_KILL },
      ),
      p(
        '\\b(?:he|she|they) (?:took|swallowed|has taken|had taken) (?:\\w+ ){0,3}(?:pills|tablets|overdose)\\b|\\b(?:he|she) overdosed\\b',
      ),
      p(
        '\\b(?:photo|picture|pic|video) of (?:\\w+ )?(?:pills|a gun|his gun|her gun|a rope|a noose|a knife|his wrists|her wrists)\\b|\\b(?:pills|rope|gun|noose)\\b.*\\bsaid goodbye\\b|\\bsaid goodbye (?:forever|for good|for the last time)\\b',
      ),
      p(
        `\\b${ADULT}\\b (?:\\w+ ){0,4}(?:goodbye|good bye) (?:message|text|letter|note|voicemail)|\\b(?:texted|sent|left) me (?:a )?(?:goodbye|good bye)\\b`,
      ),
    ],
  },
  {
    id: 'stalking',
    label: 'Stalking and monitoring',
    lines: ['dv'],
    patterns: [
      p('\\bstalk(?:s|ed|ing|er|ers)?\\b', {
        negatable: true,
        except:
          '\\bstalk\\w* (?:his|her|their|my ex\\w*) (?:facebook|instagram|social|profile|page|tiktok|twitter)\\b|\\bi (?:\\w+ )?stalk\\w*\\b',
      }),
      p(
        '\\b(?:keeps|kept|keep|been|always|constantly|started|starts|keeps on|will) (?:\\w+ )?(?:showing|turning|show|turn|popping|pop) up (?:\\w+ ){0,2}(?:at|outside|to|near|by|in front of|around) (?:my|our) (?:house|home|work|job|office|place|apartment|flat|door|parents|moms|dads|gym|church|car|building|school|new place)\\b|\\b(?:show|shows|showed|showing|turn|turns|turned|turning|pops?|popped) up (?:\\w+ ){0,2}(?:at|outside|near|in front of) my (?:house|home|work|job|office|place|apartment|flat|door|parents|new place|gym|building|car)\\b|\\b(?:turns|shows|pops|showing|turning) up (?:wherever|everywhere|every ?where) (?:i|we)\\b',
        // Coming for the children on the wrong day is a schedule dispute (custodial interference), not stalking.
        {
          except: `\\b(?:to (?:see|pick up|get|grab|drop off) (?:the kids|them|${KID})|for (?:pickup|pick up|drop ?off|the exchange|visitation|his time|her time))\\b`,
        },
      ),
      p('\\b(?:follow|follows|followed|following) (?:me|us)\\b', {
        negatable: true,
        except:
          '\\bfollow\\w* (?:me|us) (?:on|back on) (?:instagram|facebook|twitter|tiktok|social|x)\\b|\\bfollow\\w* (?:me|us) (?:to|into) (?:court|the hearing|mediation) (?:with|about)\\b',
      }),
      p(
        '\\b(?:track|tracks|tracked|tracking|monitor|monitors|monitored|monitoring|spy|spies|spied|spying|watch|watches|watched|watching|check|checks|checked|checking|read|reads|reading|goes through|went through|going through|go through|looks through|looked through|logs into|logged into|logging into|hacked|hacks|hacking|hacked into|listen\\w* to|record\\w*) (?:on )?(?:me|us|all my|my (?:location|phone|messages|texts|text messages|email|emails|e mails|car|movements|calls|phone calls|whereabouts|mail|accounts?|dms|facebook|instagram|computer|laptop|diary|browser|history|icloud|google account|conversations|chats|every move))\\b',
        {
          negatable: true,
          except:
            '\\b(?:watch|watches|watched|watching) (?:me|us) (?:play|sing|dance|perform|testify|speak|at the game|at the recital)\\b|\\bcheck\\w* (?:on )?(?:me|us) (?:about|for|if|whether)\\b|\\b(?:i|i keep|i kept|stop|cant stop|keep) (?:\\w+ )?(?:check|checking|read|reading|watch|watching) my\\b|\\b(?:we|i) (?:both )?agreed\\b|\\bmy (?:emails|messages|letters|texts|cards) to (?:the|our|my) (?:kids|children|son|daughter)\\b|\\bread\\w* my (?:email|emails|messages|texts) (?:to|in|at) (?:the )?(?:court|hearing|judge|mediator)\\b',
        },
      ),
      p(
        '(?<!expense |budget |spending |habit |fitness |period |chore |expenses |support |payment |time |custody |parenting time )\\btrackers?\\b|\\btracking (?:device|app|software|chip)\\b|\\b(?:gps|location) (?:tracker|device|tag|app)\\b|\\bair ?tags?\\b|\\btile tracker\\b|\\bspyware\\b|\\bstalkerware\\b|\\bspy (?:app|cam|camera|software)\\b|\\bhidden (?:camera|cameras|cam|microphone|mic|recorder)\\b|\\b(?:app|something|software|program|camera) (?:\\w+ )?(?:on|in) my (?:phone|car|laptop|computer|house|bedroom)\\b (?:to (?:spy|track|watch|listen|see)|so (?:he|she) (?:can|could|knows))|\\b(?:installed|put|hid|hidden|planted|placed) (?:\\w+ ){0,4}(?:on|in|under) (?:my|our) (?:\\w+ )?(?:phone|car|bag|purse|laptop|computer|toy|backpack|bedroom|house)\\b(?=.*\\b(?:track|spy|watch|listen|tracker|gps|camera|know where|location|record)\\w*)',
        {
          negatable: true,
          except:
            '\\b(?:get|buy|use|got|bought|put) (?:a|an) (?:tracker|air ?tag|tile)(?: app)? (?:for|on) (?:it|his|her|their|the (?:kids|dog|cat|keys|luggage|suitcase))\\b',
        },
      ),
      p(
        '\\b(?:knows|knew|always knows|somehow knows) (?:exactly )?(?:where (?:i|we|im|ive) (?:am|are|live|work|go|been|sleep|have been|was|went)|everywhere (?:i|ive|we)|everything i do|who i (?:talk|talked|text|see|saw) (?:to|with)?|what i (?:said|say|text|texted|wrote) to)\\b',
      ),
      p(
        '\\b(?:watching|watches|watched) (?:me|us|my (?:house|home|place|apartment|flat|building))\\b(?! (?:play|sing|at the|testify))',
        { negatable: true },
      ),
      p(
        '\\b(?:waits?|waiting|waited|parks?|parked|parking|sits?|sitting|sat|lurks?|lurking|lurked|hangs? around|hanging around|hung around|stands?|standing|stood) (?:\\w+ ){0,2}(?:outside|near|by|in front of|across from|across the street from|around|at the end of) (?:my|our) (?:house|home|work|job|office|place|apartment|flat|building|door|school|street|gym|car)\\b',
        {
          except:
            '\\b(?:early|late|waiting) (?:\\w+ )?for (?:pickup|pick up|drop ?off|the exchange|the kids)\\b|\\bfor (?:pickup|pick up|the exchange)\\b',
        },
      ),
      p(
        '\\b(?:drives?|drove|driving|walks?|walked|walking|goes|went|going) (?:\\w+ )?(?:past|by) (?:my|our) (?:house|home|work|job|place|apartment|flat|building)\\b(?=.*\\b(?:every|all the time|again|constantly|keeps|night|day|times)\\b)',
      ),
      p(
        '\\bfake (?:accounts?|profiles?|numbers?|emails?|names?) (?:\\w+ ){0,2}(?:to|so) (?:message|contact|text|follow|watch|harass|stalk|reach|find|track|see|keep tabs)\\b|\\b(?:see|seeing|saw|spot|spotted|notice|noticed) (?:his|her|their) (?:car|truck|van) (?:everywhere|outside|behind me|following|near my|at my|parked outside|again)\\b|\\bbug(?:ged|ging|s)? (?:my|the|our) (?:car|phone|house|home|room|bedroom|apartment)\\b|\\b(?:camera|cameras|microphone|mic|recorder|recording device) (?:hidden )?in (?:my|our|the kids) (?:bedroom|bathroom|room|house|car|apartment|flat|home)\\b(?=.*\\b(?:he|she|they|ex|put|hid|installed|planted|placed|found)\\b)|\\bkeep\\w* tabs on (?:me|us|where i)\\b',
      ),
      p(
        '\\b(?:got|gets|broke|breaks|broken|sneaks?|snuck|sneaking|let (?:him|her)self|lets (?:him|her)self|came|comes|been) (?:back )?in(?:to|side)? my (?:car|house|home|apartment|flat|place|room|bedroom)\\b',
      ),
    ],
  },
  {
    id: 'weapons',
    label: 'Weapons',
    lines: ['dv'],
    patterns: [
      p(
        `\\b(?:${ADULT}|hes|shes|my ex\\w*)\\b (?:\\w+ ){0,5}(?:has|have|had|owns|own|owned|bought|buys|buying|got|gets|carries|carry|carrying|keeps|keep|kept|pulled|pulls|pointed|points|pointing|waved|waves|waving|showed|shows|held|holds|holding|grabbed|grabs|loaded|loads|loading|cleaning|cleans|brandish\\w*|aimed|aims|aiming|took out|takes out|got out|bought) (?:\\w+ ){0,3}${WEAPON}\\b`,
        {
          negatable: true,
          except:
            '\\b(?:affidavit|assets?|property|divid\\w*|split\\w*|list\\w*|inventory|collection|value|valued|worth|sell|sold|auction|apprais\\w*|insurance|hunting (?:trip|season|license)|safe deposit|gun safe|locked up|range|permit|licensed|kitchen|cooking|butter|cheese|steak|pocket ?knife for work|fishing|work tools)\\b',
        },
      ),
      p(
        `\\b(?:at|on|against|to|toward|towards) (?:me|us|my (?:head|face|throat|chest))\\b (?:\\w+ ){0,2}with (?:a |an |his |her |the |their )?(?:\\w+ )?${WEAPON}\\b|\\b(?:threatened|threatening|threatens|threaten) (?:me|us|${KID}) (?:\\w+ ){0,2}with (?:a |an |his |her |the )?(?:\\w+ )?${WEAPON}\\b|\\b(?:came|comes|coming|went|goes|going) (?:at|after) (?:me|us) with (?:a |an |his |her |the )?(?:\\w+ )?${WEAPON}\\b|\\b${WEAPON} (?:to|at|against) my (?:head|throat|face|chest|neck)\\b`,
      ),
      p(
        `\\b(?:pointed|points|pointing|aimed|aims|waved|waves|waving|pulled|pulls|held|holds|swung|swings) (?:a |an |his |her |the |their )?(?:\\w+ )?${WEAPON} (?:at|on|around|to|in front of) (?:me|us|my|the|our|${KID})\\b|\\b(?:waving|waved|waves) (?:a |an |his |her |the |their )?(?:\\w+ )?${WEAPON} (?:around|about)\\b`,
      ),
      p(`\\b(?:shot|shoot|shooting|stabbed|stab|stabbing) (?:at )?(?:me|us|${KID})\\b`, {
        negatable: true,
        except:
          '\\b(?:shot|shoots?|shooting) (?:me|us) (?:a|an|the|that) (?:\\w+ )?(?:look|glance|text|message|email|smile|glare|note|line|photo|picture|video)\\b|\\bshoot (?:me|us) (?:a|an) (?:text|message|email)\\b',
      }),
    ],
  },
  {
    id: 'sexual_assault',
    label: 'Sexual assault',
    lines: ['rainn', 'dv'],
    patterns: [
      p('\\brap(?:e|ed|es|ing|ist)\\b', { negatable: true }),
      p('\\bsexual(?:ly)? (?:assault\\w*|abus\\w*|attack\\w*|violat\\w*|harass\\w*|hurt|coerc\\w*|forced)\\b', {
        negatable: true,
        except: `\\b(?:${KID})\\b`,
      }),
      p(
        '\\b(?:forc\\w*|made|make|makes|making|pressur\\w*|coerc\\w*|guilt\\w*|bully\\w*) (?:me|us) (?:to |into )?(?:have |having |do |doing |perform |performing |give |giving )?(?:sex|sexual|oral|intercourse|things i|him oral|her oral|stuff in bed)\\b|\\bforc\\w* (?:him|her|them)sel(?:f|ves) (?:on|onto) me\\b|\\bforc\\w* (?:me|sex on me)\\b(?=.*\\b(?:sex|bed|bedroom|sexual|naked|clothes)\\b)',
        { negatable: true },
      ),
      p(
        '\\b(?:sex|sexual\\w*|touched me|touch me|touches me|touching me|groped me|gropes me|did things to me|do things to me|does things to me|had sex with me|has sex with me|slept with me|kissed me|undressed me|took my clothes off)\\b.*\\b(?:without (?:my )?consent|when i (?:said|told (?:him|her)) no|after i said no|even though i said no|while i (?:was )?(?:asleep|sleeping|drunk|passed out|unconscious|out of it|crying)|i (?:said|told (?:him|her)) (?:no|stop)|against my will|i didnt want|i did not want|i didnt agree|without asking)\\b',
      ),
      p(
        '\\b(?:(?:naked|nude|intimate|private|sexual|sex) (?:pictures?|photos?|pics|videos?|images?|tapes?) of me|(?:pictures?|photos?|pics|videos?|images?) of me (?:naked|nude|undressed|in the shower|having sex|in bed))\\b(?=.*\\b(?:without|post|posted|posting|share|shared|sharing|leak|leaked|send|sent|threat\\w*|online|internet|everyone|my (?:boss|family|work)|secretly|hidden)\\b)|\\b(?:posted|shared|leaked|sent|threatening to (?:post|share|leak|send)) (?:my )?(?:nudes|naked (?:pictures|photos|pics)|intimate (?:pictures|photos|videos))\\b',
      ),
      p(
        '\\b(?:wont|doesnt|does not|will not|never) (?:take|takes|accept|accepts|listen to) no\\b|\\b(?:groped|groping|gropes|fondled|fondles|fondling) me\\b|\\bmolest\\w* me\\b|\\bsexual assault\\b',
      ),
    ],
  },
  {
    id: 'child_abuse',
    label: 'A child being hurt or abused',
    lines: ['childhelp'],
    patterns: [
      p(
        `\\b(?:touch\\w*|fondl\\w*|molest\\w*|rap(?:e|ed|es|ing)|abus\\w*|hit|hits|hitting|hurt|hurts|hurting|beat|beats|beating|beaten|slap\\w*|punch\\w*|kick\\w*|burn\\w*|chok\\w*|strangl\\w*|shak(?:e|es|en|ing)|shook|whip\\w*|smack\\w*|throw\\w*|threw|grab\\w*|starv\\w*|lock\\w* (?:\\w+ )?in|neglect\\w*|(?<!\\ba )bit|bites|biting|pinch\\w*|belt\\w*|spank\\w* (?:\\w+ )?(?:with|until|so hard))\\s(?:\\w+ )?${KID}\\b`,
        {
          negatable: true,
          except:
            '\\b(?:hit|hits|hurt|hurts|kick\\w*|throw\\w*|threw|bit|bites|grab\\w*) (?:\\w+ )?(?:by (?:accident|mistake)|accidentally|(?:the )?ball)\\b|\\b(?:hit|hits|hitting|bit|bites|biting|kick\\w*|push\\w*|punch\\w*|hurt\\w*) (?:other|another|the other) (?:kids?|child|children|boys?|girls?|toddlers?|classmates?)\\b|\\b(?:soccer|football|playground|ball|game|practice|sports|accident\\w*|tantrum|bully|bullies|classmate\\w*|sibling|brother|sister)\\b|\\bneglect\\w* (?:to|their|his|her|my)\\b|\\bhurt\\w* (?:\\w+ )?(?:feelings)\\b|\\bgrab\\w* (?:\\w+ )?(?:from school|at school|after school|early|late|a|some|lunch|dinner)\\b|\\bthrow\\w* (?:\\w+ )?(?:a party|a birthday|parties)\\b',
        },
      ),
      p(
        `\\b${KID}\\b.*\\b(?:said|says|told|tells|telling|disclosed|mentioned|admitted|showed me|drew)\\b.*\\b(?:touch\\w*|fondl\\w*|molest\\w*|abus\\w*|hit|hits|hitting|hurt|hurts|hurting|beat|beats|beating|slap\\w*|punch\\w*|kick\\w*|burn\\w*|chok\\w*|whip\\w*|smack\\w*|shak\\w*|bit|bites|pinch\\w*|lock\\w*|tied) (?:him|her|them|me|us|his|her|their)\\b`,
        {
          negatable: true,
          except:
            '\\b(?:soccer|football|playground|ball|game|practice|sports|classmate\\w*|bully|bullies|a kid at school|kid at school|friend at school)\\b',
        },
      ),
      p(
        `\\b${KID}\\b.*\\b(?:hit|hits|hitting|hurt|hurts|hurting|beat|beats|beating|slaps?|slapped|kicks?|kicked|punch(?:es|ed)?|touch(?:es|ed)?|chokes?|choked|whips?|whipped|smacks?|smacked|burns?|burned|bites|pinch(?:es|ed)|locks?|locked|shakes|shook|spanks? (?:\\w+ )?(?:with|so hard|until)) (?:him|her|them)\\b`,
        {
          negatable: true,
          except:
            '\\b(?:soccer|football|playground|ball|game|practice|sports|classmate\\w*|bully|bullies|(?:a|another|the other) (?:kid|boy|girl|child)|at school|his brother|her brother|his sister|her sister|sibling|(?:hit|hits|kicked|pushed) (?:him|her|them) back|teacher says)\\b|\\b(?:burned|burns|cut|cuts|hurt|hurts|bit|bites|scratched|bumped|hit|hits|pinched) (?:his|her|their) (?:own )?(?:finger|fingers|hand|hands|arm|knee|knees|head|lip|tongue|foot|toe|toes|elbow|chin|nose|thumb)\\b(?=.*\\b(?:touching|on (?:the|a) \\w+|oven|stove|door|doctor said|small|tiny|fine)\\b)',
        },
      ),
      p(
        `\\b(?:stepdad|stepfather|stepmom|stepmother|boyfriend|girlfriend|uncle|grandpa|grandfather|cousin|friend|he|she|dad|mom|father|mother|man|someone)\\b (?:\\w+ ){0,3}(?:comes|came|coming|goes|went|going|gets|got|sneaks|snuck|creeps|crept) (?:in|into) (?:his|her|their|the kids|my (?:sons|daughters|kids|childs)) (?:room|bed|bedroom|bath|shower|bathroom)\\b(?=.*\\b(?:night|when|while|alone|locks|door|touch\\w*|asleep|sleeping|naked|secret)\\b)`,
      ),
      p(
        `\\b${KID}\\b.*\\b(?:bruises?|black eyes?|welts?|burns?|burn marks|belt marks|hand ?prints?|marks on (?:his|her|their)|cuts|broken (?:arm|wrist|bone|nose|rib|ribs|finger))\\b`,
        {
          except:
            '\\b(?:soccer|football|playground|fell|fall|falling|trampoline|bike|sports|practice|game|skateboard\\w*|climbing|tree|stairs at school|doctor says|eczema|sunburn\\w*|ball|pool)\\b',
        },
      ),
      p(
        `\\b(?:private parts|privates|private area|down there|genitals?|penis|vagina|bottom|butt)\\b(?=.*\\b(?:touch\\w*|show\\w*|rub\\w*|hurt\\w*|grab\\w*|kiss\\w*|play\\w*|pictures?|photos?)\\b)|\\b(?:touch\\w*|show\\w*|rub\\w*|hurt\\w*|grab\\w*|kiss\\w*|look\\w* at) (?:\\w+ ){0,3}(?:private parts|privates|private area|down there|genitals?|penis|vagina)\\b|\\bprivate (?:pictures?|photos?|videos?|parts)\\b(?=.*\\b${KID_WORD}\\b|.*\\b(?:him|her|them)\\b)|\\b(?:${KID_WORD}|him|her|them)\\b.*\\bprivate (?:pictures?|photos?|videos?)\\b`,
        { except: '\\b(?:diaper|nappy|potty|bath ?time routine|doctor|pediatrician|rash|infection|uti)\\b' },
      ),
      p(
        `\\b(?:porn\\w*|naked (?:pictures?|photos?|videos?)|nude\\w*|sex videos?|adult (?:videos?|movies?))\\b(?=.*\\b(?:${KID_WORD}|him|her|them)\\b)|\\b(?:${KID_WORD}|him|her|them)\\b.*\\b(?:porn\\w*|naked (?:pictures?|photos?|videos?)|nude (?:pictures?|photos?|videos?)|sex videos?|adult (?:videos?|movies?))\\b`,
      ),
      p(
        '\\b(?:stepdad|stepfather|stepmom|stepmother|boyfriend|girlfriend|uncle|grandpa|grandfather|cousin|moms boyfriend|dads girlfriend|her dad|his dad|her mom|his mom) (?:\\w+ ){0,2}keeps (?:him|her|them) up at night\\b|\\bmakes? (?:him|her|them|my (?:\\w+ )?(?:son|daughter|child|kid|kids)) keep (?:\\w+ )?secrets?\\b|\\b(?:special|secret) games?\\b(?=.*\\b(?:touch\\w*|naked|bath|bed|private|dont tell)\\b)',
      ),
      p(
        `\\b(?:child|sexual) abuse\\b(?=.*\\b(?:${KID_WORD}|him|her|them)\\b)|\\b${KID}\\b (?:\\w+ ){0,4}(?:is|was|being|been|got) (?:abused|molested|hurt by|beaten|hit by|touched by|raped)\\b|\\b${KID} (?:is|are|was|were) (?:\\w+ )?(?:scared|afraid|terrified) (?:of|to go (?:back )?(?:to|home)) (?:\\w+ ){0,3}(?:boyfriend|girlfriend|stepdad|stepmom|stepfather|stepmother|uncle|grandpa|dad|mom|father|mother|him|her)\\b(?=.*\\b(?:hit|hits|hurt|hurts|touch\\w*|beat\\w*|yell\\w*|scream\\w*|does|did|because)\\b)`,
      ),
    ],
  },
  {
    id: 'child_taken',
    label: 'A child not returned or taken',
    lines: ['ncmec'],
    patterns: [
      p(
        `\\b(?:wont|will not|refuses? to|refused to|refusing to|isnt going to|not going to|didnt|did not|never|hasnt|has not|havent|have not|still hasnt|wouldnt|would not|cant get (?:him|her|them) to) (?:\\w+ )?(?:return|returned|returning|give|gave|given|giving|send|sent|sending|bring|brought|bringing|drop|dropped|dropping|hand|handed) (?:\\w+ ){0,3}(?:${KID}|them|him|her) (?:\\w+ ){0,3}(?:back|home)\\b|\\b(?:wont|will not|refuses? to|refused to|refusing to|isnt going to|not going to|didnt|did not|never|hasnt|has not|wouldnt|would not) (?:\\w+ )?(?:return|returned|returning) (?:${KID}|them)\\b|\\b(?:wont|will not|refuses? to|refused to|never|didnt|did not) (?:\\w+ )?(?:give|gave|bring|brought|send|sent|hand|handed) (?:me )?(?:${KID}|them) back\\b`,
        // "them" for documents or keys, with no child named, is control, not a child kept.
        { except: `^(?!.*\\b${KID_WORD}\\b).*\\b(?:passports?|documents|papers|certificates?|keys|cards?|phones?)\\b` },
      ),
      p(
        `\\b(?:took|taken|takes|taking|has|snatched|grabbed|picked up|left with|drove off with|went off with) (?:\\w+ )?(?:${KID}|them)\\b.*\\b(?:dont know where|do not know where|no idea where|not sure where|wont (?:tell|say)|will not (?:tell|say)|nobody will tell|no one will tell|cant find|cannot find|cant reach|cannot reach|wont answer|not answering|turned (?:his|her|their|the) phones? off|phones? (?:is |are )?(?:off|switched off|dead)|blocked (?:me|my number)|hasnt come back|havent come back|never came back|not come back|didnt come back|disappeared|vanished|where (?:they|he|she) (?:are|is))\\b`,
      ),
      p(
        `\\b(?:kidnap\\w*|abduct\\w*)\\b|\\b(?:ran|run|running|runs) (?:off|away) with (?:${KID}|them)\\b|\\b(?:fled|flee|fleeing|disappeared|vanished|went into hiding|gone into hiding) with (?:${KID}|them)\\b|\\bleft (?:the state|the country|town) with (?:${KID}|them)\\b.*\\b(?:without|not telling|didnt tell|no warning|secretly)\\b|\\bhiding (?:${KID}|them) from me\\b`,
        { negatable: true, except: '\\bcan (?:i|we) (?:leave|move)\\b' },
      ),
      p(
        `\\b${KID}\\b (?:\\w+ ){0,2}(?:is|are|has|have|went|gone) (?:gone )?missing\\b|\\bmissing (?:child|children|kids?|son|daughter)\\b|\\b(?:cant|cannot|can not) find (?:${KID}|them)\\b|\\b(?:wont|will not|refuses to) (?:tell|say) (?:me )?where (?:${KID}|they|he|she) (?:are|is)\\b`,
      ),
      p(
        `\\b(?:supposed|meant|due|expected) to (?:be back|be home|return|come back|be returned|be dropped off|drop (?:them|${KID}) off|bring (?:them|${KID}) back)\\b.*\\b(?:cant reach|cannot reach|cant get hold|not answering|wont answer|no answer|not picking up|phone (?:is )?off|hasnt|havent heard|not back|isnt back|arent back|still not|no sign|blocked me)\\b|\\bhours late\\b.*\\b(?:cant reach|cannot reach|not answering|wont answer|phone (?:is )?off|blocked me|no sign)\\b`,
      ),
      p(
        `\\b(?:keeping|kept|keeps|is keeping|holding|withholding|withheld) (?:${KID}|them) (?:\\w+ ){0,4}(?:and (?:refus\\w*|wont|will not)|from me (?:and|for)|past (?:the|his|her|their) (?:time|weekend|visit))\\b`,
      ),
    ],
  },
  {
    id: 'fear_home',
    label: 'Afraid to go home',
    lines: ['dv'],
    patterns: [
      p(
        '\\b(?:scared|afraid|terrified|frightened|fear\\w*|too scared|nervous|dont want) (?:\\w+ )?(?:to|of) (?:go|going|return\\w*|get|getting|be|being|sleep\\w*|stay\\w*) (?:back )?(?:home|to (?:my|the|our) (?:house|home|apartment|place|flat)|there|alone with (?:him|her|them))\\b',
        { except: '\\b(?:home ?visit|home study|evaluator|inspection|open house|home for the holidays|for christmas)\\b' },
      ),
      p(
        '\\b(?:dont|do not|never|no longer|cant|cannot|not|dont really) feel safe\\b(?!(?: \\w+){0,4} (?:money|financially|funds|savings|account|accounts|documents|papers|contract|deal|settlement|agreement)\\b)(?! (?:signing|sign|agreeing|agree|telling|sharing|giving|leaving (?:the|my) money|doing|trusting|making|talking to (?:the|my) lawyer|with this agreement|about the money|with the money|financially|in court with this))',
      ),
      p(
        '(?<!\\b(?:dont|do not|never|didnt|did not) )\\b(?:im|i am|we are|were|kids are|children are|i feel|feel|feeling|not) (?:\\w+ )?(?:not safe|unsafe)\\b(?! (?:signing|agreeing|sharing|financially|with (?:money|the money|my money|this deal|the deal|this agreement)))|\\b(?:isnt|is not|not) safe (?:at home|for me|for us|for the kids|for my kids|here|there|in (?:my|the|our) (?:house|home))\\b',
      ),
      p(
        `\\b(?:afraid|scared|terrified|frightened|petrified) (?:of|for) (?:him|her|them|my (?:ex\\w*|husband|wife|partner|boyfriend|girlfriend|spouse|ex husband|ex wife|fiance)|my life|my safety|our safety|our lives|my kids safety|the kids safety|my childrens safety|${KID}s? safety|what (?:he|she|they)(?:ll| will| might| would| is going to| could| may)? (?:do|does))\\b(?!\\s*(?:lawyer|attorney|family|response|reaction|parents|mom|mother|dad|father|sister|brother|s lawyer|will say|might say|would say|says|is going to say|in court|at the hearing|to the judge))`,
      ),
      p(
        '\\b(?:hiding|hid|hide) (?:\\w+ ){0,3}(?:from (?:him|her|them|my (?:ex|husband|wife|partner|boyfriend|girlfriend)))\\b|\\b(?:hiding|locked myself|locked ourselves|barricaded) (?:in|inside) (?:the|a|my) (?:bathroom|bedroom|room|closet|car|basement)\\b|\\blocked (?:myself|ourselves) in\\b',
      ),
      p(
        '\\b(?:cant|cannot|can not|too scared to) (?:go|get|return) (?:back )?home\\b(?! (?:for|until|by|in time|on time|early|before))',
      ),
      p(
        `\\b(?:afraid|scared|terrified|think|worried|fear|frightened) (?:that )?(?:he|she|hes|shes|they|my ex|${ADULT})(?: is| are| will| might| would| could| is going to| going to| gonna)? (?:\\w+ )?(?:going to |gonna |will |might |could )?(?:kill|hurt|harm|shoot|stab|beat|attack) (?:me|us|${KID}|them)\\b`,
      ),
    ],
  },
  {
    id: 'stranded',
    label: 'Locked out, thrown out or stranded',
    lines: ['dv'],
    patterns: [
      p(
        '\\block(?:s|ed|ing)? (?:me|us|myself and the kids) out\\b|\\blocked out\\b|\\bshut (?:me|us) out of (?:the|my|our) (?:house|home|apartment|flat|place)\\b',
        {
          except:
            '\\blocked out of (?:my |the |our |his |her )?(?:account|email|vault|app|phone|computer|laptop|bank|portal|online|car|icloud|google|facebook|instagram|co ?parenting app|ourfamilywizard|profile|password|wifi|netflix|system|website|site)\\b|\\b(?:passphrase|password|passcode|pin|login|log in|account|app|recovery key|two factor|verification code)\\b',
        },
      ),
      p(
        '\\b(?:kicked|kicks|kicking|threw|throws|throwing|thrown|put|puts|forced|chucked|turfed) (?:me|us|me and the kids|us and the kids) out\\b|\\b(?:kicked|thrown|put|forced) out of (?:the|my|our|his|her) (?:house|home|apartment|flat|place)\\b',
        {
          except:
            '\\bout of (?:the |a |our )?(?:group|chat|group chat|meeting|mediation|court|room|hearing|conversation|call|game|team|class)\\b',
        },
      ),
      p(
        `\\b(?:${ADULT}|hes|shes|they)\\b (?:\\w+ ){0,4}(?:changed|changes|changing|switched) (?:all )?(?:the |our |my )?locks\\b`,
      ),
      p(
        '\\b(?:nowhere|no where|no place|noplace|nowhere safe|no safe place) (?:else )?(?:to (?:go|stay|sleep|live|turn)|for (?:us|me|the kids) to (?:go|stay|sleep))\\b|\\bnowhere safe\\b',
      ),
      p(
        '\\b(?:cant|cannot|can not) get (?:back )?in(?:to|side)?(?: (?:my|the|our) (?:house|home|apartment|flat|place))?\\s*$|\\b(?:cant|cannot|can not) get (?:back )?in(?:to|side)? (?:my|the|our) (?:own )?(?:house|home|apartment|flat|place)\\b',
      ),
      // Session 20: things that stay in the car ("should coats stay in the car") are not people living in it.
      p(
        '(?<!\\b(?:coats?|jackets?|bags?|stuff|things|seats?|toys|groceries|gear|bikes?|strollers?|boosters?|car ?seats?|it) )\\b(?:sleeping|sleep|slept|living|stay\\w*) in (?:my|the|our) car\\b(?! (?:seat|for the trip))',
      ),
    ],
  },
];

/** Every category checked: the reviewed patterns first, then the concept rules. */
