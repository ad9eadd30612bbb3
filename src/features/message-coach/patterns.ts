// The patterns the message coach reads sentences with (docs/message-coach.md): dates, times,
// places, money, children's needs, requests, greetings and closings, and the flag categories
// that make a sentence hostile.
import { rx, type FlagCategory } from './rules';

export const HOSTILE: ReadonlySet<FlagCategory> = new Set([
  'insult',
  'sarcasm',
  'absolute',
  'blame',
  'past',
  'threat',
  'offtopic',
  'tone',
]);

export const TIME = rx(
  String.raw`\b(?:\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)(?=\W|$)|\d{1,2}:\d{2}\b|noon|midnight|midday|\d{1,2} o'clock|after school|before school|after work|before work|tonight|this (?:morning|afternoon|evening)|in the (?:morning|afternoon|evening)|bedtime|lunchtime|dinnertime|(?:at|by|around|until|till|before|after|from) (?:\d{1,2}(?:ish)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?!\s*(?:years?|months?|weeks?|days?|kids|children|times|of|%|\d|:))\b|\d{1,2}ish|(?:mon|tues|wednes|thurs|fri|satur|sun)day (?:morning|afternoon|evening|night)|(?:morning|afternoon|evening) (?:pick-?up|drop-?off|exchange))`,
);
export const DATE = rx(
  String.raw`\b(?:today|tomorrow|tonight|yesterday|this (?:weekend|week|coming \w+|year|month|summer|fall|autumn|spring|winter|semester|term)|next (?:year|summer|fall|spring|winter|semester|term)|next (?:week|weekend|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.? \d{1,2}(?:st|nd|rd|th)?|(?:january|february|march|april|may|june|july|august|september|october|november|december)(?: \d{1,2}(?:st|nd|rd|th)?)?|\d{1,2}/\d{1,2}(?:/\d{2,4})?|the \d{1,2}(?:st|nd|rd|th)|(?:spring|winter|summer|fall|thanksgiving|christmas|easter|mid-?winter) (?:break|vacation|holidays?)|thanksgiving|christmas(?: eve| day)?|new year's(?: eve| day)?|easter|hanukkah|halloween|mother's day|father's day|spring break|summer (?:break|vacation)|(?:his|her|their|the kids') birthday|the weekend|weekends?|end of (?:the )?(?:week|month|day)|(?:labor|memorial|presidents'?|president's|veterans'?|mlk|martin luther king|independence|columbus|boxing|new year's|valentine's) day(?: weekend)?|(?:4th|fourth) of july|(?:winter|fall|autumn|mid-?term|february|april) (?:break|recess|holidays?))\b`,
);
/** Weekday abbreviations, capitalised ("Tues", "Thurs."): lower-case "sat" or "wed" are other words. */
export const DATE_SHORT = /\b(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\b\.?(?=[\s,.?!]|$)/g;
export const PLACE = rx(
  String.raw`\b(?:at|to|from|in|near|outside|by) (?:the |my |your |his |her |our |their )?(?:school|house|home|place|apartment|apt|condo|park|station|police station|daycare|day care|office|library|mall|restaurant|church|gym|field|pool|airport|hospital|clinic|dentist|doctor's|orthodontist|pediatrician|center|centre|rink|studio|stadium|court ?house|courthouse|gas station|parking lot|mcdonald's|starbucks|target|walmart|grandma's|grandpa's|mom's|dad's|practice|camp|exchange point|[A-Z][a-z]+ (?:School|Elementary|Middle|High|Park|Hall|Center|Centre|Library|Church|Street|St|Avenue|Ave|Road|Rd|Mall|Field|Arena))\b`,
);
export const MONEY = rx(
  String.raw`(?:\$\s?\d[\d,]*(?:\.\d\d)?|\b\d[\d,]*(?:\.\d\d)? (?:dollars|bucks)\b|\b(?:pay|paid|paying|payment|owe|owed|owes|cost|costs|bill|bills|fee|fees|reimburse\w*|child support|tuition|co-?pay|expenses?|receipts?|venmo|zelle|paypal|half (?:of|the)|my share|your share|split (?:the|it)|deposit|insurance)\b)`,
);
export const CHILD_NEED = rx(
  String.raw`\b(?:doctor|dentist|orthodontist|pediatrician|therapist|therapy|counsel(?:or|ling|ing)|appointment|medicine|medication|meds|prescription|inhaler|epipen|allerg\w*|sick|fever|flu|cold|cough|ill|vomit\w*|throwing up|injur\w*|hurt (?:his|her|their)|stitches|school|homework|teacher|class|report card|grades?|conference|field trip|permission slip|practice|game|recital|lesson|lessons|tryouts?|camp|daycare|day care|babysitter|sitter|tutor\w*|birthday|party|glasses|retainer|coat|jacket|shoes|boots|clothes|uniform|backpack|lunch|diapers?|formula|car ?seat|bedtime|nap|haircut|vaccin\w*|shots|checkup|check-up|surgery|braces|swim\w*|soccer|baseball|basketball|hockey|dance|ballet|piano|scouts?)\b`,
);
export const REQUEST = rx(
  String.raw`\b(?:can you|could you|would you|will you|would you mind|if (?:maybe )?you could|can u|could u|can we|could we|would it be|can i|could i|may i|please|pls|plz|i need you to|need you to|let me know|i(?:'d| would) like (?:to|you to)|i want to (?:swap|switch|trade|change|take|pick|keep|have|bring|move)|(?:ask|asking) you (?:about|to|if|whether)|switch(?:ing)? (?:our |the )?(?:days|weekends?|nights)|swap(?:ping)? (?:our |the )?(?:days|weekends?|nights)|trade (?:our |the )?(?:days|weekends?)|are you able|is it (?:ok|okay|possible|alright)|would you be (?:able|willing|ok|okay)|i(?:'m| am) asking|send me|confirm|make sure|remember to|don't forget|reply|respond|get back to me|tell me|i propose|i suggest|how about|what about|would (?:saturday|sunday|monday|tuesday|wednesday|thursday|friday) work|does (?:that|this|\w+day) work|(?:maybe |perhaps )?we (?:could|can|should)(?! have)|we need to (?:talk|discuss|decide|figure|sort|agree|switch|swap|change)|i(?:'d| would) like to (?:discuss|talk|switch|swap|change|take|have|pick)|i need to (?:switch|swap|change|move|trade|reschedule|pick|drop|take|have)|i (?:need|want|expect|would like) (?:her|him|them|the kids|the children|the boys|the girls|it|the money|the payment|a (?:reply|response|answer)) (?:back |home |returned |dropped off |picked up |paid )?(?:by|at|on|before|no later than|this|next|tonight|today|tomorrow))\b`,
);
export const GREETING = /^\s*(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|thanks|thank you)\b/i;
export const CLOSING =
  /\b(?:thanks|thank you|regards|best|take care|cheers|sincerely|appreciate it|have a good (?:day|evening|night|weekend))\b[^.!?]*[.!]?\s*(?:[A-Z][a-z]+\.?)?\s*$/i;
export const REASON_WORDS = rx(
  String.raw`\b(?:because|since|so that|so (?:she|he|they|i|we) can|(?<=,\s*)so (?=i|we)|in order to|as (?:she|he|they|the|i|we)|due to|per the (?:order|plan|agreement|schedule))\b`,
);
/** Courtesy or a reason that makes a command an ask. */
export const COURTEOUS = rx(
  String.raw`\b(?:please|pls|thanks|thank you|let me know|feel free|if you (?:can|could|want|like|prefer)|because|since|so that|so (?:she|he|they|i|we) can|in order to|when you (?:can|get a chance))\b`,
);

/** Whether a global pattern matches (from the start, whatever its last use). */
export function hit(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  return re.test(text);
}

/** [start, end) spans of `re` in `text`, offset by `base`. */
export function spans(re: RegExp, text: string, base: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  re.lastIndex = 0;
  for (const m of text.matchAll(re)) if (m[0].length) out.push([base + m.index, base + m.index + m[0].length]);
  return out;
}
