/**
 * Which parent a word names: Mother/Father, Husband/Wife, Petitioner/Respondent and the first
 * names the documents give them ("Jane Smith ("Mother")"). Plain TypeScript, no DOM.
 */

export type Role = 'mother' | 'father' | 'petitioner' | 'respondent' | 'both' | 'child';

/** First names and party labels found in the documents, mapped to a role. */
export type Aliases = Map<string, Role>;

const ROLE_WORDS: Array<[RegExp, Role]> = [
  [/^(?:mother|wife|mom|maternal)$/i, 'mother'],
  [/^(?:father|husband|dad|paternal)$/i, 'father'],
  [/^petitioner$/i, 'petitioner'],
  [/^respondent$/i, 'respondent'],
];
export const ROLE_LABEL: Record<Role, string> = {
  mother: 'the Mother',
  father: 'the Father',
  petitioner: 'the Petitioner',
  respondent: 'the Respondent',
  both: 'both parents',
  child: 'the children',
};

/**
 * Reads "Jane Smith ("Mother")", "Mother: Jane Smith", "Petitioner/Mother",
 * "Respondent (Father)" and similar, from all the documents of both sides.
 */
export function findAliases(texts: string[]): Aliases {
  const map: Aliases = new Map();
  const roleOf = (w: string): Role | null => {
    for (const [re, r] of ROLE_WORDS) if (re.test(w)) return r;
    return null;
  };
  const links: Array<[Role, Role]> = [];
  const all = texts.join('\n');
  const ROLE = '(Mother|Father|Husband|Wife|Petitioner|Respondent)';
  // A name stays on one line: "3. Summer Residential Schedule" over "Father will have ..." names nobody.
  // Up to three names after the first ("Brianna Lee Walking Elk (the "Mother")").
  // ("Petitioner: Desmond Park    Respondent: Yuki Tanaka-Park": "Respondent" is no part of Desmond's name.)
  const NAME =
    "([A-Z][a-z]{2,})(?:[^\\S\\n]+[A-Z]\\.)?(?:[^\\S\\n]+(?!(?:Mother|Father|Husband|Wife|Petitioner|Respondent|Plaintiff|Defendant)\\b)[A-Z][a-zA-Z'-]+){1,3}";
  const patterns: Array<[RegExp, 'role-name' | 'name-role' | 'role-role']> = [
    // A line break only after a colon ("Petitioner:" over the name): "Tyler Jensen, Petitioner" over
    // "Fourth Judicial District Court" names nobody.
    [new RegExp(`\\b${ROLE}(?:[^\\S\\n]*:\\s*|[^\\S\\n]*,?[^\\S\\n]*)(?:is\\s+)?${NAME}`, 'g'), 'role-name'],
    [
      new RegExp(
        `\\b${NAME}[^\\S\\n]*,?[^\\S\\n]*\\(?[^\\S\\n]*(?:hereinafter\\s+(?:referred\\s+to\\s+as\\s+|called\\s+)?|is\\s+(?:referred\\s+to\\s+as|called|known\\s+as)\\s+)?(?:the\\s+)?["'\u201c]?${ROLE}\\b`,
        'g',
      ),
      'name-role',
    ],
    [new RegExp(`\\b${ROLE}\\s*(?:/|\\(|,\\s*the\\s+)\\s*(?:the\\s+)?${ROLE}\\b`, 'gi'), 'role-role'],
  ];
  for (const [re, shape] of patterns) {
    for (let m = re.exec(all); m; m = re.exec(all)) {
      if (shape === 'role-role') {
        const a = roleOf(m[1] ?? '');
        const b = roleOf(m[2] ?? '');
        if (a && b && a !== b) links.push([a, b]);
        continue;
      }
      const role = roleOf((shape === 'role-name' ? m[1] : m[2]) ?? '');
      const name = (shape === 'role-name' ? m[2] : m[1]) ?? '';
      if (
        !role ||
        roleOf(name) ||
        /^(?:The|This|That|Each|Both|Either|Neither|Court|State|County|Party|Parties|Child|Children|Shall|Will|And)$/.test(name)
      )
        continue;
      // "Decision-Making The Petitioner ...": a heading run into a sentence, no name; nor is "In this
      // Parenting Plan the Respondent is called ..." ("Parenting Plan").
      if (/\s(?:The|This|That|Each|Both|Either|Neither)\b/.test(m[0]) || NOT_NAME.test(m[0])) continue;
      const had = map.get(name);
      if (had && had !== role) links.push([had, role]);
      const isLegal = role === 'petitioner' || role === 'respondent';
      if (!had || (had !== role && !isLegal)) map.set(name, role);
    }
  }
  // Petitioner/Respondent linked to Mother/Father: read them as the parent.
  for (const [a, b] of links) {
    const legal = a === 'petitioner' || a === 'respondent' ? a : b === 'petitioner' || b === 'respondent' ? b : null;
    const parent = a === 'mother' || a === 'father' ? a : b === 'mother' || b === 'father' ? b : null;
    if (legal && parent) map.set(legal === 'petitioner' ? 'Petitioner' : 'Respondent', parent);
  }
  for (const [name, role] of map) {
    if (role === 'petitioner' || role === 'respondent') {
      const linked = map.get(role === 'petitioner' ? 'Petitioner' : 'Respondent');
      if (linked) map.set(name, linked);
    }
  }
  // Each document's own definitions (Plaintiff, Defendant, Parent A ...): kept where the
  // documents that define a label agree on the parent it names.
  const defined = new Map<string, Parent | null>();
  for (const t of texts)
    for (const [l, p] of roleDefinitions(t)) defined.set(l, defined.has(l) && defined.get(l) !== p ? null : p);
  // A label or a first name no definition ties to a parent, read from the pronoun its own sentence
  // uses for it (pronounParents()): "Petitioner shall provide health insurance ... through his employer".
  for (const [w, p] of pronounParents(texts)) {
    const had = map.get(w);
    const label = LEGAL_KEY.test(w) ? w : had === 'petitioner' ? 'Petitioner' : had === 'respondent' ? 'Respondent' : null;
    if (label && !defined.has(label) && !map.has(label)) defined.set(label, p);
    else if (!label && !had) map.set(w, p);
  }
  otherSide(defined, all);
  for (const [l, p] of defined) if (p) map.set(l, p);
  // A name written beside a label a document defines ("Owen Farrell, the Plaintiff, is their dad",
  // "the Defendant, Julia Farrell"): that parent's first name.
  for (const [l, p] of defined) {
    if (!p) continue;
    const label = l.replace(/ /g, '\\s+');
    for (const m of all.matchAll(
      new RegExp(`\\b${NAME}[^\\S\\n]*,?[^\\S\\n]*\\(?(?:the\\s+)?${label}\\b|\\b${label}\\s*[:,]\\s*${NAME}`, 'g'),
    )) {
      const name = (m[1] ?? m[2]) as string;
      if (
        !map.has(name) &&
        !roleOf(name) &&
        !/^(?:The|This|That|Each|Both|Either|Neither|Court|State|County)$/.test(name) &&
        !NOT_NAME.test(m[0])
      )
        map.set(name, p);
    }
  }
  // A caption in capitals ("KEONI A. KAHALE, Plaintiff, vs. LEILANI M. KAHALE, Defendant", "PLAN OF
  // KEONI KAHALE (FATHER)"): the first name, written as a name, is the parent its label names.
  for (const m of all.matchAll(CAPS_NAME_ROLE)) {
    const name = `${(m[1] as string).charAt(0)}${(m[1] as string).slice(1).toLowerCase()}`;
    const label = labelKey(m[2] as string);
    const p = /^(?:Mother|Father)$/.test(label) ? (label.toLowerCase() as Parent) : (defined.get(label) ?? map.get(label));
    if ((p === 'mother' || p === 'father') && !map.has(name) && !NOT_FIRST.test(name)) map.set(name, p);
  }
  // Names read as a party label ("Luis Ortega, Petitioner") name the parent the label is defined as.
  for (const [name, role] of map) {
    if (role !== 'petitioner' && role !== 'respondent') continue;
    const linked = map.get(role === 'petitioner' ? 'Petitioner' : 'Respondent');
    if (linked === 'mother' || linked === 'father') map.set(name, linked);
  }
  // A parent writing in the first person ("I am Leah Carver, the children's mother"): "I", "me",
  // "my" name that parent wherever the documents say them, when every document that says who
  // "I" is names the same parent (two authors writing "I" each are left as written).
  // "... the son of Rosa Baca and me, Daniel Baca": "me" is the parent whose name follows.
  // "with me (Keoni)", "I (Leilani) want ...", "I'm Leilani.", "My name is Keoni Kahale": "I" is the
  // parent that first name is.
  const namedSelf = (t: string): Parent | null => {
    const m =
      /\b(?:me|I),\s+([A-Z][a-z]{2,})\s+[A-Z][a-zA-Z'-]+/.exec(t) ??
      /\b(?:me|I)\s*\(\s*([A-Z][a-z]{2,})(?:\s+[A-Z][a-zA-Z'-]+)?\s*\)/.exec(t) ??
      /\bI(?:['\u2019]m|\s+am)\s+([A-Z][a-z]{2,})(?:\s+[A-Z][a-zA-Z'-]+)?\s*(?:[.;:\n]|,\s+(?:and\s+)?I\b|,\s+(?:the\s+)?(?:Plaintiff|Defendant|Petitioner|Respondent)\b|$)/.exec(
        t,
      ) ??
      /\b[Mm]y name is\s+([A-Z][a-z]{2,})\b/.exec(t) ??
      // "The kids live with me, so I'm the custodial parent": the label the other document defines.
      /\bI(?:['\u2019]m|\s+am)\s+(?:the\s+)?((?:non-?)?custodial parent|[Pp]laintiff|[Dd]efendant|[Pp]etitioner|[Rr]espondent)\b/.exec(
        t,
      );
    const key = m?.[1]
      ?.replace(/^(non-?)?custodial parent$/i, (_x, non?: string) => (non ? 'Noncustodial Parent' : 'Custodial Parent'))
      .replace(/^[pdr]/, (c) => c.toUpperCase());
    const r = key ? map.get(key) : undefined;
    return r === 'mother' || r === 'father' ? r : null;
  };
  // First names a parent's own words give ("Marcus is their dad", "I'm Amanda, Ella's mom", "Marcus
  // (Dad)", "my ex-husband Marcus"): kept where every such phrase agrees and no definition says otherwise.
  // A name read as a party label ("Brynn Jensen, Respondent" and "Brynn Jensen, mom of Ava") ties the label too.
  for (const [name, p] of firstNameRoles(texts)) {
    const had = map.get(name);
    const label = had === 'petitioner' ? 'Petitioner' : had === 'respondent' ? 'Respondent' : null;
    if (label && !map.has(label)) map.set(label, p);
    if (!had || label) map.set(name, p);
  }
  // A party label written beside a first name the parents' own words place ("The Plaintiff, Priya
  // Raman, and the Defendant, Arjun Raman" or "PRIYA RAMAN, Plaintiff, v. ARJUN RAMAN, Defendant"
  // beside "I'm Priya, mom of Anika"): the label names that parent, unless a document defines it.
  const labelled = new Map<string, Set<Parent>>();
  for (const m of all.matchAll(
    /\b(Plaintiff|Defendant|Petitioner|Respondent)\s*,\s*([A-Z][a-z]{2,})\b|\b([A-Z][a-z]{2,}|[A-Z]{3,})(?:[^\S\n]+[A-Z]\.)?(?:[^\S\n]+(?:[A-Z][a-z]+|[A-Z]{2,}))?\s*,\s*(?:the\s+)?(Plaintiff|Defendant|Petitioner|Respondent)\b/g,
  )) {
    const label = (m[1] ?? m[4]) as string;
    const raw = (m[2] ?? m[3]) as string;
    const p = map.get(`${raw.charAt(0)}${raw.slice(1).toLowerCase()}`);
    if (p === 'mother' || p === 'father') labelled.set(label, new Set([...(labelled.get(label) ?? []), p]));
  }
  for (const [label, ps] of labelled) if (ps.size === 1 && !map.has(label)) map.set(label, [...ps][0] as Parent);
  // The other side of the case is the other parent, and names read as a label follow it.
  otherSide(map, all);
  for (const [name, role] of map) {
    if (role !== 'petitioner' && role !== 'respondent') continue;
    const linked = map.get(role === 'petitioner' ? 'Petitioner' : 'Respondent');
    if (linked === 'mother' || linked === 'father') map.set(name, linked);
  }
  // A plan in the first person titled with its author's name ("Kevin Morales - what I'm asking for",
  // "Amanda's Plan for Ella", "What Dustin Holt proposes for Lily"): "I" is that parent.
  // So is one signed with a name ("Leilani Akana, Hilo, November 2026" under the title, "Jesse" on
  // the last line), when the title names nobody.
  const titled = (t: string): Parent | null => {
    if (!/\b(?:I|I'm|me|my)\b/.test(t)) return null;
    const lines = t
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    // Under the title, a line that opens with a name ("Brynn Jensen, mom of Ava and Owen"); among the
    // last three, a line that is only a name (a signature over "I propose this plan in good faith.").
    const signed = [
      // "By Brianna Morris, mom of Jaylen (13) and Kiara (9)." too.
      ...lines
        .slice(1, 3)
        .filter((l) => /^(?:By\s+)?[A-Z][a-z]{2,}(?:\s+[A-Z][a-zA-Z'-]+){0,2}(?:,\s|\s[-\u2013\u2014]\s)/.test(l)),
      ...lines.slice(-3).filter((l) => /^[A-Z][a-z]{2,}(?:\s+[A-Z][a-zA-Z'-]+){0,2}\.?$/.test(l)),
    ];
    // A signed line whose first sentence says what its opening name is to the children names its
    // author there ("From Hannah Berg, Ava and Leo's mom. Josh Berg is their dad." names Hannah, not
    // Josh); a caption naming both parties ("Jenna Holm, Petitioner, and Marcus Holm, ...") names both.
    const author = (l: string) =>
      /^[^.]*\b(?:mom|mother|dad|father)\b/i.test(l) ? (l.split(/,\s|\s[-\u2013\u2014]\s/)[0] ?? '') : l;
    const parentsNamed = (t: string) =>
      new Set(
        [...t.matchAll(/\b([A-Z][a-z]{2,})\b/g)]
          .map((m) => map.get(m[1] as string))
          .filter((r) => r === 'mother' || r === 'father'),
      );
    // A signed line that names one parent says who wrote it, whoever the title names ("My answer to
    // Kevin's notice about moving" over "From Rosa Delgado, Mateo and Lucia's mom, to Kevin Brennan ...").
    const bySignature = parentsNamed(signed.map(author).join(' '));
    if (bySignature.size === 1) return [...bySignature][0] as Parent;
    // A title naming someone beside "I" ("Child support - what Terrell and I worked out") names the
    // other parent, never the author.
    const title = (lines[0] ?? '').replace(/\b[A-Z][a-z]{2,}\s+and\s+(?:I|me)\b|\b(?:I|me)\s+and\s+[A-Z][a-z]{2,}\b/g, '');
    const named = parentsNamed([title, ...signed.map(author)].join(' '));
    return named.size === 1 ? ([...named][0] as Parent) : null;
  };
  const selves = new Set(
    texts.map((t) => firstPersonParent(t) ?? namedSelf(t) ?? titled(t)).filter((p): p is Parent => p !== null),
  );
  if (selves.size === 1) map.set('I', [...selves][0] as Parent);
  // "Tasha takes her to the Evansville airport", "since Tasha has her the rest of the fall": in
  // this author's words "she"/"her" is a child, since it is never the other parent named just before.
  const self = map.get('I');
  if (self === 'mother' || self === 'father') {
    const other = self === 'mother' ? 'father' : 'mother';
    const names = [...map].filter(([k, r]) => r === other && /^[A-Z][a-z]+$/.test(k)).map(([k]) => k);
    const pronoun = other === 'mother' ? 'her' : 'him';
    if (
      names.length &&
      new RegExp(
        `\\b(?:${names.join('|')})\\s+(?:[a-z]+\\s+){1,2}${pronoun}\\b(?!\\s+(?:own|mother|father|mom|dad|parents?|family|husband|wife|boyfriend|girlfriend|partner)\\b)`,
      ).test(all)
    )
      pronounIsChild.add(map);
  }
  // The children's first names ("Sofia Ortiz, born 2018", "Gabriel Baca, born June 12, 2015", "Nora
  // Lind (age 10)", "Amara, birth year 2015", "Riley Tanaka-Price, age 7"): a child named on one side and "the children" on the other are the same.
  for (const m of all.matchAll(
    /\b([A-Z][a-z]{2,})(?:\s+[A-Z][a-z]+(?:-[A-Z][a-z]+)?)?(?:\s+\(([A-Z][a-z]{2,})\))?(?:,\s*|\s+\(|\s+)(?:(?:was|is)\s+)?(?:born|birth year|age|aged)\s+(?:in\s+|on\s+)?(?:\d|(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d)/g,
  )) {
    // "Gabe (Gabriel) was born April 19, 2013": both names are the child's.
    for (const name of [m[1], m[2]]) if (name && !map.has(name) && !roleOf(name) && !NOT_FIRST.test(name)) map.set(name, 'child');
  }
  // A caption naming the children ("IN THE INTEREST OF SOFIA RUIZ AND EMILIO RUIZ, CHILDREN", "in the
  // interest of Mia Lee, a child"): their first names.
  for (const m of all.matchAll(
    /\b(?:IN THE INTEREST OF|[Ii]n the [Ii]nterest of)\s+([^\n]{3,160}?),?\s+(?:AN?\s+|[Aa]n?\s+)?(?:MINOR\s+|[Mm]inor\s+)?(?:CHILDREN|CHILD|[Cc]hildren|[Cc]hild)\b/g,
  ))
    for (const n of (m[1] as string).split(/\s*(?:,|\bAND\b|\band\b)\s*/)) {
      const first = /^([A-Z][A-Za-z'-]{2,})\b/.exec(n.trim())?.[1];
      if (!first) continue;
      const name = `${first.charAt(0)}${first.slice(1).toLowerCase()}`;
      if (!map.has(name) && !roleOf(name) && !NOT_FIRST.test(name)) map.set(name, 'child');
    }
  // "Mateo and Lucia's mom", "Lily's dad": the children a parent is named after.
  for (const m of all.matchAll(
    /\b([A-Z][a-z]{2,})(?:,? and ([A-Z][a-z]{2,}))?['\u2019]s (?:mom|dad|mother|father|mommy|daddy)\b/g,
  ))
    for (const name of [m[1], m[2]]) if (name && !map.has(name) && !roleOf(name) && !NOT_FIRST.test(name)) map.set(name, 'child');
  // "Our kids Noelani and Kai", "our daughter, Mia": the children by their first names.
  for (const m of all.matchAll(
    /\b(?:[Oo]ur|[Mm]y|[Tt]heir)\s+(?:kids|children|sons?|daughters?|child)\s*,?\s+([A-Z][a-z]{2,})(?:\s*(?:,|and|&)\s*([A-Z][a-z]{2,}))?/g,
  ))
    for (const name of [m[1], m[2]]) if (name && !map.has(name) && !roleOf(name) && !NOT_FIRST.test(name)) map.set(name, 'child');
  findThirdParties(map, all);
  return map;
}

/** The two sides of a case: the one who filed and the other. */
const SIDES: Array<[string, string]> = [
  ['Petitioner', 'Respondent'],
  ['Plaintiff', 'Defendant'],
  ['Custodial Parent', 'Noncustodial Parent'],
];
/**
 * One side of a case tied to a parent and the other side named in the documents but tied to none:
 * the other side is the other parent ("Plaintiff shall provide ... through her employer" against
 * "Defendant shall pay ...").
 */
function otherSide<V extends string | null>(m: Map<string, V>, all: string): void {
  for (const [x, y] of SIDES)
    for (const [one, other] of [
      [x, y],
      [y, x],
    ] as const) {
      const p = m.get(one);
      if (
        (p === 'mother' || p === 'father') &&
        !m.has(other) &&
        new RegExp(`\\b${other.replace(/^Non/, 'non-?')}\\b`, 'i').test(all)
      )
        m.set(other, (p === 'mother' ? 'father' : 'mother') as V);
    }
}

/** Nouns only an adult has: "his employer", "her job". */
const ADULT_NOUN = /^(?:employer|employment|job|work|workplace|income|wages|salary|earnings|paycheck)\b/i;

/**
 * Which parent a party label or first name is, read from the pronoun its own sentence uses for it:
 * the sentence opens with the label or name and says "his" or "her" before an adult's noun ("12.
 * Petitioner shall provide health insurance for the children through his employer", "Erin carries
 * Wyatt's health insurance through her job"). A word read both ways is left out; "his or her" says
 * nothing.
 */
export function pronounParents(texts: string[]): Map<string, Parent> {
  const votes = new Map<string, Set<Parent>>();
  for (const t of texts)
    for (const sentence of t.split(/(?<=[.;!?])\s+|\n/)) {
      // The subject, then its verb ("shall", "will", "carries", "keeps").
      const m =
        /^\s*(?:\d{1,2}(?:\.\d{1,2})*\.?\s+|[A-Za-z]\.\s+|\(?[a-z0-9]{1,2}\)\s+)?(?:The\s+)?(Petitioner|Respondent|Plaintiff|Defendant|[A-Z][a-z]{2,})(?:\s+[A-Z][a-zA-Z'-]+)?\s+(?:shall|will|must|may|can|[a-z]+s)\b/.exec(
          sentence,
        );
      const who = m?.[1];
      if (!who || (NOT_FIRST.test(who) && !LEGAL_KEY.test(who))) continue;
      // Another parent named in the sentence may be the one the pronoun means.
      const others =
        sentence.match(/\b(?:Mother|Father|mother|father|Mom|Dad|mom|dad|Petitioner|Respondent|Plaintiff|Defendant)\b/g) ?? [];
      if (others.some((w) => w !== who)) continue;
      if (/\b(?:his|her)\s*(?:or|\/)\s*(?:his|her)\b/i.test(sentence)) continue;
      const found = new Set<Parent>();
      for (const p of sentence.matchAll(/\b(his|her)\s+(?:own\s+)?(\w+)/gi))
        if (ADULT_NOUN.test(p[2] ?? '')) found.add(/^his$/i.test(p[1] ?? '') ? 'father' : 'mother');
      if (found.size === 1) votes.set(who, new Set([...(votes.get(who) ?? []), ...found]));
    }
  const out = new Map<string, Parent>();
  for (const [w, ps] of votes) if (ps.size === 1) out.set(w, [...ps][0] as Parent);
  return out;
}

/** Party labels a document may define for a parent: "Plaintiff", "Defendant", "Parent A", "Parent 1". */
// "The Mother is the custodial parent and the Father is the noncustodial parent" (the Indiana
// Guidelines' words): the document's own definition of its labels, read like "Parent A".
const LEGAL_LABEL =
  /\b(?:Plaintiff|Defendant|Petitioner|Respondent|PLAINTIFF|DEFENDANT|PETITIONER|RESPONDENT|Parent (?:[AB12]|One|Two)|PARENT (?:[AB12]|ONE|TWO)|(?:[Nn]on-?)?[Cc]ustodial [Pp]arent)\b/g;
const PARENT_LABEL = /\b(?:Mother|Father|Husband|Wife|mother|father|husband|wife|MOTHER|FATHER)\b/g;
/**
 * Text allowed between a party label and the parent it names: punctuation, names and the
 * words of a definition ("Jennifer Ortiz, Plaintiff, hereinafter Mother", "the Mother,
 * Rachel Lind, is Parent A", "Lauren Mills (Petitioner/Parent 1)"), never "and" or "v.".
 */
const GLUE =
  /^(?:[\s,()/:"'\u201c\u201d-]|\bin this (?:plan|agreement|order|document)\b|\b(?:is|was|hereinafter|herein|referred|to|as|called|the|known|also|a\/k\/a|their|of|children's|child's|children|child)\b|\b[A-Z][a-z]+\b|\b[A-Z]{2,}\b|\b[A-Z]\.)*$/;
const labelKey = (l: string) =>
  l.charAt(0).toUpperCase() +
  l
    .slice(1)
    .toLowerCase()
    .replace(/^on-custodial/, 'oncustodial')
    .replace(/ (\w)/, (m) => m.toUpperCase());

/**
 * One document's role map: which parent each party label it uses names, read from its own
 * definitions and caption ("Jennifer Ortiz, Plaintiff, hereinafter Mother", "Proposed by the
 * Mother, Rachel Lind (Petitioner/Parent A)", "Defendant (the Father)"). A label linked to
 * both parents in the same document is left out.
 */
export function roleDefinitions(text: string): Map<string, Parent> {
  type Mention = { at: number; end: number; legal: string | null; parent: Parent | null };
  const mentions: Mention[] = [];
  for (const m of text.matchAll(LEGAL_LABEL))
    mentions.push({ at: m.index, end: m.index + m[0].length, legal: labelKey(m[0]), parent: null });
  for (const m of text.matchAll(PARENT_LABEL)) {
    const w = m[0].toLowerCase();
    mentions.push({
      at: m.index,
      end: m.index + m[0].length,
      legal: null,
      parent: w === 'mother' || w === 'wife' ? 'mother' : 'father',
    });
  }
  mentions.sort((x, y) => x.at - y.at);
  // Labels joined by glue name the same party; a group with one parent word defines them all.
  const votes = new Map<string, Set<Parent>>();
  let group: Mention[] = [];
  const close = () => {
    const parents = new Set(group.map((g) => g.parent).filter((p): p is Parent => p !== null));
    if (parents.size === 1) {
      const p = [...parents][0] as Parent;
      for (const g of group) if (g.legal) votes.set(g.legal, new Set([...(votes.get(g.legal) ?? []), p]));
    }
    group = [];
  };
  for (const m of mentions) {
    const prev = group[group.length - 1];
    const between = prev ? text.slice(prev.end, m.at) : '';
    // "Joseph Carver is their father and the Petitioner": "and" joins a parent word and a label
    // (", and the Defendant, Julia Farrell, is ..." after a comma starts the next party's definition).
    const joined =
      /^\s+and\s+(?:the\s+)?$/.test(between) &&
      prev !== undefined &&
      prev.parent !== null &&
      m.legal !== null &&
      /\b(?:their|children's|child's)\s+$/i.test(text.slice(Math.max(0, prev.at - 12), prev.at));
    // A sentence ends at ". " or "; ", but not at an initial ("Kevin J. Morales").
    // A new line starts another definition ("PROPOSED BY DEFENDANT" over "Crystal Dahl is referred to
    // as "Mother" ..."), unless the line ends inside one ("Petitioner:" over the name).
    const ends = /(?<!\b[A-Z])[.;]\s/.test(between) || /^[^\S\n]*\n/.test(between);
    // The other party's label starts another party ("PROPOSED BY THE DEFENDANT / The Petitioner, Renee ...").
    const opposite = m.legal !== null && group.some((g) => g.legal !== null && opposed(g.legal, m.legal as string));
    if (prev && (opposite || (!joined && !(between.length <= 60 && GLUE.test(between) && !ends)))) close();
    group.push(m);
  }
  close();
  const out = new Map<string, Parent>();
  for (const [l, ps] of votes) if (ps.size === 1) out.set(l, [...ps][0] as Parent);
  return out;
}

type Parent = 'mother' | 'father';

/** Words in capitals that open a caption or title, never a first name. */
const CAPS_NOT_NAME =
  'AND|THE|OF|VS|IN|RE|FOR|BY|TO|PLAN|PARENTING|PROPOSED|SUBMITTED|FILED|ORDER|CASE|MATTER|MARRIAGE|CUSTODY|STATE|COUNTY|COURT|CIRCUIT|DISTRICT|FAMILY|JUDGMENT|DECREE|AGREEMENT|STIPULATED|JOINT|PETITION|MOTION|NOTICE|PARTY|PARTIES';
/** A name in capitals and the label beside it: "KEONI A. KAHALE, Plaintiff", "LEILANI KAHALE (MOTHER)", "DANA RENEE PRUITT (the "Mother")". */
const CAPS_NAME_ROLE = new RegExp(
  `\\b(?!(?:${CAPS_NOT_NAME})\\b)([A-Z]{3,})(?:[^\\S\\n]+[A-Z]\\.)?(?:[^\\S\\n]+(?!(?:${CAPS_NOT_NAME})\\b)[A-Z][A-Z'-]+){1,3}[^\\S\\n]*,?[^\\S\\n]*\\(?[^\\S\\n]*(?:the[^\\S\\n]+|THE[^\\S\\n]+)?["'\u201c]?(Plaintiff|Defendant|Petitioner|Respondent|Mother|Father|PLAINTIFF|DEFENDANT|PETITIONER|RESPONDENT|MOTHER|FATHER)\\b`,
  'g',
);

const PARENT_WORD = (w: string): Parent => (/^(?:mother|mom|mommy|mum|wife|ex-?wife)$/i.test(w) ? 'mother' : 'father');
// "Their mom Leilani gets ...": a sentence may open with the possessive.
// "Ava and Leo's mom": two children named before the possessive.
const KIDS =
  "(?:[Tt]heir|[Hh]er|[Hh]is|[Oo]ur|[Tt]he|[Tt]he kids'|[Tt]he children's|[Tt]he child's|[Oo]ur kids'|[Oo]ur children's|(?:[A-Z][a-z]+,? and )?[A-Z][a-z]+'s)";
const FIRST = '([A-Z][a-z]{2,})';
const NOT_FIRST =
  /^(?:The|This|That|Each|Both|Either|Neither|Court|State|County|Party|Parties|Child|Children|Mother|Father|Mom|Dad|Husband|Wife|Plaintiff|Defendant|Petitioner|Respondent|Parent|And|But|When|If|Then|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;

/**
 * First names a parent's own words give the parents: "Marcus is their dad", "their dad, Marcus",
 * "I'm Amanda, Ella's mom", "I, Dana, the mother", "Marcus (Dad)", "my ex-husband Marcus". A name
 * given both parents is left out.
 */
export function firstNameRoles(texts: string[]): Map<string, Parent> {
  const votes = new Map<string, Set<Parent>>();
  const vote = (name: string | undefined, w: string | undefined) => {
    if (!name || !w || NOT_FIRST.test(name)) return;
    votes.set(name, new Set([...(votes.get(name) ?? []), PARENT_WORD(w)]));
  };
  const ROLEW = '([Mm]om|[Mm]other|[Dd]ad|[Ff]ather|[Mm]ommy|[Dd]addy|[Mm]um)';
  const patterns: Array<[RegExp, number, number]> = [
    // "Marcus is their dad", "Lauren is Lily's mom"
    [new RegExp(`\\b${FIRST}(?:[^\\S\\n]+[A-Z][a-z]+)?\\s+is\\s+${KIDS}\\s+${ROLEW}\\b`, 'g'), 1, 2],
    // "their dad, Marcus", "the kids' mother Dana"
    [new RegExp(`\\b${KIDS}\\s+${ROLEW},?[^\\S\\n]+${FIRST}\\b(?!'s)`, 'g'), 2, 1],
    // "Their dad is Arjun Raman", "The kids' mom is Dana"
    [new RegExp(`\\b${KIDS}\\s+${ROLEW}\\s+is\\s+${FIRST}\\b`, 'g'), 2, 1],
    // "I'm Priya, mom of Anika ...", "I am Dana, the mother of Liam"
    [
      new RegExp(
        `\\bI(?:['\u2019]m|\\s+am|,)\\s+${FIRST}(?:[^\\S\\n]+[A-Z][a-z]+)*,\\s+(?:the\\s+)?${ROLEW}\\s+(?:of|to)\\b`,
        'g',
      ),
      1,
      2,
    ],
    // A title line: "Brynn Jensen, mom of Ava and Owen", "Dale Kowalski, the children's father",
    // "From Hannah Berg, Ava and Leo's mom."
    [
      new RegExp(
        `^[^\\S\\n]*(?:(?:From|By)[^\\S\\n]+)?${FIRST}(?:[^\\S\\n]+[A-Z][a-zA-Z'-]+)*,[^\\S\\n]+(?:(?:the|${KIDS})[^\\S\\n]+)?${ROLEW}(?:[^\\S\\n]+(?:of|to)\\b|[^\\S\\n]*(?:[.;,]|$))`,
        'gm',
      ),
      1,
      2,
    ],
    // "Marcus (Dad)", "Dana Lee (the mother)"
    [new RegExp(`\\b${FIRST}(?:[^\\S\\n]+[A-Z][a-z]+)?\\s*\\(\\s*(?:the\\s+)?["']?${ROLEW}["']?\\s*\\)`, 'g'), 1, 2],
    // "I'm Amanda, Ella's mom", "I, Dana, the mother", "I am Renee, the kids' mom"
    [
      new RegExp(
        `\\bI(?:['\u2019]m|\\s+am|,)\\s+${FIRST}(?:[^\\S\\n]+[A-Z][a-z]+)*,\\s+(?:and\\s+)?(?:I\\s+am\\s+|am\\s+)?${KIDS}\\s+${ROLEW}\\b`,
        'g',
      ),
      1,
      2,
    ],
    // "Lucas Strand, the father, is "Parent A", and Marisol Strand, the mother, is "Parent B"": a
    // definition's appositive, in lower case.
    [new RegExp(`\\b${FIRST}(?:[^\\S\\n]+[A-Z][a-z]+)*,\\s+the\\s+(mother|father)(?=,|\\s+(?:is|and)\\b)`, 'g'), 1, 2],
    // "my ex-husband Marcus", "my former wife, Dana"
    [/\b[Mm]y\s+((?:ex-?|former\s+)?(?:husband|wife))\s*,?[^\S\n]+([A-Z][a-z]{2,})\b/g, 2, 1],
  ];
  for (const t of texts)
    for (const [re, n, w] of patterns)
      for (const m of t.matchAll(re)) {
        const word = (m[w] ?? '').toLowerCase().replace(/^(?:ex-?|former\s+)/, '');
        vote(m[n], word === 'husband' ? 'father' : word === 'wife' ? 'mother' : word);
      }
  const out = new Map<string, Parent>();
  for (const [name, ps] of votes) if (ps.size === 1) out.set(name, [...ps][0] as Parent);
  return out;
}

/** Which side of a case a party label names: the one who filed (1) or the other (2); null for neither. */
const sideOf = (label: string): 1 | 2 | null =>
  /^(?:Plaintiff|Petitioner)$/.test(label) ? 1 : /^(?:Defendant|Respondent)$/.test(label) ? 2 : null;
const parentSideOf = (label: string): 1 | 2 | null =>
  /^(?:Parent (?:A|1|One)|Custodial Parent)$/.test(label)
    ? 1
    : /^(?:Parent (?:B|2|Two)|Noncustodial Parent)$/.test(label)
      ? 2
      : null;
/** Two labels that can never name the same party: Plaintiff and Defendant, Petitioner and Defendant, Parent A and Parent B. */
function opposed(x: string, y: string): boolean {
  const cx = sideOf(x);
  const cy = sideOf(y);
  if (cx && cy) return cx !== cy;
  const px = parentSideOf(x);
  const py = parentSideOf(y);
  return px !== null && py !== null && px !== py;
}

/**
 * The parent a document's "I" is, from its own words: "I am Rafael Ortiz, the Plaintiff and the
 * children's father", "I, Leah Carver, am the children's mother", "I am the father". Null when
 * the document does not say, or says both.
 */
export function firstPersonParent(text: string): Parent | null {
  const found = new Set<Parent>();
  for (const m of text.matchAll(
    /\bI(?:\s+am|['’]m|,)\s+((?:(?!\b(?:their|his|her|my|is|are|was|not)\b)[^.;\n]){0,80}?)\b(mother|father|mom|dad)\b/gi,
  ))
    found.add(/^(?:mother|mom)$/i.test(m[2] ?? '') ? 'mother' : 'father');
  // "Submitted by Thomas Dube, the children's father", "Proposed by Hannah Ortega (Respondent),
  // mother of Mateo and Rosa", in a document that speaks as "I": the author is "I".
  if (/\b(?:I|me|my)\b/.test(text))
    for (const m of text.matchAll(
      /\b(?:[Ss]ubmitted|[Pp]roposed|[Pp]repared|[Ww]ritten|[Dd]rafted)\s+by\s+(?:the\s+)?[A-Z][^.;\n]{0,60}?\b(mother|father)\b/g,
    ))
      found.add(/^mother$/i.test(m[1] ?? '') ? 'mother' : 'father');
  // "Lauren is Lily's mom and I'm her dad", "I am the kids' father".
  for (const m of text.matchAll(
    /\bI(?:['\u2019]m|\s+am)\s+(?:their|her|his|the kids'|the children's|the child's|[A-Z][a-z]+'s)\s+(mother|father|mom|dad)\b/g,
  ))
    found.add(/^(?:mother|mom)$/i.test(m[1] ?? '') ? 'mother' : 'father');
  // "I, Hannah Ortega, the Respondent, am their mother."
  for (const m of text.matchAll(/\bI,\s+[^.;\n]{0,80}?,\s+am\s+(?:their|the children's|the child's)\s+(mother|father)\b/gi))
    found.add(/^mother$/i.test(m[1] ?? '') ? 'mother' : 'father');
  return found.size === 1 ? ([...found][0] as Parent) : null;
}

/**
 * "we", "us", "our" in a plan are both parents, whoever wrote it ("If we disagree on a joint
 * decision, we go to a mediator"; "Neither of us will move the children ...").
 */
function bothOfUs(t: string): string {
  return (
    t
      .replace(/\b(?:[Nn]either) of us\b/g, 'neither parent')
      .replace(/\b(?:[Ee]ither) of us\b/g, 'either parent')
      .replace(/\b(?:[Ee]ach) of us\b/g, 'each parent')
      .replace(/\b(?:[Bb]oth) of us\b/g, 'both parents')
      .replace(/\b[Oo]ur (children|child|kids)\b/g, 'the $1')
      .replace(/\b[Ww]e\b/g, 'both parents')
      .replace(/\b[Oo]ur\b/g, "both parents'")
      .replace(/\bus\b/g, 'both parents')
      // "...; in even years we switch": the other years by implication, as a separate "In even-numbered
      // years, the schedules are reversed." says; the clause adds no holder of its own.
      .replace(
        /[;,]\s*(?:and\s+)?in (?:even|odd)(?:[- ]numbered)? years,?\s+(?:both parents|the parents|they|the schedules? (?:is|are))\s+(?:switch|swap|reverse|reversed|trade)\b/gi,
        '',
      )
  );
}

/**
 * A parent's own words read as the parent they name: "I"/"me"/"my" as the parent who wrote them,
 * "we"/"us"/"our" and "Renee and I" as both parents, "neither of us" as neither parent, and in
 * such a text "he"/"him"/"his" (or "she"/"her") as the other parent ("He will have them every
 * other weekend" in the mother's plan). "his or her" and "he/she" stay as written.
 */
function firstPerson(t: string, self: Parent, aliases: Aliases): string {
  const own = self === 'mother' ? 'the Mother' : 'the Father';
  const other = self === 'mother' ? 'the Father' : 'the Mother';
  // "he or she", "his/her": either parent, left as written.
  const pair = self === 'mother' ? ['he|him|his', 'she|her|hers'] : ['she|her|hers', 'he|him|his'];
  const otherPronoun = new RegExp(
    `(?<!\\b(?:${pair[1]})\\s*(?:or|/)\\s*)\\b(${pair[0]})\\b(?!\\s*(?:or|/)\\s*(?:${pair[1]})\\b)`,
    'gi',
  );
  const out = t
    .replace(/\b(?:the Mother|the Father|([A-Z][a-z]+)) and I\b/g, (m: string, name?: string) =>
      // "Alicia has them on Mother's Day and I have them on Father's Day": "Day and I" is no pair of parents.
      name &&
      (aliases.get(name) === 'child' ||
        /^(?:The|And|Day|Eve|Weekend|Break|Christmas|Thanksgiving|Easter|Halloween|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/.test(
          name,
        ))
        ? m
        : 'both parents',
    )
    .replace(/\b[Mm]y\b/g, `${own}'s`)
    .replace(/\b[Mm]ine\b/g, `${own}'s`)
    .replace(/\b(?:I|[Mm]e|[Mm]yself)\b/g, own);
  // "Tyler and I will decide together about Liam's school, his doctors and his church": a pronoun
  // whose nearest named person is a child ("Liam") is the child, not the other parent.
  const children = [...aliases].filter(([, r]) => r === 'child').map(([k]) => k);
  const names = [...aliases].filter(([k, r]) => r !== 'child' && /^[A-Z][a-z]+$/.test(k)).map(([k]) => k);
  const nearestIsChild = (before: string) => {
    if (!children.length) return false;
    const re = new RegExp(`\\b(${[...children, ...names, 'Mother', 'Father'].join('|')})\\b`, 'g');
    const last = [...before.matchAll(re)].pop()?.[1];
    return last !== undefined && children.includes(last);
  };
  // A child is "she" or "he" in this author's words (findAliases): the pronoun stays as written.
  if (pronounIsChild.has(aliases)) return out;
  return out.replace(otherPronoun, (w: string, _g: string, at: number, all: string) => {
    if (nearestIsChild(all.slice(0, at))) return w;
    return /^(?:his|hers)$/i.test(w) ? `${other}'s` : other;
  });
}
/** Aliases whose author's "she"/"he" (the other parent's pronoun) names a child (findAliases). */
const pronounIsChild = new WeakSet<Aliases>();
const LEGAL_KEY =
  /^(?:Plaintiff|Defendant|Petitioner|Respondent|Parent (?:[AB12]|One|Two)|Custodial Parent|Noncustodial Parent)$/;
/** "her mother", "their father", "Sofia's father", "the children's mother": the parent. */
const POSSESSIVE_PARENT =
  /\b(?:[Hh]er|[Hh]is|[Tt]heir|[Oo]ur|[Tt]he child's|[Tt]he children's|[A-Z][a-z]+'s)\s+(mother|father|mom|dad)\b/g;
const resolvers = new WeakMap<Aliases, ((text: string) => string) | null>();
/**
 * A third party's visitation (session 26): a party label one document defines as the children's
 * grandparent ("the Petitioner, the children's maternal grandmother") and, in a parent's own words
 * that say "My mom is Patty Quinn", "Mom" used as a name: both are that grandparent, never a parent.
 */
const thirdParties = new WeakMap<Aliases, { labels: RegExp; names: RegExp }>();
function findThirdParties(map: Aliases, all: string): void {
  const labels = new Set<string>();
  for (const m of all.matchAll(
    /\b(Petitioner|Respondent|Plaintiff|Defendant)s?,\s+the\s+child(?:ren)?['’]s\s+(?:maternal\s+|paternal\s+)?(grandmother|grandfather|grandparents?)\b/g,
  ))
    if (!map.has(m[1] as string)) labels.add(m[1] as string);
  if (!labels.size) return;
  const names: string[] = [];
  if (/\b[Mm]y (?:mom|mother) is [A-Z]/.test(all)) names.push('Mom');
  if (/\b[Mm]y (?:dad|father) is [A-Z]/.test(all)) names.push('Dad');
  thirdParties.set(map, {
    labels: new RegExp(`\\b(?:[Tt]he\\s+)?(?:${[...labels].join('|')})\\b(?!s\\b)`, 'g'),
    // "Mom gets the kids", "dessert at Mom's": the grandparent; "my mom" is read below.
    names: names.length ? new RegExp(`(?<![Mm]y\\s)\\b((?:${names.join('|')})(?:['’]s)?)\\b(?!['’]s Day\\b)`, 'g') : /(?!)/g,
  });
}

/**
 * The text with every party label the documents define ("Plaintiff", "Parent A") written as
 * the parent it names ("the Mother"), so that typed values and wording are compared as the
 * same parent. Idempotent; labels no document defines are left as written.
 */
export function resolveRoles(text: string, aliases: Aliases): string {
  const third = thirdParties.get(aliases);
  // A hyphenated first name read by its last part ("Jean-Paul is their dad": "Paul"), so "four weeks
  // with Jean-Paul" names the same parent.
  const named = text.replace(/\b([A-Z][a-z]+)-([A-Z][a-z]{2,})\b/g, (m: string, first: string, last: string) => {
    const r = aliases.get(last);
    return (r === 'mother' || r === 'father') && !aliases.has(first) ? last : m;
  });
  const t = bothOfUs(
    third
      ? named
          .replace(third.labels, 'the grandparent')
          .replace(third.names, (_m, w: string) => (/['’]s$/.test(w) ? "the grandparent's" : 'the grandparent'))
      : named,
  )
    // "at my mom's house", "my dad will drive": in a parent's own words, that parent's own parent.
    .replace(/\b[Mm]y (?:mom|mother|mum|dad|father|parents)\b(?!['’]s [Dd]ay\b)/g, 'a grandparent')
    .replace(POSSESSIVE_PARENT, (_m, w: string) => (/^(?:mother|mom)$/i.test(w) ? 'the Mother' : 'the Father'))
    // "the mother" in a parent's own words is the Mother of a drafted plan.
    .replace(/\b([Tt]he) (mother|father)\b/g, (_m, the: string, w: string) => `${the} ${w === 'mother' ? 'Mother' : 'Father'}`)
    // "Dad pays 60%", "Mom's house": a parent's own words call the parents by these names.
    .replace(/(?<![\w'’]\s)\b(Mom|Mommy|Mum|Dad|Daddy)\b(?!['’]s Day\b)/g, (_m, w: string) =>
      /^M/.test(w) ? 'the Mother' : 'the Father',
    );
  let f = resolvers.get(aliases);
  if (f === undefined) {
    const keys = [...aliases].filter(([k, r]) => LEGAL_KEY.test(k) && (r === 'mother' || r === 'father'));
    const self = aliases.get('I');
    const mine = self === 'mother' || self === 'father' ? (s: string) => firstPerson(s, self, aliases) : (s: string) => s;
    if (!keys.length) f = self === 'mother' || self === 'father' ? mine : null;
    else {
      // Lower case only for one-word labels ("plaintiff/parent 1" on a form): "the other parent a copy" is no label.
      // "the noncustodial parent" is written in lower case, and "non-custodial" too.
      const custodial = (k: string) => /custodial/i.test(k);
      const spell = (k: string) => (custodial(k) ? k.replace(/^Noncustodial/, 'Non-?custodial') : k);
      const alt = keys
        .flatMap(([k]) => [
          spell(k),
          spell(k).toUpperCase(),
          ...(k.includes(' ') && !custodial(k)
            ? []
            : [spell(k).toLowerCase(), spell(k).charAt(0) + spell(k).slice(1).toLowerCase()]),
        ])
        .join('|');
      const re = new RegExp(`\\b(?:[Tt]he\\s+)?(${alt})\\b('s)?`, 'g');
      const who = new Map(
        keys.flatMap(([k, r]) => [
          [k, r],
          [k.toUpperCase(), r],
          [k.toLowerCase(), r],
        ]),
      );
      f = (t: string) =>
        mine(t)
          .replace(
            re,
            (_m, k: string, s?: string) =>
              `the ${(who.get(k) ?? who.get(labelKey(k))) === 'mother' ? 'Mother' : 'Father'}${s ?? ''}`,
          )
          // "Plaintiff/Parent 1" is one parent named twice.
          .replace(/\b(the (Mother|Father))\s*\/\s*(?:the \2|parent [12ab])\b/g, '$1');
    }
    resolvers.set(aliases, f);
  }
  return otherParentsYears(f ? f(t) : t);
}

/**
 * "Easter shall be with the Father in odd-numbered years and with the other parent in even-numbered
 * years": the other parent of the years is the parent the sentence named before them, the other way
 * round (the Mother), so that who has which years is read from the two parents, not one.
 */
function otherParentsYears(t: string): string {
  if (!/\bother (?:parent|party)\b/i.test(t)) return t;
  return t.replace(
    /\b[Tt]he other (?:parent|party)(?=\s+(?:in|during|for)\s+(?:the\s+)?(?:even|odd)(?:[- ]numbered)?\s+years?\b)/g,
    (m: string, at: number) => {
      const named = [...t.slice(0, at).matchAll(/\bthe (Mother|Father)\b/g)].pop()?.[1];
      return named ? `the ${named === 'Mother' ? 'Father' : 'Mother'}` : m;
    },
  );
}

export function roleFor(word: string, aliases: Aliases): Role | null {
  for (const [re, r] of ROLE_WORDS) {
    if (re.test(word)) {
      if (r === 'petitioner' || r === 'respondent') return aliases.get(r === 'petitioner' ? 'Petitioner' : 'Respondent') ?? r;
      return r;
    }
  }
  return aliases.get(word) ?? null;
}

const PARTY_WORDS =
  /\b(?:Plaintiff|Defendant|Petitioner|Respondent|Parent (?:[AB12]|One|Two)|Mother|Father|Husband|Wife|mother|father|mom|dad|husband|wife)\b/gi;
/** Words a sentence that only says who is who may use besides names and party words. */
const WHO_GLUE =
  /\b(?:I|is|am|are|was|the|a|an|of|and|their|his|her|our|my|children's|child's|children|child|minor|called|referred|to|as|in|this|plan|agreement|order|means|hereinafter|herein|known|also|parties|party|written|submitted|prepared|by|for)\b/gi;
/** Capitalised words that name a role or a term, never a person ("the Primary Residential Parent"). */
const NOT_NAME =
  /\b(?:Custody|Custodian|Conservator|Parent|Parenting|Residential|Primary|Joint|Sole|Legal|Physical|Managing|Possessory|Court|County|Plan|Agreement|Time|Schedule|Support|Decision|Decisions)\b/;
const DEFINING =
  /\b(?:is|am|means|called|referred to as|hereinafter|(?:written|submitted|prepared) by)\b|\(\s*(?:the\s+)?(?:Mother|Father|Husband|Wife|Petitioner|Respondent|Plaintiff|Defendant)\s*\)/i;

/**
 * A sentence that only says who is who ("The Plaintiff, Renee Barlow, is the mother of the children
 * (the Mother)", "I am Travis Barlow, the children's father and the Defendant", "In this plan
 * Parent A is the mother, Kristin Dahl (Petitioner)"): names the documents give a parent, party
 * labels and parent words joined by a defining verb, nothing else.
 */
export function isWhoIsWho(sentence: string, aliases: Aliases): boolean {
  const t = sentence.replace(/^\s*(?:\d{1,2}\.\s*)?(?:Parties\.\s*)?/i, '').replace(/\[[X ]\]/g, ' ');
  if (!DEFINING.test(t) || !/\b(?:mother|father|husband|wife)\b/i.test(t)) return false;
  let named = false;
  const rest = t
    .replace(/\b([A-Z][a-z]+)((?:\s+[A-Z]\.)?(?:\s+[A-Z][a-zA-Z'-]+){0,2})/g, (m: string, first: string, last: string) => {
      const r = aliases.get(first);
      // A parent's name: a first name the documents give a parent, or a full name ("Renee Barlow").
      const full = /^\s+[A-Z]/.test(last) && !PARTY_WORDS.test(m) && !/^(?:The|In|This|Parent)$/.test(first) && !NOT_NAME.test(m);
      PARTY_WORDS.lastIndex = 0;
      if (r === 'mother' || r === 'father' || (full && r !== 'child')) {
        named = true;
        return ' ';
      }
      return m;
    })
    .replace(PARTY_WORDS, ' ')
    .replace(WHO_GLUE, ' ')
    .replace(/[\s,.:;()'"/\u201c\u201d-]+/g, '');
  return rest === '' && (named || /\b(?:Plaintiff|Defendant|Petitioner|Respondent|Parent [AB12])\b/.test(t));
}

/**
 * Two who-is-who sentences that say the same about every party label both define (each read on
 * its own, roleDefinitions()): they agree, whatever the order or wording.
 */
export function sameParties(a: string, b: string, aliases: Aliases): boolean {
  if (!isWhoIsWho(a, aliases) || !isWhoIsWho(b, aliases)) return false;
  const da = roleDefinitions(a);
  const db = roleDefinitions(b);
  return [...da].every(([l, p]) => !db.has(l) || db.get(l) === p);
}
