/**
 * "Hide addresses and phone numbers" in the journal's report (PDF, CSV, print): street
 * addresses, P.O. boxes, a city/state/ZIP line, email addresses and US phone numbers in the
 * parent's words are replaced by a marker. Pure; docs/journal.md ("The report") lists what
 * is caught and what is not, and tests/unit/journal-report-redact.test.ts has the exact
 * outputs, including the dates, times, amounts and report numbers that must stay.
 *
 * The pattern set, reviewed against:
 * - USPS Publication 28 (Postal Addressing Standards): a delivery line is a primary number,
 *   an optional pre-directional, the street name, a suffix (Appendix C1; the common ones
 *   below, full word and USPS abbreviation), an optional post-directional and a secondary
 *   unit (Apt, Unit, Ste, #…); P.O. Box lines; numbered roads (County Road, State Route,
 *   US Highway, Rural Route); the last line "City, ST 12345-6789".
 * - The North American Numbering Plan: a number is NXX-NXX-XXXX, where N is 2-9, so area
 *   code and exchange never start with 0 or 1; a leading +1 or 1 is the country code.
 *
 * To keep dates ("2027-03-14", "3/14/27"), times ("18:05"), amounts ("$1,234.56") and report
 * numbers ("R-2027-114", "24-118832") as they are:
 * - a phone number needs the NANP shape with separators ("555-123-4567", "(555) 123-4567",
 *   "555.123.4567", "555 123 4567", "+1 …", or "555-0134" for seven digits); ten digits run
 *   together count only right after a word such as "phone", "cell", "call" or "text";
 * - nothing that touches a letter, digit, hyphen or slash on either side is a phone number
 *   ("Case 24-555-123-4567" stays whole);
 * - a street address needs a house number, one to four name words (not words like "minutes"
 *   or "the": "waited 20 minutes at the Court" stays) and a street suffix;
 * - a five-digit number alone is never hidden; a ZIP code only after an address or a state.
 */

const ADDRESS_MARK = '[address hidden]';
const PHONE_MARK = '[phone hidden]';
const EMAIL_MARK = '[email hidden]';

const SUFFIXES = [
  'Street',
  'St',
  'Avenue',
  'Ave',
  'Av',
  'Road',
  'Rd',
  'Boulevard',
  'Blvd',
  'Drive',
  'Dr',
  'Lane',
  'Ln',
  'Court',
  'Ct',
  'Place',
  'Pl',
  'Way',
  'Circle',
  'Cir',
  'Parkway',
  'Pkwy',
  'Highway',
  'Hwy',
  'Terrace',
  'Ter',
  'Trail',
  'Trl',
  'Square',
  'Sq',
  'Loop',
  'Pike',
  'Alley',
  'Aly',
  'Row',
  'Crossing',
  'Xing',
  'Expressway',
  'Expy',
  'Freeway',
  'Fwy',
  'Turnpike',
  'Tpke',
  'Plaza',
  'Plz',
  'Point',
  'Pt',
  'Ridge',
  'Rdg',
  'Run',
  'Path',
  'Cove',
  'Cv',
  'Bend',
  'Heights',
  'Hts',
  'Hollow',
  'Commons',
  'Center',
  'Ctr',
  'Glen',
  'Grove',
  'Grv',
  'Landing',
  'Meadows',
  'Park',
  'Pass',
  'View',
  'Village',
];

const STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|PR|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY';

/** Words that end a street name: "waited 20 minutes at the Court" is not an address. */
const NOT_NAME_WORDS = (
  'a an the at in on to of for and or but with by from about after before until than then so as ' +
  'is was were are be been it he she they we i you my his her their our your me him them us this that ' +
  'min mins minute minutes hour hours hr hrs day days week weeks month months year years am pm time times ' +
  'dollars dollar cents bucks kids children child people miles mile blocks block late early more less over under ' +
  'calls texts messages pages percent points cars no not'
).split(' ');

const NUMBER = String.raw`\d{1,6}(?:-\d{1,4})?[A-Za-z]?(?: 1/2)?`;
const DIRECTION = String.raw`(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West|Northeast|Northwest|Southeast|Southwest)\.?`;
const NAME_WORD = String.raw`(?:(?!(?:${NOT_NAME_WORDS.join('|')})\b)[A-Za-z][A-Za-z'’.-]*|\d{1,3}(?:st|nd|rd|th))`;
const UNIT = String.raw`(?:,?\s*(?:Apt|Apartment|Unit|Suite|Ste|Bldg|Building|Fl|Floor|Rm|Room|Lot|Trlr|#)\.?\s*#?\s*[A-Za-z0-9-]*\d[A-Za-z0-9-]*|,?\s*(?:Apt|Apartment|Unit|Suite|Ste|Bldg|Building)\.?\s+[A-Za-z]\b)`;
const NUMBERED_ROAD = String.raw`(?:County\s+(?:Road|Rd)|State\s+(?:Route|Road|Rd|Highway|Hwy)|U\.?S\.?\s+(?:Highway|Hwy|Route)|Highway|Hwy|Route|Rte|Farm\s+to\s+Market\s+Road|FM|Rural\s+Route|RR)\s+\d{1,5}[A-Za-z]?`;

/** A house number on a numbered road; or a house number, optional direction, 1-4 name words, a suffix, optional direction and unit. */
const STREET = new RegExp(
  String.raw`\b${NUMBER}\s+(?:${DIRECTION}\s+)?${NUMBERED_ROAD}\b${UNIT}?` +
    String.raw`|\b${NUMBER}\s+(?:${DIRECTION}\s+)?(?:${NAME_WORD}\s+){1,4}?(?:${SUFFIXES.join('|')})\b\.?(?:\s+${DIRECTION}(?![A-Za-z]))?${UNIT}?`,
  'gi',
);
const PO_BOX = /\b(?:P\.?\s?O\.?|Post\s+Office)\s*Box\s+\d+[A-Za-z]?\b/gi;
const MARKED = ADDRESS_MARK.replace(/[[\]]/g, '\\$&');
/** After an address: ", Springfield, IL 62704", " Springfield IL", ", 62704". */
const CITY_TAIL = new RegExp(
  String.raw`${MARKED}(?:,?\s+[A-Z][A-Za-z.'’-]*(?:\s+[A-Z][A-Za-z.'’-]*){0,3},?\s+(?:${STATES})\b(?:\s+\d{5}(?:-\d{4})?\b)?|,?\s+\d{5}(?:-\d{4})?\b)`,
  'g',
);
/** Without a street: "Springfield, IL 62704". */
const CITY_LINE = new RegExp(
  String.raw`\b[A-Z][A-Za-z.'’-]*(?:\s+[A-Z][A-Za-z.'’-]*){0,3},\s+(?:${STATES})\s+\d{5}(?:-\d{4})?\b`,
  'g',
);
const EMAIL = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g;

const EXT = String.raw`(?:\s*(?:ext\.?|x|extension)\s*\d{1,5})?`;
const PHONE = new RegExp(
  [
    // (555) 123-4567, 555-123-4567, 555.123.4567, 555 123 4567, +1 555 123 4567, 1-555-123-4567
    String.raw`(?:\+?1[-.\s]?)?(?:\([2-9]\d\d\)\s?|[2-9]\d\d[-.\s])[2-9]\d\d[-.\s]\d{4}${EXT}`,
    // 555-0134, 555.0134
    String.raw`[2-9]\d\d[-.]\d{4}${EXT}`,
    // +44 20 7946 0958: a + and at least 8 digits in groups
    String.raw`\+\d{1,3}(?:[\s.-]?\(?\d{1,4}\)?){2,5}`,
  ].join('|'),
  'gi',
);
/** Ten digits together only right after a phone word: "call 5551234567". */
const BARE_PHONE =
  /(\b(?:phone|phones|cell|cellphone|mobile|tel|telephone|call|called|calling|text|texted|texting|fax|whatsapp|number is)\b[^\d\n]{0,20}?)(\+?1?[2-9]\d\d[2-9]\d{6})(?!\d)/gi;

/** True when the match touches a letter, digit, hyphen or slash (part of something longer). */
function touches(text: string, start: number, end: number): boolean {
  const before = text[start - 1] ?? ' ';
  const after = text[end] ?? ' ';
  const afterNext = text[end + 1] ?? ' ';
  return /[\w/-]/.test(before) || /\w/.test(after) || (/[-/]/.test(after) && /\d/.test(afterNext));
}

function hidePhones(text: string): string {
  let out = text.replace(PHONE, (m: string, offset: number) => {
    const digits = m.replace(/\D/g, '').length;
    if (m.startsWith('+') && digits < 8) return m;
    return touches(text, offset, offset + m.length) ? m : PHONE_MARK;
  });
  out = out.replace(BARE_PHONE, (_m, lead: string) => `${lead}${PHONE_MARK}`);
  return out;
}

function hideAddresses(text: string): string {
  let out = text.replace(EMAIL, EMAIL_MARK);
  out = out.replace(PO_BOX, ADDRESS_MARK);
  out = out.replace(STREET, ADDRESS_MARK);
  out = out.replace(CITY_TAIL, ADDRESS_MARK);
  out = out.replace(CITY_LINE, ADDRESS_MARK);
  return out;
}

/** The text with street and email addresses, P.O. boxes and phone numbers replaced by markers. */
export function redactText(text: string): string {
  if (!/\d|@/.test(text)) return text;
  return hidePhones(hideAddresses(text));
}
