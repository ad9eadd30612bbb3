// Concept rules: danger read from what a clause is about rather than a fixed phrase. Each
// lexicon is a class of words (harm actions, body parts, weapons, means of control, threat
// shapes, children, pets, absence); a rule composes them within one clause ("an adult +
// a harm action + me/us", "took/hid + phone/keys/passport"). crisis.ts checks these after
// its reviewed patterns. docs/coach-crisis.md lists the categories and their lines.
import { ADULT, AUDIENCE, IMAGE, KID, KID_WORD, WEAPON, p, type Category } from './lexicon';

/** Someone doing it: the other adult, or a pronoun. */
const ACTOR = `(?:${ADULT}|my ex|ex|his|hes|shes|hed|shed|they|theyre)`;
/** Physical harm done to someone, past or present, any common verb. */
const HARM =
  '(?:hit|hits|hitting|sat on|yank\\w*|squeez\\w*|punch\\w*|slap\\w*|kick\\w*|kneed|kneeing|shov\\w*|push(?:ed|es|ing)|slam\\w*|smash\\w*|bash\\w*|stomp\\w*|whack\\w*|drag\\w*|shook|shake|shaking|beat|beats|beating|beaten|bit|bites|biting|headbutt\\w*|elbow\\w*|trip\\w*|threw|throws|throwing|thrown|burn(?:ed|t|s|ing)?|stab\\w*|shot|shoots|attack\\w*|assault\\w*|ram(?:s|med|ming)|scratch\\w*|pinn?ed|pinning|grabb\\w*|grabs|grab|twist\\w*|rough|hurt|hurts|hurting|injur\\w*|tried to run (?:me|us) over|ran (?:me|us) over|run (?:me|us) over)';
/** Where the harm lands: me, us, my body, the children. */
const BODY =
  '(?:me|us|my (?:face|head|neck|arm|arms|wrist|leg|legs|foot|back|stomach|chest|ribs|eye|mouth|hair|body|groin|car|throat|hand)|my \\w+ (?:against|into)|the baby|' +
  KID +
  ')';
const PET =
  '(?:dogs?|cats?|pupp(?:y|ies)|kittens?|hamsters?|pets?|horses?|birds?|rabbits?|bunn(?:y|ies)|guinea pigs?|parrots?|ferrets?|fish tank|aquarium|goldfish|chickens?|goats?|lizards?|snakes?|turtles?|tortoises?|gerbils?|ducks?|animals)';
const PET_HARM =
  '(?:came back without|poured \\w+ (?:in|into)|(?:snap|wring|break)\\w* (?:its|his|her|their) necks?|(?:go to )?sleep forever|dies? (?:the day|if|when) (?:i|you) (?:leave|go)|r[au]n over|locked (?:\\w+ ){0,2}outside|left (?:\\w+ ){0,2}outside in|pound or worse|kill\\w*|hurt\\w*|poison\\w*|drown\\w*|kick\\w*|threw|throw\\w*|hung|hang\\w*|shot|shoot|stab\\w*|beat\\w*|starv\\w*|tortur\\w*|held (?:the |my |our )?\\w+ over|get rid of|put down|never see (?:it|him|her) alive)';
/** Wider than the reviewed list: any named thing used as a weapon. */
const WEAPON_ANY = `(?:${WEAPON}|glock|ar|taser|stun gun|crossbow|bow|baseball bat|bat|hammer|axe|hatchet|crowbar|tire iron|fire poker|poker|brass knuckles|pipe|razor|scissors|screwdriver|sword|nunchucks)`;
/** Saying it will happen: a threat's frame. */
const SAYS =
  '(?:said|says|say|saying|told|tells|texted|texts|messaged|sent|keeps saying|kept saying|threaten\\w*|swore|swears|warned|promised|yelled|screamed|posted)';
const FUTURE = '(?:will|ll|hell|shell|going to|gonna|would|hed|shed|is going to|gon)';
const THREAT_HARM =
  '(?:cut (?:\\w+ )?open|cut|carve|slice|gut|choke|strangle|drown|burn|set (?:\\w+ ){0,2}on fire|kill|hurt|harm|shoot|stab|beat|break|bury|destroy|end|finish|slit|ruin|get|make (?:me|you|u|her|him) (?:pay|suffer|regret)|put (?:me|you|u) in (?:the )?(?:hospital|ground|grave))';
/** Veiled threats: no harm verb, the meaning is in the shape. */
const VEILED =
  '(?:(?:none of us|you wont|u wont|we wont|she wont|he wont) (?:\\w+ ){0,2}(?:see|live to see|make it to) (?:christmas|the hearing|the weekend|next \\w+|tomorrow|another \\w+|(?:your|her|his|my) (?:\\w+ )?birthday)|(?:boyfriend|girlfriend|brothers?|cousins?|friends|boys|family|people|guys) (?:will|gonna|going to|ll|is going to|are going to) deal with (?:me|you|u)|one day (?:\\w+ ){0,6}(?:the last time|too far)|(?:leave|go home|end up|come out) in (?:an ambulance|a body bag|a box|a coffin)|(?:says|said|tells|told|texted|keeps saying) (?:\\w+ ){0,3}(?:you know what (?:happens|will happen)|remember what happened)|(?:better )?enjoy (?:your|ur|my) last|(?:none of us|nobody) (?:will )?live to see|(?:sends?|sent) (?:me )?(?:a )?(?:pic|picture|photo) of my (?:front )?(?:door|house|car|window)|come (?:and )?take care of (?:me|you|u)|(?:his|her|my) (?:brothers|cousins|boys|friends) (?:are )?(?:gonna|going to|will) (?:come|find|get|take care)|(?:belong to|be with) (?:him|her|me) or (?:no one|nobody|noone)|never let (?:me|you|u) go|sleep with one eye open|(?:is|will be) the day (?:you|u|i) die|(?:6|six) f(?:ee|oo)t under|people (?:disappear|go missing|have accidents) all the time|bullet with (?:his|her|your|my|ur) name|(?:find|found) (?:him|her|it|you) in a ditch|end up like (?:his|her|my|your|ur) (?:\\w+ )?\\w+|should watch (?:himself|herself|yourself|out)|if (?:i|you|u) know whats good for (?:me|you|u)|(?:youll|you will|ull|u will|you are going to|youre going to|ur gonna|you gonna) (?:regret|pay|be sorry|see(?! (?:some|a few|them|it|bruises|marks|for yourself|what i mean|when|him|her|his|my|the)\\b))|watch (?:your|ur|her|his) (?:back|self)|better watch (?:herself|himself|yourself|out)|nobody (?:will|would|is going to) (?:ever )?find|accidents happen|finish what (?:he|she|they) started|tick tock|enjoy (?:your|ur) last|end up (?:in a ditch|dead|in the hospital|in the river|missing)|wont make it|next time (?:i|he|she) (?:wont|will not) miss|know(?:s)? where (?:you|u|i|she|he) (?:sleep|live|work|sleeps|lives|works)|(?:i|we) (?:(?:already|also|still|now|definitely) )?know (?:exactly )?where (?:your|ur) (?:\\w+ ){1,2}(?:sleeps?|lives?|works?|stays?|goes to school|parks)(?![^.!?]*\\b(?:drop|pick|bring|take|send|meet|leave|mail)\\b)|what (?:im|i am|hes|he is) capable of|something bad (?:will|is going to|would) happen|something (?:is going to|will|might) happen to|never walk again|break every bone|(?:im|i am|youre|you are) dead (?:when|if)|take care of (?:me|her|him) for good|hire someone to|make (?:me|you|u) disappear|(?:mommy|mom|daddy|dad) is going to disappear|make (?:me|you|u) suffer|see u sat|see you (?:soon|saturday|sunday|friday))';
const CONTROL_ACT =
  '(?:pulled|pulls|let the air out of|took|takes|taking|take|keeping|withh[eo]ld\\w*|hid|hides|hiding|hidden|smash\\w*|broke|breaks|destroy\\w*|flush\\w*|keeps|kept|locked up|locks up|cancel\\w*|cut off|cuts off|shut off|turned off|turns off|disabl\\w*|remov\\w*|unplug\\w*|changed|changes|grabb\\w*|snatch\\w*|confiscat\\w*|threw out|throws out|has|holds|holding)';
const CONTROL_THING =
  '(?:meds|medication|medicine|glasses|inhaler|router|modem|credit cards?|phone|phones|cell|sim(?: card)?|keys|car keys|key|passports?|birth certificates?|social security cards?|documents|papers|id|ids|license|wallet|purse|money|bank card|cards|car|battery|spark plugs|tires|wifi|router|internet|electricity|power|heat|water|insurance|phone plan|passwords?|shoes|medical cards|green card|visa|laptop|computer|tablet|paycheck|pay|wages|salary|check|checks)';
/** Not control of the parent: a thing in someone's name, a belonging not sent back, a child's own device. */
const CONTROL_EXCEPT =
  '\\bback and forth\\b|\\b(?:gets|getting|got|keeps getting) (?:left|forgotten)\\b|\\bin (?:his|her|our|their) name\\b|\\b(?:send|give|bring|return\\w*) it back\\b|\\b(?:daughters|sons|kids|childs|childrens|teens|babys) (?:phone|tablet|ipad|cell|laptop|switch)\\b';
const CHILD_SIGNS =
  '(?:hand in (?:her|his|my) (?:pants|underwear|shorts|diaper)|get in trouble if (?:she|he|i) tells?|pee ?pee|private (?:parts|area)|privates|his thing|my thing|no clothes|no pajamas|naked|secret game|tickle game|our secret|their secret|special secret|sexual things|take (?:his|her|my) clothes off|touch his|touch her)';

/** Signs that a parent is preparing to leave with a child (missingkids-ca-risk, columbia-redflags). */
const LEAVING_SIGN =
  '(?:closing (?:\\w+ )?(?:bank )?accounts?|(?:asked|asking|requested) (?:\\w+ ){0,3}for (?:\\w+ ){0,4}(?:records|transcripts)|plane tickets?|never agreed to (?:any|the|a) trip|live far away|(?:surprise for|dont tell) (?:mommy|mom|daddy|dad)|uhaul|u haul|moving truck|loaded up|packed up|(?:didnt|did not) show (?:up )?(?:at|for) the (?:exchange|pickup|pick up|drop ?off)|(?:his|her) car is gone|new life|its been \\w+ (?:weeks|months )?now|run (?:off )?with|moving (?:to|away)|quit (?:his|her|their) job|sold (?:his|her|their|the) (?:\\w+ )?(?:house|home|condo|car|truck|van|suv|stuff|furniture|business|everything)|(?:gave up|ended|broke) (?:his|her|their|the) lease|closed (?:all )?(?:his|her|their|our|the) (?:\\w+ )?accounts?|(?:got|renewed|applied for) (?:the )?(?:\\w+ )?passports?|one way|fly(?:ing)? out|abroad|overseas|out of the country|another country|(?:his|her) country|(?:in|to) (?:mexico|guatemala|honduras|el salvador|india|pakistan|china|brazil|colombia|peru|nigeria|poland|russia|the philippines|canada|egypt|iran|iraq|syria|turkey|morocco)|house is empty|apartment is empty|live somewhere (?:warm|else|new|far)|says (?:theyre|they are|were|we are) (?:staying|not coming back)|wont tell me where|straight to voicemail|phone (?:is )?(?:off|dead)|not answering|no answer)';

const C = (id: string, label: string, lines: Category['lines'], patterns: Category['patterns']): Category => ({
  id,
  label,
  lines,
  patterns,
});

export const CONCEPT_CATEGORIES: Category[] = [
  C(
    'harm_children_and_self',
    'A threat to harm the children and oneself',
    ['dv', 'lifeline'],
    [
      p(
        `\\bnone of us (?:are|will be|is) (?:around|alive|here|left)\\b|\\btake (?:the kids|them|${KID}) with (?:him|her) when (?:he|she) goes\\b`,
      ),
      p(
        `\\b(?:take|takes|took|put|puts) (?:the baby|the kids|them|${KID})\\b (?:\\w+ ){0,4}(?:drive|drove|driving|jump|jumped|crash\\w*|walk|walked) (?:\\w+ ){0,3}(?:into|off|in front of)\\b`,
      ),
      p(
        `\\b${ACTOR}\\b.*\\b(?:kill|end it|end it all|take (?:himself|herself|themselves) out|take (?:us|them|the kids|${KID}) with (?:him|her)|drive (?:the car |us |them )?(?:into|off)|together in heaven|nobody will have them|no one will have them|nobody will)\\b.*\\b(?:himself|herself|themselves|him|her|too|kids|children|${KID_WORD})\\b(?=.*\\b(?:himself|herself|themselves|too|heaven|nobody|with the kids|with them|kids in it|and the children|for himself and|him and the kids)\\b)`,
        // The children leaving with the parent who writes are not the ones threatened.
        {
          negatable: true,
          except:
            '\\b(?:i|we) (?:\\w+ ){0,2}(?:move|moving|go|leave|leaving|take|taking) (?:\\w+ ){0,2}(?:with )?(?:the kids|them)\\b',
        },
      ),
    ],
  ),
  C(
    'other_suicide',
    'The other parent threatening suicide',
    ['dv', 'lifeline'],
    [
      p(
        `\\b(?:${ACTOR}|my ex)\\b (?:\\w+ ){0,4}(?:wont be (?:here|around) (?:tomorrow|much longer|anymore)|nothing (?:left )?to live for|(?:kill|hurt|hang|shoot) (?:himself|herself)|end (?:his|her) life|overdose|drive off a bridge|jump off)`,
      ),
    ],
  ),
  C(
    'suicide',
    'Thoughts of suicide',
    ['lifeline'],
    [
      p(
        '\\b(?:(?:which|what) (?:bridge|building|cliff) is the (?:highest|tallest)|better off with (?:the )?(?:life )?insurance|(?:not|never) (?:going to|gonna) stick around|wont need (?:it|them|these|any of it) where im going|where im going (?:i|you) wont|nothing (?:left )?to live for|only (?:one )?way out|(?:after|when|once) im gone|how (?:much|many) of my (?:meds|pills|medication)|disappear(?:ed)? for good|(?:made|making) (?:all )?(?:the|my) (?:final )?arrangements|(?:fine|better|okay|ok|happier) with just (?:her|him|them)|(?:less stressed|happier|better off|fine) if i (?:just )?(?:disappeared|disappear|was gone|wasnt here)|whats the point\\b.*\\bim done|what\\w* the point of any of this|not deal with anything ever again|better off (?:without me|if i (?:wasnt|werent|was not|wasn t) (?:around|here|alive))|(?:i )?(?:wont|will not) be around (?:to|for|much|anymore)|affairs in order|wont be needing (?:it|them)|life insurance\\b.*\\b(?:worth|at least)|sleep forever|(?:not|never|dont|wont) wake up|end it\\b|ending it\\b|(?:quieter|better|easier) without me|looking forward to (?:dying|it|death)|not (?:going to|gonna) be a problem (?:for )?much longer|if anything happens to me|stopped caring (?:what happens|about living|if i live)|bother staying alive|no way out (?:of this )?except|want (?:it|this|the pain|everything) to (?:stop|end|be over) (?:permanently|for good|forever)|letters? (?:to|for) (?:each of )?my kids for when|for when im gone|when im gone|me gone|made my decision|saying goodbye to (?:people|everyone)|want this to be over|wont matter (?:anyway|soon)|soon it wont matter|have a plan (?:for how|to)|have (?:a|the) date|the rope|enough (?:of )?(?:my )?(?:\\w+ )?pills (?:saved|stored)|pills saved|how many (?:of my )?pills it would take|stood on the bridge|(?:bought|got) a gun\\b.*\\b(?:sitting|sit|keep|myself|alone)|(?:gave|giving) (?:away )?my \\w+ to)\\b',
        {
          negatable: false,
          except:
            '\\b(?:he|she|hed|shed|hes|shes|my ex|ex|they) (?:\\w+ ){0,3}(?:wont be around|end it)\\b|\\bend it (?:with|between) (?:him|her|them|us)\\b|\\bend it amicably\\b',
        },
      ),
    ],
  ),
  C(
    'self_harm',
    'Self-harm',
    ['lifeline'],
    [
      p(
        '\\b(?:so (?:nobody|no one) (?:sees|can see|notices) what i did to my (?:arms?|legs?|wrists?|skin|body)|razor blades?|(?:the )?(?:cuts|marks|scars|burns) (?:on my|i make|i made|i do)|hiding the (?:cuts|marks|scars)|long sleeves\\b.*\\b(?:marks|cuts|scars|nobody sees)|hitting my (?:head|self)|punch\\w* (?:the |a )?walls?\\b.*\\b(?:on purpose|wanted it to hurt|until|till)|(?:go|went) to the bathroom and cut|and cut\\b(?=.*\\b(?:calm|only way|feel)\\b))',
      ),
    ],
  ),
  C(
    'violence',
    'Physical violence',
    ['dv'],
    [
      p(`\\b${ACTOR}\\b (?:\\w+ ){0,4}${HARM}\\b (?:\\w+ ){0,2}${BODY}\\b`, {
        negatable: true,
        except:
          '\\bbeat(?:ing|s)? (?:me|us) (?:to the punch|to it|at|in)\\b|\\b(?:hit|hits|hitting) (?:me|us) (?:with (?:a|the|another|more) (?:motion|fee|fees|bill|request|subpoena|filing|lawsuit|demand)|up for)\\b|\\bpush\\w* (?:me|us) (?:to|into) (?:sign|agree|settle|accept|mediation|court)\\b|\\bthrew (?:me|us) (?:a|under the bus|off)\\b|\\bshot (?:me|us) down\\b|\\b(?:wrestling|play ?fighting|tickle fight|pillow fight|rough ?housing) (?:with (?:the kids|us|them|me)|game)\\b|\\bhurt (?:me|us)\\b(?=.*\\b(?:feelings|words|said)\\b)|\\bby (?:a|the) ball\\b',
      }),
      p(
        '\\b(?:black eye|broken (?:nose|rib|ribs|arm|wrist|jaw)|busted lip|split lip)\\b(?=.*\\b(?:he|she|my ex|told (?:my|the) \\w+ i|walked into a door|fell)\\b)|\\bthrew (?:\\w+ ){0,4}at me\\b|\\b(?:grabbing|pushing|shoving) and (?:grabbing|pushing|shoving)\\b',
      ),
    ],
  ),
  C(
    'threats',
    'Threats',
    ['dv'],
    [
      p(
        `\\b(?:${ACTOR}|my ex)\\b (?:\\w+ ){0,3}${SAYS}\\b.*\\b(?:${FUTURE}|to) (?:\\w+ ){0,2}${THREAT_HARM}\\b (?:\\w+ ){0,2}(?:me|us|you|u|him|her|them|my|his|her)\\b`,
        {
          negatable: true,
          except:
            '\\b(?:kill|killing) (?:me|us) when (?:he|she) finds out\\b|\\blol\\b|\\bget (?:me|us|you|u) (?:the|a|some|back|to|from|there|home|it)\\b|\\bruin (?:my|the) (?:weekend|holiday|christmas|day|birthday|plans)\\b|\\bend (?:it|things) (?:with|between|amicably)\\b|\\bend (?:the|our|my) (?:call|call|meeting|marriage|lease|contract)\\b|\\bbreak (?:the|my|our) (?:lease|news|agreement)\\b',
        },
      ),
      p(`\\b${VEILED}\\b`),
    ],
  ),
  C(
    'pet_threat',
    'A threat to or harm of a pet',
    ['dv'],
    [
      p(
        `\\b${PET_HARM}\\b (?:\\w+ ){0,3}${PET}\\b|\\b${PET}\\b.*\\b(?:${PET_HARM}|(?:would|will|might|could|is going to|gonna) (?:have an accident|disappear|go missing|get hurt)|by the (?:neck|throat|tail)|in a ditch|knife|gun|balcony|alive again|something is going to happen)\\b`,
        {
          negatable: true,
          // Session 20: an animal killing another ("the cat killed a bird") is not harm by a person.
          except:
            '\\b(?:vet|groomer|adopt\\w*|custody of the (?:dog|cat)|who gets the (?:dog|cat)|walk\\w* the dog|(?:the|our|my|a) (?:cat|dog|kitten|puppy|fox|hawk|coyote|snake) (?:\\w+ )?(?:killed|caught|ate) (?:a|the|another) (?:bird|mouse|mice|rat|squirrel|rabbit|lizard|frog|fish|chipmunk))\\b',
        },
      ),
      p('\\bsomething is going to happen to [a-z]+\\b(?! (?:at|in|with) (?:school|court|work))'),
    ],
  ),
  C(
    'weapons',
    'A weapon',
    ['dv'],
    [
      p(
        `\\b(?:${ACTOR}|my ex)\\b.*\\b(?:${WEAPON_ANY})\\b(?=.*\\b(?:at me|at us|my door|in front of me|showed|waved|pointed|raised|swung|came at|used it|on me|the table|stared|joking|target|fight|argument|pickup|drop ?off|mailbox|cleaned)\\b)|\\b(?:glock|taser|crossbow|brass knuckles|fire poker)\\b|\\bbullet in my\\b|\\b(?:came|went|charged|lunged|swung|ran) at (?:me|us) with\\b|\\b(?:swung|pointed|waved|raised|aimed) (?:a|an|the|his|her) ${WEAPON_ANY}\\b`,
        { negatable: true, except: '\\b(?:baseball (?:game|practice|season|team)|bat mitzvah|bat cave)\\b' },
      ),
    ],
  ),
  C(
    'stalking',
    'Stalking or monitoring',
    ['dv'],
    [
      p(
        '\\b(?:(?:makes|made|forces) me share my (?:live )?location|app (?:sending|that sends|forwarding) (?:him|her|them) my (?:messages|texts|location|photos)|(?:never|didnt|did not) tell (?:him|her|them) where i (?:work|live|moved|am)|never told (?:him|her|them) where i (?:work|live|moved|am)|knew what i (?:searched|googled|looked up|texted)|i think (?:he|she) (?:installed|put) something|from (?:blocked|unknown|private|hidden) numbers|always knows where i (?:am|go|was)|how does (?:he|she) (?:always )?know where i|knew (?:exactly )?(?:which|where) (?:\\w+ )?i (?:was|am)|put something on my (?:phone|car|laptop)|knows everything i (?:text|say|do)|access to (?:my|our) (?:\\w+ )?(?:account|location|icloud|email|photos)|sees my location|recording device|hidden camera|camera pointed at|calls? (?:\\d+|dozens of|hundreds of) times|from different numbers|found my new (?:address|apartment|place|house)|(?:keeps )?turning up at|showed up (?:at|outside|where)|parks (?:down|across|outside)|watches (?:the|my) (?:house|apartment|place)|app i didnt install|notes on my (?:windshield|car|door)|everywhere i go|pretending to be (?:my|a) \\w+ to find out|(?:following|follows|followed) me)\\b',
      ),
    ],
  ),
  C(
    'coercive_control',
    'Control that cuts off help',
    ['dv'],
    [
      p(
        `\\b(?:${ACTOR}|my ex)\\b (?:\\w+ ){0,3}${CONTROL_ACT} (?:\\w+ ){0,3}${CONTROL_THING}\\b(?=.*\\b(?:cant|cannot|so i|stuck|leave|leaving|anyone|anywhere|no way|call|court|hearing|work|custody|give in|get out|try|again|on him|back|without|never|not going|says|divorce|lawyer|locked|safe|help)\\b)`,
        {
          negatable: true,
          except: CONTROL_EXCEPT,
        },
      ),
      p(
        `\\b(?:${ACTOR}|my ex)\\b (?:\\w+ ){0,2}(?:smash\\w*|broke|destroy\\w*|flush\\w*|grabb\\w*) (?:\\w+ ){0,2}(?:phone|sim|sim card|keys)\\b`,
      ),
      p(
        '\\bshuts? (?:it|the wifi|the internet|the power|my phone) off when\\b|\\bonly allowed (?:out|to (?:go|leave|drive|see|work))\\b|\\bchecks (?:the )?(?:mileage|odometer|receipts)\\b|\\b(?:wont|doesnt|will not|does not|never) let (?:me|us) (?:out|get out|leave|go out|work|see (?:my|anyone)|have (?:a|my own)|take the kids|get (?:a|an|the))\\b|\\bnot allowed to (?:leave|work|go|have|see|drive)\\b|\\b(?:blocks?|blocked|blocking|stood in) (?:the )?(?:door|doorway|driveway|exit|way out)\\b|\\bnailed (?:the )?\\w* ?door|\\blocked (?:me|us) in\\b|\\bask (?:him|her) for (?:cash|money)\\b.*\\bsays no\\b|\\bchanged all my passwords\\b|\\bcant get into my (?:own )?(?:email|bank|account)',
      ),
    ],
  ),
  C(
    'reproductive_coercion',
    'Reproductive coercion',
    ['dv'],
    [
      p(
        '\\b(?:birth control|my pills|the pill|condoms?|iud|the shot)\\b(?=.*\\b(?:mess\\w*|pins?|pulled|pulls|strings|hid|hides|hide|threw|flushed|poked|took|wont let|won t let|lies|lied|off without|holes)\\b)|\\b(?:hid|hides|threw out|flushed|poked holes in) (?:\\w+ ){0,2}(?:pills|birth control|condoms?)\\b|\\b(?:got|get|gets|keeps) me pregnant (?:on purpose|so i)\\b|\\bkeeps me pregnant\\b|\\blied about (?:being on|taking) (?:the pill|birth control)\\b|\\btook the condom off\\b|\\bif i (?:get|have) an abortion\\b|\\b(?:forc\\w*|makes?|made|pressur\\w*) (?:me )?(?:to )?(?:get|have) (?:an abortion|pregnant|another baby)\\b|\\bif i dont have (?:another|a|his|her) baby\\b',
      ),
    ],
  ),
  C(
    'image_threat',
    'A threat to share intimate images',
    ['dv'],
    [
      p(
        '\\b(?:nudes|naked (?:pics|pictures|photos|videos)|intimate (?:pics|pictures|photos|images|videos)|sex tape|private (?:photos|pics|pictures|videos)|porn video|(?:my )?photos\\b(?=.*\\bleak))\\b(?=.*\\b(?:upload\\w*|expose|tagged|tag|fake (?:account|profile)|facebook|instagram|coworkers|share|shared|sharing|post|posted|posting|leak|leaked|send|sent|sending|publish|blackmail\\w*|screenshots|everyone will see|whole school|one click|judge|boss|parents|around|online)\\b)|\\bblackmail\\w* me with\\b|\\bleak my (?:photos|pics|pictures|videos)\\b|\\bfake porn\\b',
      ),
    ],
  ),
  C(
    'immigration_threat',
    'A threat about immigration status',
    ['dv'],
    [
      p(
        '\\b(?:call|calling|report|reported|reporting) (?:ice|immigration)\\b|\\b(?:ice|immigration) (?:on|will come|to take)\\b|\\bdeport\\w*\\b|\\b(?:visa|green card|immigration) (?:papers|documents)\\b|\\b(?:cancel|withdraw) (?:my |his |her )?sponsorship\\b|\\bwont file my papers\\b|\\bi(?:ll| will) be illegal\\b|\\bnothing in this country\\b',
        { except: '\\b(?:immigration lawyer|immigration attorney|immigration court date|apply\\w* for|citizenship ceremony)\\b' },
      ),
    ],
  ),
  C(
    'stranded',
    'Left stranded',
    ['dv'],
    [
      p(
        '\\b(?:left|dropped|abandoned|dumped|ditched|stranded) (?:me|us)\\b (?:\\w+ ){0,6}(?:at|on|in) (?:a|an|the) (?:rest stop|highway|road|side of the road|gas station|truck stop|airport|mall|hotel|middle of nowhere|parking lot|bus stop|motel|another state|desert|woods|freeway)\\b|\\b(?:made me get out of the car|drove (?:away|off) with (?:my|the) (?:purse|phone|wallet|baby|kids)|took off with the car|i dont know where i am|stuck at (?:a|the) \\w+|no phone and no money|no money,? no car|left me stranded|(?:left|dropped|dumped) (?:me|us)\\b.*\\bno way (?:back|home|out)|on the side of the road\\b.*\\b(?:took|left)|wont come back)\\b',
        { except: '\\b(?:dropped (?:me|us) off at (?:school|work|home)|left (?:me|us) at (?:home|school))\\b' },
      ),
    ],
  ),
  C(
    'sexual_assault',
    'Sexual assault',
    ['rainn', 'dv'],
    [
      p(
        '\\b(?:woke up (?:with|to) (?:him|her|\\w+) (?:touching|on top of|having sex with|undressing) me|(?:got|gets|get) me (?:drunk|high|wasted) and i (?:dont|cant|didnt) remember|dont remember (?:saying yes|agreeing|consenting)|(?:i|me) (?:have to|has to|must|owe (?:him|her)) (?:have )?sex|drugged my drink|woke up (?:with no clothes|naked|and he was)|having sex with me\\b.*\\b(?:asleep|never said yes|didnt want|woke)|touched me (?:when|while) i was (?:asleep|sleeping|drunk|passed out)|does things to me i (?:dont|didnt) (?:agree|want)|makes? me do (?:things|stuff) (?:in bed )?i (?:dont|didnt) want|held me down|i never said yes|forced himself on me|made me have sex)\\b',
      ),
    ],
  ),
  C(
    'child_abuse',
    'A child being hurt or abused',
    ['childhelp'],
    [
      p(
        `\\b${KID}\\b (?:\\w+ ){0,3}(?:said|says|told me|tells me|told)\\b.*\\b(?:${ADULT}|dad|mom)\\b (?:\\w+ ){0,2}${HARM}\\b (?:him|her|them)\\b`,
        { negatable: true },
      ),
      p(
        `\\b(?:isnt|is not|not|never) allowed to eat\\b|\\b(?:boyfriend|girlfriend|stepdad|stepmom|uncle|grandpa|stepbrother|cousin|babysitter) (?:sleeps|slept|lays|lies|gets) in (?:her|his|my) (?:room|bed)\\b|\\bwhat (?:happens|would happen|should (?:she|he|a \\w+) do) if (?:a|my|her|his|your) (?:girl|boy|kid|friend|child)\\b.*\\b(?:tells|told)\\b|\\bplays? (?:a )?(?:\\w+ )?game (?:where|that|when) (?:she|he|i) (?:has|have|had) to (?:keep (?:her|his|my) eyes closed|take|be quiet|not tell|keep it secret)\\b`,
      ),
      p(
        `\\b${CHILD_SIGNS}\\b(?=.*\\b(?:${KID_WORD}|she|he|her|him|daddy|dad|mom|mommy|uncle|stepdad|stepbrother|boyfriend|friend)\\b)`,
        {
          except: '\\b(?:diaper|potty training|bath ?time|doctor|pediatrician|rash|swim)\\b',
        },
      ),
      p(
        `\\b(?:infant|baby|newborn|\\d+ (?:month|mo) old|month old|2yo|3yo|toddler|\\d ?yo)\\b.*\\b(?:bruis\\w*|fracture\\w*|broken (?:arm|leg|bone|rib|ribs)|welts|burns?|bleeding|black eye|swollen)\\b(?=.*\\b(?:unexplained|cant (?:say|explain)|nobody can explain|no one can explain|doesnt believe|deserved|after (?:the|his|her) (?:weekend|visit)|came back)\\b)`,
      ),
      p(
        `\\b${KID}\\b.*\\b(?:dont get fed|doesnt (?:get )?fe(?:e)?d|come back hungry|sleep in the (?:garage|car|shed|yard)|kneel on rice|locked in (?:a|the|his|her) (?:closet|room|basement)|bothering (?:her|him) at night|drew a picture\\b.*\\bno clothes|over (?:her|his) bed|marks on (?:her|his) (?:back|legs|arms|face))\\b`,
      ),
    ],
  ),
  C(
    'child_taken',
    'A child not returned or taken',
    ['ncmec'],
    [
      p(
        `\\b(?:passports? for the kids\\b(?=.*\\b(?:without|secret|behind my back|didnt tell|fly|flight|leav\\w*|gone|abroad|country|tickets?)\\b)|(?:kids|childrens|${KID_WORD}s?) passports? (?:renewed|applied)|one way (?:flights?|tickets?)|moved (?:out of state|away|abroad) with (?:her|him|them|${KID})|signed (?:her|him|them) out|took (?:her|him|them|${KID}) out of the country|out of the country without my|(?:to|in) (?:mexico|india|brazil|his country|her country|another country)\\b.*\\b(?:not coming back|wont come back|never)|snatched (?:her|him|them|${KID})|taken from (?:her|his|the) (?:school|bus stop|daycare)|i(?:ll| will) never (?:find|see) (?:her|him|them|my)|(?:\\d+|two|three|four|five|six|several|many) hours past the (?:exchange|pickup|drop off)|picked (?:up )?(?:the kids|them|her|him) (?:up )?from (?:daycare|school|the babysitter)\\b.*\\b(?:no one knows|nobody knows|without telling)|not on the (?:list|pickup list)|apartment is empty|going to live somewhere\\b.*\\bi cant come|supposed to (?:be back|bring (?:him|her|them) back)\\b.*\\b(?:midnight|nobody answers|empty|its (?:monday|tuesday|the next day)|no answer))\\b`,
      ),
    ],
  ),
  C(
    'fear_home',
    'Afraid to go home',
    ['dv'],
    [
      p(
        '\\b(?:outside banging on the (?:door|window)|banging on (?:the|my) (?:\\w+ )?door|trying to (?:get|break) in|broke (?:the|a|my) (?:window|door)|chair under the door|in the driveway and wont leave|too (?:afraid|scared) to go (?:inside|in|home)|when i get home\\b.*\\b(?:er|hospital|last time))\\b',
      ),
    ],
  ),
  // Second readings: the same categories, shapes where the parts come in another order.
  C(
    'threats',
    'Threats',
    ['dv'],
    [
      p(
        '\\b(?:something bad (?:will|is going to) be waiting|put (?:me|you|u|her|him) in (?:the )?(?:hospital|ground|grave)|(?:is|are) going to get hurt|(?:will|gonna) get hurt)\\b',
      ),
    ],
  ),
  C('violence', 'Physical violence', ['dv'], [p('\\b(?:tried to |try to |almost )?r[au]n (?:me|us) over\\b')]),
  C(
    'weapons',
    'A weapon',
    ['dv'],
    [
      p(
        `\\bcame to (?:my|the|our) \\w+ with (?:a|an|his|her) (?:\\w+ )?${WEAPON_ANY}\\b|\\b${WEAPON_ANY}\\b.*\\b(?:pointed|aimed|swung|waved) it at (?:me|us)\\b`,
      ),
    ],
  ),
  C('pet_threat', 'A threat to or harm of a pet', ['dv'], [p(`\\b${PET}\\b.*\\bnever see (?:it|him|her|them) alive\\b`)]),
  C(
    'image_threat',
    'A threat to share intimate images',
    ['dv'],
    [
      p(
        '\\b(?:upload\\w*|expos\\w*|sent|shared|posted|leaked|showed|post|share|leak|send|publish) (?:\\w+ )?(?:my |the |our |those )?(?:nudes|(?:intimate|naked|private|nude) (?:pics|pictures|photos|videos|images))\\b',
      ),
    ],
  ),
  C(
    'immigration_threat',
    'A threat about immigration status',
    ['dv'],
    [p('\\b(?:call|calling|report|reported|reporting) (?:me |us |my \\w+ )?(?:to |on )?(?:ice|immigration)\\b')],
  ),
  C(
    'reproductive_coercion',
    'Reproductive coercion',
    ['dv'],
    [
      p(
        '\\bwont let me (?:get|go to the doctor for|have|use|take) (?:\\w+ ){0,3}(?:the shot|birth control|the pill|an iud|iud|condoms?)\\b',
      ),
    ],
  ),
  C(
    'harm_children_and_self',
    'A threat to harm the children and oneself',
    ['dv', 'lifeline'],
    [
      p(
        `\\b(?:all )?(?:be )?together in heaven\\b|\\bif (?:he|she) cant have (?:the kids|them|${KID}) (?:nobody|no one) (?:will|can)\\b.*\\b(?:himself|herself|too)\\b`,
      ),
    ],
  ),
  C(
    'child_abuse',
    'A child being hurt or abused',
    ['childhelp'],
    [
      p(
        `^(?=.*\\b(?:${KID_WORD}|she|he|her|him|daddy|dad|mom|mommy|uncle|stepdad|stepbrother|boyfriend|friend)\\b).*\\b(?:${CHILD_SIGNS}|(?:has|keeps) a secret with (?:her|his|my) \\w+|if (?:she|he) tells (?:she|he)(?:ll| will) get in trouble)\\b`,
        { except: '\\b(?:diaper|potty training|bath ?time routine|doctor|pediatrician|rash|swim)\\b' },
      ),
    ],
  ),
  C(
    'coercive_control',
    'Control that cuts off help',
    ['dv'],
    [
      p(
        `^(?=.*\\b(?:cant|cannot|so i|stuck|leave|leaving|anyone|anywhere|no way|flushed it|smashed it|broke it|threw it)\\b).*\\b(?:${ACTOR}|my ex)\\b (?:\\w+ ){0,3}${CONTROL_ACT} (?:\\w+ ){0,3}${CONTROL_THING}\\b`,
        { negatable: true, except: CONTROL_EXCEPT },
      ),
      p(
        '\\bask (?:him |her )?for (?:cash|money)\\b.*\\bsays no\\b|\\breported (?:it|my car|the car) stolen\\b|\\b(?:closed|emptied|drained|froze) (?:our|my|the) (?:joint )?(?:bank )?account\\b(?=.*\\b(?:no way|cant|nothing|\\d+)\\b)',
      ),
    ],
  ),
  C(
    'child_taken',
    'A child not returned or taken',
    ['ncmec'],
    [
      p(
        `\\btake (?:the kids|them|her|him|${KID}) to (?:his|her|another) country\\b.*\\b(?:not answering|gone|wont answer|phone (?:is )?off|no answer)\\b`,
      ),
    ],
  ),
  C(
    'child_taken',
    'A child not returned or taken',
    ['ncmec'],
    [
      p(`^(?=.*\\b${KID_WORD}\\b)(?=.*\\b${LEAVING_SIGN}\\b.*\\b${LEAVING_SIGN}\\b)`),
      p(
        `\\b(?:${ACTOR}|my ex)\\b (?:\\w+ ){0,3}(?:took|takes|taken|has|kept|keeps) (?:\\w+ ){0,2}${KID_WORD}\\b.*\\b(?:its been (?:\\d+|two|three|four|five|several) (?:days|weeks)|wont tell me where|says (?:theyre|they are|were|we are) staying|not coming back|no idea where)\\b`,
      ),
      p(
        `^(?=.*\\b${KID_WORD}\\b).*\\bits been (?:\\d+|two|three|four|five|several) (?:days|weeks)\\b.*\\b(?:wont tell me where|no idea where|dont know where)\\b`,
      ),
      p(
        `\\b(?:supposed to (?:have|bring|drop) (?:them|him|her|${KID}) (?:back )?(?:at|by)|due back at) \\d+\\b.*\\b(?:its|now) \\d+\\b(?=.*\\b(?:voicemail|off|not answering|no answer|cant reach|wont answer)\\b)`,
      ),
    ],
  ),
  // Third readings (session 12, tuned on the retired sealed parts): warning signs said
  // indirectly, each a class of situations rather than one phrasing.
  C(
    'suicide',
    'Thoughts of suicide',
    ['lifeline'],
    [
      p(
        // A means gathered or kept "not for protection"; pills taken all at once; a way found
        // that "wouldnt hurt"; a place looked up or pulling at one; "calm since I decided".
        '\\b(?:bought|buy|got|picked up|purchased) (?:a |my |the )?(?:\\w+ )?(?:gun|handgun|pistol|rifle|shotgun|revolver)\\b.*\\bnot (?:for|about) (?:protection|safety|self defense|hunting)\\b|\\b(?:saving|saved|stockpiling|stockpiled|hoarding) (?:up )?(?:\\w+ ){0,3}(?:pills|tablets|meds|painkillers)\\b|\\b(?:take|swallow|taking|swallowing) (?:every|each) (?:\\w+ )?(?:pill|pills|tablet|tablets)\\b|\\b(?:ways?|how) to (?:go|die|do it|end it) (?:that|which) (?:wouldnt|would not|doesnt|does not|wont|will not) hurt\\b|\\bpainless (?:ways?|way) to (?:go|die)\\b|\\b(?:bridge|roof|cliff|overpass|train tracks|tracks)\\b.*\\b(?:how high|how tall|how far down|keeps? pulling at me|pulls? at me|keeps? calling (?:to )?me)\\b|\\bcalm (?:\\w+ ){0,3}(?:since|now that|that|because) (?:ive |i have |i )?(?:decided|made (?:the|my|a) decision)\\b(?! (?:to|on|that|what|where|about|how|which|who|we))|\\bhoping (?:something happens|i (?:crash|dont make it|wont make it))\\b|\\bengine running\\b(?!.*\\b(?:warm\\w*|defrost\\w*|jump ?start\\w*)\\b).*\\bgarage\\b|\\bgarage\\b(?!.*\\b(?:warm\\w*|defrost\\w*|jump ?start\\w*)\\b).*\\bengine running\\b',
      ),
      p(
        // Goodbyes and affairs put in order: calls "just to say goodbye", letters for the
        // children to open later, passwords or a will left with someone "just in case".
        '\\b(?:called|texted|visited|hugged|went to see) (?:my|everyone|all|people)\\b (?:\\w+ ){0,8}(?:just )?to say (?:goodbye|bye)\\b|\\b(?:hearing|seeing|hugging|holding) (?:them|him|her|the kids|my kids|their voices?) one last time\\b|\\bgoodbye (?:poems?|videos?|posts?)\\b|\\b(?:letters?|notes?|videos?)\\b (?:\\w+ ){0,6}(?:to (?:open|read|watch) when (?:theyre|they are|hes|shes|he is|she is|theyve) (?:older|grown|18)|in case (?:im|i am) not (?:here|around))\\b|\\bjust in case (?:im|i am) not (?:here|around)(?: anymore|$)|\\b(?:passwords|life insurance|my will|who gets my)\\b.*\\b(?:left (?:it|them|an envelope|a letter|a note) (?:with|for)|in an envelope|just in case|calm now|everything is sorted|so tired)\\b',
        {
          except:
            '\\b(?:before (?:the|our|my|their|she|he|they) (?:trip|move|moves|flight|vacation|deployment|leaves)|moving|camp|trip|flight|airport)\\b',
        },
      ),
      p(
        // Not wanting to live, said around the words: "dont think I want to be alive", "wouldnt
        // mind if I didnt wake up", "dont plan on being here", "if I wasnt in the picture".
        '\\b(?:dont|do not|no longer|not) (?:\\w+ ){0,3}want to (?:be alive|live anymore|be here anymore|exist anymore|exist)\\b|\\b(?:wouldnt|would not|wont|dont|do not) mind if i (?:just )?(?:didnt|did not|never|dont|do not) wake up\\b|\\b(?:hope|hoping|wish) i (?:dont|didnt|never|wouldnt|do not) wake up\\b|\\b(?:dont|do not|cant|cannot) see (?:a|any|the) (?:reason|point) (?:to|in|of) (?:(?:be|being|stay|staying) (?:alive|here|around)|(?:live|living)\\b(?! (?:with|in|near|together|there|apart)))|\\b(?:dont|do not|wont|will not) (?:plan on|expect to|intend to) (?:be|being) (?:here|around|alive)\\b|\\b(?:better|easier|happier|fine) (?:\\w+ ){0,4}(?:w o me|if i (?:wasnt|was not|werent|were not) (?:in the picture|around|here|alive))\\b|\\b(?:not|never) (?:going to|gonna) do anything (?:stupid|drastic|dumb)\\b',
        {
          except:
            '\\b(?:he|she|my ex|they) (?:\\w+ ){0,3}(?:wont be around|dont want to live)\\b|\\bwant to live (?:with|near|in|at|closer)\\b',
        },
      ),
    ],
  ),
  C(
    'self_harm',
    'Self-harm',
    ['lifeline'],
    [
      p(
        // One's own: carving or scratching into the skin, hurting oneself "till it bleeds",
        // hiding or covering the marks, cutting as the only thing that helps.
        '\\b(?:carved|carving|scratched|scratching|cut|cutting|burned|burnt|burning) (?:\\w+ ){0,3}(?:into|in) my (?:arms?|wrists?|thighs?|legs?|skin|stomach|hips?)\\b|\\b(?:scratch|pick|cut|hit|bang|bash)\\w* (?:my ?self|yourself|at my (?:skin|arms?|wrists?))\\b.*\\b(?:till|until) (?:it|they|i) (?:bleeds?|bled|bleed|stops?|buzz\\w*)\\b|\\b(?:hit|hitting|bang\\w*|bash\\w*) my head (?:against|on|into) (?:the )?(?:wall|floor|door)\\b|\\b(?:cover|covering|hide|hiding|hid)\\w* (?:up )?(?:the |my )?(?:marks|cuts|scars|burns)\\b|\\b(?:the only thing|only way|only thing) (?:\\w+ ){0,4}(?:cutting|burning myself|hurting myself|is to cut)\\b|\\bbandages? on my (?:arms?|wrists?|legs?|thighs?)\\b|\\baccident prone\\b.*\\bcuts\\b|\\bme corto\\b',
        { except: '\\b(?:cooking|oven|stove|kettle|shaving|paper cut|sunburn\\w*)\\b' },
      ),
      p(
        // A child's or teen's: cuts, lines, scratches or burn marks on arms, wrists, thighs or
        // legs (bruises are read as harm by someone else, not here).
        '\\b(?:cuts|lines|scratches|burn marks|scars|words scratched)\\b (?:\\w+ ){0,4}(?:on|into|under|across) (?:her|his|their|my (?:\\w+ )?(?:sons|daughters|kids|teens|childs)) (?:\\w+ ){0,2}(?:arms?|wrists?|thighs?|legs?|forearms?)\\b|\\b(?:wont|doesnt|does not|will not) (?:wear|put on) (?:shorts|short sleeves|a swimsuit|t shirts)\\b.*\\b(?:cuts|marks|scars)\\b|\\b(?:is|has been|been|started|keeps|caught (?:her|him)) (?:\\w+ )?cutting (?:herself|himself|themselves|her arms|his arms|her legs|his legs)\\b|\\bse esta cortando\\b|\\bblade (?:taken out|removed|missing)\\b|\\bsharpener\\b.*\\bblade\\b',
        // Session 20: scratches a pet or a bush explains, said so by the parent.
        {
          except:
            '\\bfrom (?:the|a|our|her|his|their|my) (?:new )?(?:kitten|cat|dog|puppy|fence|bush\\w*|thorns?|roses?|brambles?|trampoline|hamster|rabbit|bunny)\\b',
        },
      ),
    ],
  ),
  C(
    'sexual_assault',
    'Sexual assault',
    ['rainn', 'dv'],
    [
      p(
        // No and stop not heeded; a drink drugged; waking undressed or to sex; sex as the
        // price of the children, papers or money; "I just let it happen".
        '\\b(?:said|saying|kept saying|was saying|told (?:him|her)(?: to)?|asked (?:him|her) to|begged (?:him|her) to) (?:no|stop)\\b(?! \\w+ing\\b).*\\b(?:(?:didnt|did not|wouldnt) stop\\b(?! (?:texting|calling|messaging|asking|talking|yelling|emailing|showing))|kept going|pinned|held me down|forced)|\\b(?:froze|didnt want (?:it|to))\\b.*\\bdid it anyway\\b|\\b(?:consensual|consent)\\b.*\\b(?:saying|said|crying|cried) (?:stop|no)\\b|\\bforced? (?:me|himself on me|herself on me)\\b.*\\bsaid no\\b|\\bforc\\w* sex on me\\b|\\b(?:put|puts|putting|slipped|slips) (?:something|stuff|a pill|pills|drugs) in(?:to)? (?:my|our) drinks?\\b|\\b(?:spiked|drugged) my drinks?\\b|\\b(?:woke|wake|wakes|waking) up (?:\\w+ ){0,5}(?:undressed|naked|without (?:my )?clothes|with my clothes off|sore)\\b|\\b(?:woke|wake|waking) up\\b.*\\b(?:having sex with me|on top of me|touching me|inside me)\\b|\\bif i (?:dont|do not|wont|refuse to) (?:sleep with|have sex with)\\b|\\bonly (?:\\w+ ){0,4}if i (?:slept|sleep|have sex|had sex) with\\b|\\bso i (?:just )?let (?:him|her) (?:do it|do what (?:he|she) wants|have (?:sex|his way|her way))\\b(?=.*\\b(?:night|bed|sex|refuse|cried|crying|give in|dont want|didnt want)\\b)|\\b(?:give in|refuse)\\b.*\\bso i (?:just )?let (?:him|her) do it\\b|\\blie there and let it happen\\b|\\bif i refuse (?:him|her)\\b|\\bmade me do (?:things|stuff) (?:in bed|sexually|that hurt)\\b',
        { except: `\\b${KID}\\b (?:\\w+ ){0,3}(?:said|says|told)\\b` },
      ),
    ],
  ),
  C(
    'child_abuse',
    'A child being hurt or abused',
    ['childhelp'],
    [
      p(
        // A child's signs of sexual abuse as a parent notices them: secret baths or games,
        // "grown up stuff", an adult coming in at night, blood in underwear, sexual play
        // beyond the age, gifts and outings alone from an older person, a bad touch.
        '\\b(?:special (?:baths?|games?|secrets?)|special outings?\\b.*\\balone|makes? (?:her|him|them|me) do (?:\\w+ )?grown ?up (?:stuff|things)|(?:its|it was|was|is) not (?:a )?bad touch|no touch my|blood in (?:his|her|their) (?:underwear|diaper|pants)|acting out (?:sex|sexual)|sex stuff with (?:his|her) (?:toys|stuffed animals|dolls)|(?:comes?|came|coming) (?:in|into) (?:my|her|his) room at night|not allowed to (?:say|tell) what happens|touches? (?:her|him|me) (?:where|down there|in (?:her|his|my) private)|toca donde no debe)\\b',
      ),
      p(
        // Harm to a child: locked in, made to kneel, a broken bone or a burn explained away,
        // marks "after every weekend", a baby's mouth injury before they can crawl.
        `\\b(?:locks?|locked) (?:him|her|them|${KID}) in (?:the|a|his|her) (?:closet|room|basement|bathroom|garage|shed)\\b|\\bmakes? (?:him|her|them|${KID}) kneel\\b|\\b(?:arm|leg|wrist|rib|collarbone|skull) is broken\\b(?=.*\\b(?:accident|cant (?:even )?(?:crawl|walk|roll)|baby|infant|month old|weeks old)\\b)|\\b(?:round|cigarette) burns?\\b|\\bbruises?\\b (?:\\w+ ){0,6}(?:after (?:every|each|his|her) (?:weekend|visit)|says (?:he|she) fell|look like (?:handprints|fingers|a hand))\\b|\\b(?:cut|tear|torn|bruise) under (?:my |her |his |the )?(?:\\w+ )?(?:upper |top )?lip\\b|\\bcant (?:even )?(?:crawl|roll over|walk|sit up) yet\\b(?=.*\\b(?:bruis\\w*|broken|burn\\w*|cut|tear|fracture\\w*|swollen|blood)\\b)`,
      ),
    ],
  ),
  C(
    'child_taken',
    'A child not returned or taken',
    ['ncmec'],
    [
      p(
        // Abduction warning signs: hours late with location sharing off or the phone going to
        // voicemail, a picture from an airport against an order, passports got behind one's
        // back, a child enrolled or withdrawn at a school without the parent, "never see them again".
        `\\b(?:late|past (?:his|her|the)|supposed to be (?:back|home))\\b.*\\b(?:location (?:sharing )?(?:is )?(?:off|turned off)|turned off (?:his |her )?location|straight to voicemail|phone (?:is )?(?:off|dead)|no one can reach|nobody can reach|cant reach)\\b|\\b(?:location (?:sharing )?(?:is )?(?:off|turned off)|turned off (?:his |her )?location)\\b.*\\b(?:late|kids|${KID_WORD}|not at (?:his|her))\\b|\\b(?:posted|picture|photos?|pics?)\\b (?:\\w+ ){0,4}(?:from|at) (?:an|the) airport\\b(?=.*\\b(?:order|not allowed|cant leave|no travel|my week|my time|never agreed|nobody told me|(?:kids|son|daughter) (?:are|is) in (?:them|it))\\b)|\\b(?:got|renewed|applied for) (?:the )?(?:kids |childrens |${KID_WORD}s )?passports? (?:renewed )?(?:without (?:my|me)|behind my back)|\\bwithout my signature\\b.*\\b(?:flight|passports?|tickets?)\\b|\\b(?:enrolled|withdrew|withdrawn|pulled) (?:\\w+ ){0,3}(?:in|from|out of) (?:a )?(?:new )?school\\b(?=.*\\b(?:never|without|says (?:she|he) lives|lives there now|didnt)\\b)|\\bi never withdrew\\b|\\b(?:youll|you will|ill|i will) never see (?:them|the kids|her|him|${KID}) again\\b|\\bflew (?:back )?to (?:his|her) country\\b|\\bdriving to (?:mexico|canada)\\b|\\bleft for (?:mexico|guatemala|honduras|el salvador|colombia|india|pakistan|his country|her country)\\b|\\bpicked (?:\\w+ ){0,3}up (?:\\w+ ){0,3}on the wrong day\\b|\\b(?:hide|hiding|hid) (?:my|our) (?:son|daughter|kids|children|baby)\\b|\\bempty house\\b.*\\b(?:has|took) (?:both|the|my) (?:kids|children)\\b|\\bwalked out with (?:the baby|my baby|my son|my daughter|the kids)\\b`,
      ),
    ],
  ),
  C(
    'pet_threat',
    'A threat to or harm of a pet',
    ['dv'],
    [
      p(
        // A pet held out of a window, taken "hostage", made to yelp, gone or "next", dumped, or
        // said to die if one leaves.
        `\\b(?:holds?|held|holding|dangl\\w*) (?:the |our |my |his |her )?(?:kids )?${PET}\\b (?:\\w+ ){0,4}(?:out (?:of )?(?:the|a) (?:\\w+ )?window|over (?:the|a) (?:balcony|railing|edge))|\\b${PET}\\b (?:\\w+ ){0,2}(?:hostage|dies|is next|are next|yelp\\w*|disappeared|limping)\\b(?!.*\\b(?:vet|groomer|old age|cancer|put to sleep|passed away)\\b)|\\b(?:leave|if (?:i|you) leave)\\b (?:\\w+ ){0,2}(?:and )?the ${PET} (?:dies|die|gets it)\\b|\\b(?:snap|wring|break)\\w* (?:the |our |my )?(?:\\w+ )?${PET}s? (?:neck|legs?)\\b|\\b(?:booted|kicked|threw|thrown) (?:the |our |my )?(?:kids )?${PET} (?:into|at|across|against)\\b|\\b(?:dumped|abandoned|left) (?:our|my|the) (?:old )?${PET}\\b (?:\\w+ ){0,2}(?:on|at|in) (?:a|the) (?:back road|road|highway|woods)\\b|\\b(?:drive|take) (?:them|it|him|her) (?:out )?to the woods and shoot\\b|\\b${PET} (?:\\w+ ){0,3}(?:outside|out) in the (?:snow|cold|rain|heat) all night\\b`,
      ),
    ],
  ),
  C(
    'coercive_control',
    'Control that cuts off help',
    ['dv'],
    [
      p(
        // Kept in or kept from help: locked in a room, the door blocked, permission to leave,
        // the car disabled, documents gone "till I behave", money or accounts cut off on leaving,
        // appointments cancelled, a phone number disconnected.
        '\\b(?:locks?|locked|locking) me in (?:the |a |my |his )?(?:\\w+ )?(?:room|bedroom|house|bathroom|basement|closet)\\b|\\b(?:im|i am) locked in\\b(?! (?:to|for|a|the|my|our))|\\btook the (?:door ?knob|handle) off\\b|\\b(?:stands?|stood|standing) in (?:front of )?the (?:front )?door(?:way)?\\b(?=.*\\b(?:try|tried|trying|want|wanted) to (?:leave|go)\\b)|\\bblocks? the (?:front )?door\\b|\\b(?:have to|must|got to) ask (?:his |her |him |for )?permission to (?:leave|go out|go anywhere|see (?:my|anyone))\\b|\\bchecks the miles\\b|\\b(?:drained|emptied|froze|closed) (?:our|my|the) (?:joint )?(?:bank )?accounts?\\b.*\\b(?:leaving|leave|want(?:ed)? out|filed|cut (?:me )?off|cancel\\w*)\\b|\\bcut me off (?:from |of )?(?:the |our )?(?:bank )?(?:account|accounts|cards|money)\\b|\\bcut off my access\\b|\\b(?:hand over|give him|give her) (?:my )?(?:whole |entire )?(?:paycheck|pay|wages)\\b|\\bcancel\\w* my (?:therapist|therapy|doctor|counseling|counselor)\\w* appointments?\\b|\\bcancel\\w* (?:my )?(?:credit cards?|insurance|phone plan)\\b(?=.*\\b(?:the day (?:i|after)|leaving|filed|said i)\\b)|\\b(?:had|got) my (?:phone )?(?:number|line|phone) (?:disconnected|cut off|shut off)\\b|\\b(?:wires|spark plugs|battery|fuses?) (?:pulled|removed|missing|cut)\\b|\\b(?:id|passport|birth certificates?|social security cards?|documents)\\b (?:\\w+ ){0,8}(?:are |is )?(?:gone|missing)\\b(?=.*\\b(?:he|she|my ex)\\b)|\\bget (?:it|them) back when i (?:behave|listen|do what)\\b|\\bhides? my (?:glasses|medication|meds|medicine|inhaler)\\b|\\bprisoner in my own (?:house|home)\\b|\\b(?:takes?|took) my (?:phone|keys) (?:and|&) (?:my )?(?:keys|phone)\\b|\\bme quito el (?:celular|telefono)\\b',
      ),
    ],
  ),
  C(
    'reproductive_coercion',
    'Reproductive coercion',
    ['dv'],
    [
      p(
        // Birth control sabotaged or refused, pregnancy forced or ended under threat.
        '\\b(?:pulled|ripped|tore|took) (?:off )?(?:my|the) (?:birth control )?(?:patch|ring|iud|implant)\\b|\\b(?:patch|ring) off my (?:arm|body)\\b|\\b(?:took|takes|pulled|pulls) (?:off )?the condom (?:off )?\\b|\\b(?:tampered|messed) with (?:the )?condoms?\\b|\\bholes? (?:poked )?in (?:the )?condoms?\\b|\\bneedle in the (?:condom )?box\\b|\\bcondoms? (?:keep |kept )?breaking\\b.*\\bon purpose\\b|\\b(?:birth control|my pills|the pill|pastillas anticonceptivas)\\b.*\\b(?:toilet|trash|flushed|escondio|hid)\\b|\\bescondio mis pastillas\\b|\\bif i (?:dont|do not|wont) (?:get|have) (?:an )?abortion\\b|\\bforc\\w* me to (?:end|terminate|abort|keep) (?:the|my|this) pregnancy\\b|\\bmake sure i (?:get|stay) pregnant\\b|\\b(?:gets? angry|mad|furious) when (?:im|i am) not pregnant\\b|\\btracks my periods?\\b|\\b(?:wont|doesnt|does not|will not) let me (?:go to|see) (?:the )?(?:doctor|clinic|gynecologist)\\b(?=.*\\b(?:iud|pill|birth control|pregnan\\w*|baby|kids|tubes)\\b)|\\bnot allowed to get my tubes tied\\b|\\bif (?:i|you) really loved (?:him|her|me) (?:id|i would|youd|you would) have (?:his|her|my) baby\\b|\\brefuses? to use (?:protection|a condom|condoms)\\b|\\bmorning after pill\\b(?=.*\\b(?:if i|wont let|threat\\w*|leave me)\\b)|\\banother baby (?:will|would) (?:fix|keep)\\b|\\bwants another baby so i cant leave\\b',
      ),
    ],
  ),
  C(
    'image_threat',
    'A threat to share intimate images',
    ['dv'],
    [
      p(
        // More pictures demanded or old ones to go out; a secret recording or a fake nude; a
        // screenshot or blurred picture sent as a warning; "one click and everyone sees".
        '\\b(?:send|sending) (?:him |her )?more (?:pics|photos|pictures|videos)\\b.*\\b(?:share|post|send|leak|show)\\w* (?:\\w+ ){0,2}(?:old ones|the rest|the others)\\b|\\b(?:secretly )?(?:filmed|recorded|videoed) (?:us|me)\\b.*\\b(?:upload|post|share|send|leak|show)\\w*\\b|\\b(?:fake|ai) (?:nudes?|naked|porn)\\b|\\bnude of me\\b|\\b(?:pics|pictures|photos|videos?) of me in the (?:shower|bath|bedroom)\\b|\\b(?:videos|tapes|pics|photos) we made\\b.*\\b(?:send|show|post|share|upload)\\b|\\bscreenshot of (?:an |a |my )?(?:intimate|private|naked|nude) \\w+\\b|\\bblurred (?:versions?|copies) of my (?:private|intimate|nude|naked) \\w+\\b|\\bone click and everyone\\b|\\b(?:my )?pictures on a porn (?:site|website)\\b|\\breal pics go up\\b',
      ),
    ],
  ),
  C(
    'stranded',
    'Left stranded',
    ['dv'],
    [
      p(
        // Left somewhere with no way back: no car, phone, money or signal, a ticket cancelled.
        '\\b(?:left|dumped|dropped|ditched|abandoned|pulled) (?:me|us)\\b (?:\\w+ ){0,8}(?:\\d+ miles|at (?:a|an|the|his|her) \\w+|on (?:the|a) (?:side|shoulder|road|street)|by the road|here|out of the car)\\b.*\\b(?:no (?:car|phone|money|wallet|signal|gas|way)|dont have (?:any )?(?:money|a car|a phone)|dont know (?:this|the|where)|getting dark|drove (?:away|off)|never came back|cant drive|alone|took the car|crying|my phone is at)\\b|\\b(?:me|nos) dejo (?:tirad\\w* )?en la carretera\\b|\\bcancel+ed my (?:return )?(?:ticket|flight)\\b|\\bfind (?:your|my) own way (?:home|back)\\b|\\bno (?:phone )?signal\\b.*\\b(?:took the (?:car|keys)|no car|walk home)\\b|\\btook the car and my (?:purse|wallet|phone)\\b|\\bwalk home if\\b',
      ),
    ],
  ),
  // Fourth readings (session 16): classes of warning signs from the hotline and advocacy pages
  // listed in docs/coach-crisis.md ("Sources of the session 16 rules"), each written as a
  // class (any means, any body part, any audience), not as one message.
  C(
    'harm_children_and_self',
    'A threat to harm the children and oneself',
    ['dv', 'lifeline'],
    [
      p(
        // The parent's own thoughts of harming the child and then themself, or of the two of
        // them gone together (postpartum and Lifeline pages: thoughts of harming the baby).
        `\\b(?:hurt\\w*|harm\\w*|kill\\w*|smother\\w*|drown\\w*|poison\\w*|driv\\w*|crash\\w*) (?:\\w+ ){0,2}${KID}\\b (?:\\w+ ){0,3}(?:and (?:then )?myself|and me|me too|with me)\\b|\\b(?:hurt\\w*|harm\\w*|kill\\w*) myself and (?:\\w+ ){0,2}${KID_WORD}\\b|\\bdriv\\w* (?:me and (?:my |the |our )?${KID_WORD}|us (?:both|all)|the (?:two|three|four) of us) (?:\\w+ ){0,3}(?:off|into)\\b|\\b(?:me and (?:my |the |our )?${KID_WORD}|${KID} and (?:i|me)|both of us|the (?:two|three|four) of us)\\b (?:\\w+ ){0,3}(?:gone|dead|not (?:here|around|waking up)|in heaven)\\b(?! (?:to|for|on|by|from|until|till|all|out|away|shopping|camping))`,
        { negatable: true },
      ),
    ],
  ),
  C(
    'threats',
    'Threats',
    ['dv'],
    [
      p(
        // A threat the parent received, tied to leaving or telling (thehotline.org warning
        // signs: threatening to hurt you if you leave): what will happen "if I leave", "I'll
        // regret it", "more than a slap next time".
        `\\bif (?:i|you|u) (?:ever )?(?:leave|left|go|try to (?:leave|go)|take (?:the kids|them|${KID})|call (?:the )?(?:police|cops)|tell (?:anyone|anybody|someone|the judge|the court|my lawyer|your lawyer)|file|report|go to (?:court|the police))\\b.*\\b(?:(?:ill|i will|youll|you will|ull|hell|he will|shell|she will|id|youd|hed|shed) (?:\\w+ ){0,2}(?:regret|be sorry|pay for|find (?:me|you|u)|hunt (?:me|you|u)|never see|see what happens|end up)|(?:i|you|u) (?:wont|will not) (?:live|survive|make it))\\b|\\b${SAYS}\\b (?:\\w+ ){0,8}(?:ill|i will|i would|id) (?:\\w+ )?(?:regret|be sorry|pay)\\b|\\b(?:more|worse) than (?:a |just )?(?:slap|push|shove|bruise|black eye|yelling)\\b(?=.*\\b(?:next time|if|will|ll|gonna|going to|said|says|told|warned|texted)\\b)`,
        {
          except:
            '\\b(?:lol|haha|jk|in court|financially|the divorce|the house|the car|property|settlement|alimony|support|meaning|money|broke|bills?|fees)\\b',
        },
      ),
    ],
  ),
  C(
    'weapons',
    'A weapon',
    ['dv'],
    [
      p(
        // A weapon worn, shown or newly got around an exchange, a hearing or a ruling
        // (ncadv and thehotline: a weapon displayed to intimidate; a new gun after a separation).
        `(?:\\b(?:${ACTOR}|my ex)\\b (?:\\w+ ){0,8}(?:with|wearing|carr(?:y|ies|ied|ying)|brought|brings|bring|had|has|showed|shows|left|leaves|put|puts|kept|keeps|cleaning|cleaned|sharpening|sharpened|bought|buys|got)|\\b(?:found|saw|noticed|spotted) (?:a |an |the )?(?:new |loaded )?(?:\\w+ )?${WEAPON_ANY}\\b (?:\\w+ ){0,4}(?:his|her|hes|shes)) (?:\\w+ ){0,4}${WEAPON_ANY}\\b(?=.*\\b(?:pick ?up|picks up|picked up|picking (?:\\w+ ){0,2}up|drop ?off|dropped off|exchange|hand ?off|custody|court|mediat\\w*|hearing|judge|filed|touching it|touched it|tapp\\w*|patt\\w*|belt|waistband|hip|lap|on the table|in front of (?:me|the kids|us)|star\\w*|smil\\w*|smirk\\w*|day after|since i (?:left|filed|moved))\\b)|\\b(?:found|saw|noticed) (?:a |an )?(?:new |loaded )?(?:\\w+ )?${WEAPON_ANY}\\b (?:\\w+ ){0,4}(?:his|her) (?:trunk|car|truck|glovebox|nightstand|bag|backpack)\\b(?=.*\\b(?:after|since|day|custody|court|mediat\\w*|hearing|judge|filed)\\b)`,
        {
          negatable: true,
          except:
            '\\b(?:hunting (?:trip|season|license)|gun safe|locked (?:up|away|in a safe)|safety course|gun range|shooting range|deer|fishing|butter knife|steak knife|baseball (?:game|practice|season|team))\\b',
        },
      ),
    ],
  ),
  C(
    'stalking',
    'Stalking or monitoring',
    ['dv'],
    [
      p(
        // Finding out where the parent is through others, or through the parent's accounts
        // (stalkingawareness.org SPARC: asking friends and family; accessing accounts).
        '\\b(?:asks?|asking|asked|pumps?|pumping|pumped|questions?|questioning|questioned|grills?|grilling|grilled|texting|texts|texted|calling|calls|called) (?:my |our |the )?(?:friends|family|sister|brother|mom|dad|mother|father|coworkers?|co workers?|neighbors?|kids|children|son|daughter|people|boss)\\b (?:\\w+ ){0,3}(?:about|for|where|who|what|if|whether) (?:\\w+ ){0,3}(?:my (?:schedule|address|whereabouts|routine|new (?:place|address|job|number))|where i (?:go|live|work|am|was|stay|sleep|moved)|who i (?:see|date|talk|am seeing|was with|hang out)|(?:if|whether) (?:im|i am|i was|i have been) (?:dating|seeing))\\b|\\b(?:emails?|messages?|texts?|posts?|dms?) (?:\\w+ ){0,2}i (?:didnt|never|did not) (?:send|write|post)\\b|\\bnew (?:accounts|numbers|profiles|phone numbers)\\b(?=.*\\bblock\\w*)|\\b(?:after|every time|each time|whenever) i block\\w* (?:him|her|them|his|her)\\b|\\b(?:still )?(?:has|had|got) (?:access to|into|the password (?:to|for)) my (?:\\w+ )?(?:account|accounts|email|phone|icloud|bank|facebook|instagram|messages)\\b',
      ),
    ],
  ),
  C(
    'coercive_control',
    'Control that cuts off help',
    ['dv'],
    [
      p(
        // Work, money and time controlled (thehotline.org financial abuse and isolation):
        // made to quit jobs, no money of one's own, timed errands, calls if a few minutes late.
        '\\b(?:makes?|made|forces?|forced|pressur\\w*) me (?:to )?(?:quit|leave|give up|turn down) (?:\\w+ ){0,2}(?:jobs?|work|school|classes|college|friends|career)\\b|\\btime limits? (?:on|for) (?:how long |when |where )?(?:i|me|my)\\b|\\b(?:times|timing|clocks) (?:me|how long i)\\b|\\bcalls? (?!(?:\\w+ ){0,3}(?:lawyer|attorney|police|cops|court|mediator|judge|school))(?:\\w+ ){0,3}if (?:im|i am|i get|i come home) (?:\\d+ (?:min|mins|minutes) )?(?:late|not (?:home|back))\\b|\\b(?:no|dont have any|have no|none of) (?:money|income|cash|bank account|account|car) (?:of|in) my own\\b',
      ),
    ],
  ),
  C(
    'pet_threat',
    'A threat to or harm of a pet',
    ['dv'],
    [
      p(
        // A pet shut in or left without food or water as punishment (humane societies' DV pages).
        `\\b(?:${ACTOR}|my ex)\\b (?:\\w+ ){0,2}(?:locked|locks|left|leaves|shut|shuts|put|puts|kept|keeps) (?:\\w+ ){0,3}${PET}\\b (?:\\w+ ){0,3}(?:in (?:the|a) (?:hot car|car|trunk|crate|cage|garage|shed|basement|closet|freezer|dryer|yard)|outside|without (?:food|water))\\b(?=.*\\b(?:hot|heat|panting|yell\\w*|scream\\w*|punish\\w*|freezing|cold|starv\\w*|to teach|because i|all night|all day|no water|no food)\\b)`,
      ),
    ],
  ),
  C(
    'fear_home',
    'Afraid to go home',
    ['dv'],
    [
      p(
        // Fear of what the other parent will do next (thehotline: feeling afraid of a partner).
        '\\b(?:afraid|scared|terrified|frightened|petrified) (?:of )?what (?:happens|will happen|(?:he|she)(?:ll| will| might| is going to)? do) (?:the )?next time\\b|\\b(?:afraid|scared|terrified|frightened|petrified) for (?:us both|both of us|us all|all of us|our lives|my life)\\b',
      ),
    ],
  ),
  C(
    'child_abuse',
    'A child being hurt or abused',
    ['childhelp'],
    [
      p(
        // An injury whose story keeps changing or recurs as "another fall" (Childhelp and TEN-4:
        // explanations that change or do not fit), and a child's own words of night visits.
        `\\b(?:spiral fracture|fractur\\w*|broken (?:arm|leg|bone|rib|ribs|wrist|collarbone)|swollen (?:lip|eye|face|cheek)|split lip|black eye|burns?|bruis\\w*|welts?|(?:chunk|clump|patch) of (?:her|his) hair)\\b(?=.*\\b(?:story (?:changed|changes|keeps changing|doesnt add up)|stories (?:dont|do not) match|changed (?:his|her|their) story|(?:second|third|fourth|fifth|another) (?:slip|fall|accident|one)|this is the (?:second|third|fourth|fifth) time|doesnt add up)\\b)|\\b(?:bothers|bothered|bothering|visits|visited|comes? (?:in)?to|came (?:in)?to|messes with|plays with) (?:me|her|him) (?:at night|in (?:the|my|her|his) (?:bed|bath|room) at night)\\b`,
      ),
    ],
  ),
  C(
    'sexual_assault',
    'Sexual assault',
    ['rainn', 'dv'],
    [
      p(
        // Sex as a duty owed to a spouse, said while forcing (RAINN: intimate partner sexual violence).
        '\\b(?:thats|that is) what (?:wives|husbands|girlfriends|boyfriends|partners) are for\\b|\\b(?:my|your) (?:wifely |marital )?duty\\b(?=.*\\b(?:sex|bed|pins?|pinned|held|forc\\w*|make|made)\\b)|\\bowe (?:him|her) sex\\b',
      ),
    ],
  ),
  C(
    'self_harm',
    'Self-harm',
    ['lifeline'],
    [
      p(
        // Hurting one's own body until it marks, by any means (biting, pinching, scratching,
        // hitting, burning), and hair or lashes pulled out till bald (Mayo Clinic, AFSP).
        '\\b(?:bite|bites|biting|bit|pinch\\w*|scratch\\w*|dig\\w*|hit\\w*|punch\\w*|slap\\w*|burn\\w*|squeez\\w*) (?:\\w+ ){0,4}my (?:own )?(?:\\w+ )?(?:hands?|arms?|legs?|thighs?|wrists?|skin|face|head|lips?|fingers?|stomach|cheeks?)\\b (?:\\w+ ){0,3}(?:until|till|til) (?:they|it|i) (?:\\w+ )?(?:bruise\\w*|bleed\\w*|bled|swell\\w*|hurts?|break\\w*)\\b|\\b(?:pull\\w*|pick\\w*|yank\\w*|rip\\w*) (?:out )?(?:\\w+ ){0,3}(?:her|his|my|their) (?:own )?(?:hair|eyelashes|lashes|eyebrows|brows)\\b(?=.*\\b(?:again|bald (?:spots?|patch\\w*)|when (?:shes|hes|im|she is|he is|i am|she gets|he gets|i get) (?:upset|anxious|stressed|nervous|sad)|keeps|cant stop)\\b)',
        {
          except:
            '\\b(?:he|hes|dad|daddy|my ex|ex|boyfriend|stepdad|stepmom|brother|sister|someone|kid at school|classmate|bully) (?:\\w+ ){0,2}(?:pull|yank|rip|hit|punch|slap|burn|bit|bite)\\w*',
        },
      ),
    ],
  ),
  C(
    'other_suicide',
    'The other parent threatening suicide',
    ['dv', 'lifeline'],
    [
      p(
        // Suicide threatened to keep the parent from leaving (thehotline: threatening suicide
        // as control): "if you loved me you would not let me die", "my fault if he dies".
        '\\b(?:wouldnt|would not|wont|will not|dont|do not|couldnt) let (?:him|her) die\\b|\\b(?:hell|shell|he will|she will|hed|shed|hes going to|shes going to) die (?:if|without|when|unless) (?:i|you|u)\\b|\\b(?:my|your) fault (?:if|when) (?:he|she) (?:dies|is dead|kills|hurts)\\b',
      ),
    ],
  ),
  C(
    'suicide',
    'Thoughts of suicide',
    ['lifeline'],
    [
      p(
        // No point to oneself; a means got with no everyday use named; reading up on ways;
        // an end date written down ("mom's last week") (AFSP and 988 warning signs).
        '\\b(?:tired of being|sick of being) (?:the|a) (?:problem|burden)\\b|\\bno fixing me\\b|\\b(?:not|never) (?:going to|gonna) be a (?:problem|burden) for (?:anyone|anybody|you|them|everyone) (?:much )?longer\\b|\\b(?:got|have|made) a plan for (?:after|when)\\b|\\bin order so (?:nobody|no one|the kids|they) (?:has|have|dont have|wont have) to\\b|\\b(?:car|engine) running\\b(?=.*\\b(?:garage|sat|sitting)\\b)|\\btell (?:the kids|my kids|them|her|him|my (?:son|daughter|boys|girls)) i loved (?:them|him|her)\\b|\\bi wont be anywhere\\b|\\b(?:wrote|writing|left) (?:\\w+ ){0,2}(?:letters?|notes?) (?:to|for) (?:both |each of |all )?(?:my |the |our )?(?:kids|children|girls|boys|son|daughter)\\b(?![^.!?]*\\b(?:lunch\\w*|school|teacher|santa|camp|birthday|thank|tooth fairy|valentine\\w*|trip)\\b)|\\b(?:in case|if) (?:im|i am) not (?:here|around)\\b(?=.*\\b(?:everything|passwords|logins|info|one place|sorted|all of it)\\b)|\\b(?:whats|what is|wheres|where is) (?:even )?the point (?:of|in) (?:me|my life|living|being here|going on|being alive)\\b|\\b(?:bought|buy|got|picked up|ordered|purchased) (?:a |some |the |more )?(?:rope|noose|(?:bottle|box) of (?:sleeping pills|tylenol|painkillers|pills))\\b(?![^.!?]*\\b(?:for (?:the|a|our|my|his|her) |to (?:tie|hang (?:the|a|up)|fix|secure|climb|make)|swing|boat|tent|camping|climbing|project|costume|craft|tug)\\b)|\\b(?:reading|read|looking|looked|searching|searched|googling|googled|researching|researched) (?:up )?(?:about |into |for |at )?(?:ways|how|methods) to (?:do it|die|end it|go|not wake up|kill myself)\\b(?! (?:cheaper|better|right|properly|legally|myself|online|together|faster|without|with|for|on|in))|\\b(?:moms|dads|mommys|daddys|my) last (?:week|day|days|month|christmas|birthday|weekend)\\b(?! (?:of|at|before|in|on|here|with|off|working|there|school))',
        { except: '\\b(?:work|job|contract|lease|school|semester|term|vacation|trip|shift|class)\\b' },
      ),
    ],
  ),
  C(
    'strangulation',
    'Strangulation',
    ['dv'],
    [
      p(
        // Not able to breathe with a hold or a fear of dying named, whatever the hold.
        '\\b(?:couldnt|could not|cant|can not|cannot) breathe\\b(?=.*\\b(?:thought (?:i was going to die|this is it|i would die|id die|i was dying)|his (?:hands|arm|knee)|her (?:hands|arm|knee)|neck|throat|pinned|on top of me|held me|pressed)\\b)',
        { except: '\\b(?:panic|anxiety|asthma|allerg\\w*|smoke|covid|flu|inhaler|laughing|crying so)\\b' },
      ),
    ],
  ),
  C(
    'violence',
    'Physical violence',
    ['dv'],
    [
      p(
        // A head held under water, whoever's (drowning attempts).
        '\\b(?:held|hold|holds|holding|tried to hold|pushed|pushes|push|shoved|forced|kept) (?:my|her|his|their|the babys|the kids|my (?:sons|daughters|babys)) (?:head|face) (?:under|in|into|down in) (?:the )?(?:\\w+ )?(?:water|tub|bath|pool|toilet|sink|bucket)\\b',
      ),
    ],
  ),
  C(
    'immigration_threat',
    'A threat about immigration status',
    ['dv'],
    [
      p(
        // Status used as a threat, to the parent or the children (AsistaHelp, thehotline).
        '\\b(?:illegal|undocumented|no papers|(?:her|my|your|mommys|mamas) (?:papers|status)|visa|green card)\\b(?=.*\\b(?:taken away|take (?:you|her|me|mommy|mom|mama) away|sent back|send (?:you|her|me|mommy|mom) back|deport\\w*|ice|lose (?:the|your|my) kids|never see (?:the|your|my) kids)\\b)|\\b(?:taken away|take (?:you|her|me|mommy|mom|mama) away|sent back|send (?:you|her|me|mommy|mom) back)\\b(?=.*\\b(?:illegal|undocumented|no papers|papers|status|visa|green card)\\b)',
        {
          except:
            '\\b(?:immigration lawyer|immigration attorney|apply\\w* for|renew\\w*|citizenship ceremony|passport office)\\b',
        },
      ),
    ],
  ),
  C(
    'reproductive_coercion',
    'Reproductive coercion',
    ['dv'],
    [
      p(
        // Pressure or harassment over a pregnancy decision (ACOG and thehotline on reproductive coercion).
        '\\b(?:end|terminate|keep|abort|continue) (?:the|this|my) pregnancy\\b(?=.*\\b(?:keeps saying|kept saying|shows? up|showed up|threat\\w*|wont let|what kind of (?:mother|woman)|wont stop|harass\\w*|makes? me|made me|forc\\w*|pressur\\w*|or else|if i (?:dont|do))\\b)|\\b(?:keeps saying|kept saying|shows? up|showed up|threat\\w*|wont let|harass\\w*|makes? me|made me|forc\\w*|pressur\\w*)\\b(?=.*\\b(?:end|terminate|keep|abort|continue) (?:the|this|my) pregnancy\\b)',
      ),
    ],
  ),
  C(
    'child_taken',
    'A child not returned or taken',
    ['ncmec'],
    [
      p(
        // Hours late with two signs of being gone (NCMEC family abduction warning signs).
        '\\b(?:\\d+|two|three|four|five|six|several) hours late\\b.*\\b(?:not answering|no answer|phone (?:is )?(?:off|dead)|voicemail|looks empty|is empty|cleared out|car is gone|blocked me)\\b',
      ),
    ],
  ),
  C(
    'sexual_assault',
    'Sexual assault',
    ['rainn', 'dv'],
    [
      p(
        // Pressure and a price: made to do things on camera, traded for a debt, "did it anyway".
        '\\bassault\\w* (?:me )?sexually\\b|\\b(?:said|told (?:him|her)) no\\b.*\\b(?:did it anyway|kept going|went ahead|didnt care)\\b|\\bmakes? me do (?:stuff|things) on camera\\b|\\bsold me to\\b|\\b(?:his|her) right\\b(?=.*\\b(?:pinned|held|pried|legs|forced|bed)\\b)',
      ),
    ],
  ),
  C(
    'other_suicide',
    'The other parent threatening suicide',
    ['dv', 'lifeline'],
    [
      p(
        // The other parent's own means or plan, however said (AFSP warning signs seen in another).
        `\\b(?:${ACTOR}|my ex)\\b (?:\\w+ ){0,6}(?:(?:use|turn) (?:it|the gun|the rifle|the knife|them) on (?:himself|herself)|(?:drive|driving|jump|jumping|walk|walking) (?:\\w+ ){0,2}(?:off|into|in front of) (?:a |the )?(?:overpass|bridge|cliff|building|roof|train|traffic|river|lake)|googl\\w* how many (?:of )?(?:his|her) (?:pills|meds)|how many (?:of )?(?:his|her) (?:pills|meds) it would take|(?:end|ending) it\\b(?=(?: \\w+){0,3} (?:tonight|unless|if (?:i|you|u)|for good|all|forever|today)\\b)|(?:going to|gonna|will|is going to) end it\\b(?! (?:with|between|amicably|legally|in court))|(?:posted|sent|left|wrote) (?:\\w+ ){0,2}farewell|gave (?:away )?(?:his|her) (?:dog|cat|guns?|tools|things|stuff) (?:away|to))\\b`,
        { negatable: true },
      ),
    ],
  ),
  C(
    'harm_children_and_self',
    'A threat to harm the children and oneself',
    ['dv', 'lifeline'],
    [
      p(
        // Taking the children along when the one threatening goes, or all of them "gone" by a date.
        `\\b(?:take|takes|taking|bring|make sure) (?:the kids|them|${KID}|(?:him|her) and (?:the kids|them|${KID})) (?:\\w+ ){0,3}(?:with (?:him|her) when (?:he|she) (?:ends it|dies|goes|is gone|kills)|and (?:himself|herself) out|(?:are|is) gone (?:before|by))\\b|\\b(?:daddy|mommy|dad|mom|he|she) and (?:you|the kids|them|${KID})\\b (?:\\w+ ){0,4}(?:sleep (?:\\w+ )?forever|go to heaven|die together|never wake up)\\b|\\b(?:me and (?:my |the |our )?${KID_WORD}|${KID} and (?:i|me)) should (?:just )?(?:go together|all go|leave this world)\\b|\\b(?:me|him|her|daddy|mommy) and (?:the |my |our )?${KID_WORD}\\b (?:are |is )?(?:going to|gonna|will|should|about to) (?:\\w+ ){0,2}(?:be at peace|be in a better place|be at rest|be in heaven|be together forever)\\b`,
      ),
    ],
  ),
  C(
    'pet_threat',
    'A threat to or harm of a pet',
    ['dv'],
    [
      p(
        // Held out of a high window, whatever floor.
        `\\b(?:holds?|held|holding|dangl\\w*) (?:the |our |my |his |her )?(?:kids )?${PET}\\b (?:\\w+ ){0,4}out (?:of )?(?:the|a) (?:\\w+ ){0,2}window\\b`,
      ),
    ],
  ),
  C(
    'child_taken',
    'A child not returned or taken',
    ['ncmec'],
    [
      p(
        // Overdue and unreachable, said with the times; told not to look; records sent abroad;
        // a passport applied for without the parent's signature (Polly Klaas, NCMEC).
        `\\b(?:pickup|pick up|drop ?off|exchange|return|due back|supposed to be back)\\b (?:\\w+ ){0,3}\\d+\\b.*\\b(?:its|it is|now) (?:almost |past )?(?:\\d+(?:pm|am)?|midnight)\\b(?=.*\\b(?:voicemail|not answering|no answer|doesnt know where|dont know where|phone (?:is )?off|blocked)\\b)|\\bhours past the (?:return|drop ?off|pick ?up|exchange)(?: time)?\\b|\\b(?:dont|do not) (?:try to )?(?:look|come looking) for (?:us|them)\\b|\\b(?:youll|you will) never find (?:us|them)\\b|\\b(?:withdrew|withdrawn|pulled|unenrolled) (?:\\w+ ){0,3}(?:kids|children|son|daughter|him|her|them)\\b(?=.*\\b(?:records|transcripts|overseas|abroad|never agreed|without (?:my|me|telling))\\b)|\\benrolled (?:\\w+ ){0,4}(?:school|daycare) (?:there|in (?:mexico|\\w+ country))\\b(?=.*\\b(?:staying|not coming back|for good|permanently|wont come back)\\b)|\\bpassport (?:application|applications|renewal)\\b(?=.*\\b(?:never signed|didnt sign|without my|never agreed|behind my back)\\b)|\\bpicked up (?:${KID}|him|her|them) from (?:daycare|school|the babysitter|camp)\\b(?=.*\\b(?:without telling|no one knows|nobody knows|not answering|isnt answering)\\b)`,
      ),
    ],
  ),
  C(
    'child_abuse',
    'A child being hurt or abused',
    ['childhelp'],
    [
      p(
        // Sexual knowledge beyond the age, an adult in the child's bed or room at night, a secret
        // about a bath or a bed, and the baby's torn lip under it (Childhelp, TEN-4).
        `\\bno (?:kid|child|girl|boy) (?:her|his|their|that) age should (?:know|be doing)\\b|\\b(?:roommate|friend|brother|man|guy|cousin|uncle|boyfriend|grandpa) (?:sleeps|slept|lays|lies|gets) in (?:her|his|my) (?:room|bed)\\b|\\b(?:comes|came|coming) in (?:to (?:her|his|my) room )?at night\\b|\\b(?:not (?:supposed|allowed) to tell|(?:tells?|told) (?:her|him|them) not to tell) (?:about|what|you|me|mommy|mom|daddy|dad|anyone)\\b(?:(?=.*\\b(?:baths?|bed|touch\\w*|secret|game|private|night|tickle)\\b)|(?<=\\b(?:baths?|bed|touch\\w*|secret|game|private|night|tickle)\\b.*))|\\b(?:cut|tear|torn|bruise)(?: \\w+)? under (?:my |her |his |the )?(?:\\w+ )?lip\\b`,
      ),
    ],
  ),
  C(
    'self_harm',
    'Self-harm',
    ['lifeline'],
    [
      p(
        // Hiding the body from everyone (Adolescent Self Injury Foundation: refusing to swim or wear short sleeves).
        '\\b(?:take|took|taking) (?:way )?(?:more|extra|too many) (?:of )?(?:my )?(?:meds|pills|medication|sleeping pills|tablets)\\b(?=.*\\b(?:numb|feel (?:nothing|something)|than i should|on purpose|punish)\\b)|\\b(?:cant|cannot|wont|dont) let (?:anyone|anybody|people|them|him|her) see my (?:arms|thighs|wrists|legs|stomach|skin)\\b|\\b(?:skip\\w*|avoid\\w*) (?:\\w+ ){0,3}(?:pool|beach|swim\\w*)\\b(?=.*\\b(?:see my|my (?:arms|thighs|wrists|legs)|the (?:cuts|marks|scars))\\b)',
      ),
    ],
  ),
  C(
    'coercive_control',
    'Control that cuts off help',
    ['dv'],
    [
      p(
        // Money for medicine, papers or a badge held until the parent obeys or drops the case.
        `\\b(?:${ACTOR}|my ex)\\b (?:\\w+ ){0,2}(?:refuses to give|wont give|will not give|took|takes|keeps|kept) (?:me )?(?:\\w+ ){0,4}(?:money|insulin|meds|medication|badge|id|passport|papers|documents|keys|phone|car)\\b(?=.*\\b(?:unless|until|if i dont|till)\\b)`,
        { negatable: true, except: CONTROL_EXCEPT },
      ),
    ],
  ),
];

/** The concepts a message names, as features for the statistical layer (model.ts). */
export const CONCEPT_TAGS: ReadonlyArray<readonly [string, RegExp]> = [
  ['harm', new RegExp(`\\b${HARM}\\b`)],
  ['target', new RegExp(`\\b${BODY}\\b`)],
  ['weapon', new RegExp(`\\b${WEAPON_ANY}\\b`)],
  ['threat', new RegExp(`\\b${SAYS}\\b.*\\b${FUTURE}\\b (?:\\w+ ){0,2}${THREAT_HARM}\\b`)],
  ['veiled', new RegExp(`\\b${VEILED}\\b`)],
  ['pet', new RegExp(`\\b${PET}\\b`)],
  // A picture of the parent and people who could see it: a threat to expose, however worded.
  [
    'exposure',
    new RegExp(
      `\\b(?:my|the|those|these|our|of me|of us) (?:\\w+ ){0,3}${IMAGE}\\b.*\\b${AUDIENCE}\\b|\\b${AUDIENCE}\\b.*\\b(?:my|the|those|these|of me) (?:\\w+ ){0,3}${IMAGE}\\b`,
    ),
  ],
  ['control', new RegExp(`\\b${CONTROL_ACT}\\b.*\\b${CONTROL_THING}\\b`)],
  ['child-signs', new RegExp(`\\b${CHILD_SIGNS}\\b`)],
  ['child', new RegExp(`\\b${KID_WORD}\\b`)],
  ['fear', /\b(?:afraid|scared|terrified|frightened|fear\w*|unsafe|panic\w*|miedo)\b/],
  [
    'self',
    /\b(?:(?:hurt|kill|cut|end|harm) myself|my life|me gone|anymore|no point|be over|end it|so tired|sleep|burden|goodbye)\b/,
  ],
  [
    'absence',
    /\b(?:late|not answering|nobody answers|phone (?:is )?off|cant reach|gone|missing|no one knows|nobody knows|empty|passports?|flights?|country|abroad)\b/,
  ],
];
