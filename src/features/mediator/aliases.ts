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
  const NAME = "([A-Z][a-z]{2,})(?:\\s+[A-Z]\\.)?(?:\\s+[A-Z][a-zA-Z'-]+){1,2}";
  const patterns: Array<[RegExp, 'role-name' | 'name-role' | 'role-role']> = [
    [new RegExp(`\\b${ROLE}\\s*[:,]?\\s*(?:is\\s+)?${NAME}`, 'g'), 'role-name'],
    [
      new RegExp(
        `\\b${NAME}\\s*,?\\s*\\(?\\s*(?:hereinafter\\s+(?:referred\\s+to\\s+as\\s+|called\\s+)?)?(?:the\\s+)?["']?${ROLE}\\b`,
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
  for (const [l, p] of defined) if (p) map.set(l, p);
  // The children's first names ("Sofia Ortiz, born 2018", "Nora Lind (age 10)", "Amara, birth
  // year 2015"): a child named on one side and "the children" on the other are the same.
  for (const m of all.matchAll(
    /\b([A-Z][a-z]{2,})(?:\s+[A-Z][a-z]+)?(?:,\s*|\s+\(|\s+)(?:born|birth year|age|aged)\s+(?:in\s+)?\d/g,
  )) {
    const name = m[1] as string;
    if (!map.has(name) && !roleOf(name)) map.set(name, 'child');
  }
  return map;
}

/** Party labels a document may define for a parent: "Plaintiff", "Defendant", "Parent A", "Parent 1". */
const LEGAL_LABEL =
  /\b(?:Plaintiff|Defendant|Petitioner|Respondent|PLAINTIFF|DEFENDANT|PETITIONER|RESPONDENT|Parent (?:[AB12]|One|Two)|PARENT (?:[AB12]|ONE|TWO))\b/g;
const PARENT_LABEL = /\b(?:Mother|Father|Husband|Wife|mother|father|husband|wife|MOTHER|FATHER)\b/g;
/**
 * Text allowed between a party label and the parent it names: punctuation, names and the
 * words of a definition ("Jennifer Ortiz, Plaintiff, hereinafter Mother", "the Mother,
 * Rachel Lind, is Parent A", "Lauren Mills (Petitioner/Parent 1)"), never "and" or "v.".
 */
const GLUE =
  /^(?:[\s,()/:"'\u201c\u201d-]|\b(?:is|was|hereinafter|herein|referred|to|as|called|the|known|also|a\/k\/a)\b|\b[A-Z][a-z]+\b|\b[A-Z]{2,}\b|\b[A-Z]\.)*$/;
const labelKey = (l: string) =>
  l.charAt(0).toUpperCase() +
  l
    .slice(1)
    .toLowerCase()
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
    if (prev && !(between.length <= 60 && GLUE.test(between) && !/[.;]\s/.test(between))) close();
    group.push(m);
  }
  close();
  const out = new Map<string, Parent>();
  for (const [l, ps] of votes) if (ps.size === 1) out.set(l, [...ps][0] as Parent);
  return out;
}

type Parent = 'mother' | 'father';
const LEGAL_KEY = /^(?:Plaintiff|Defendant|Petitioner|Respondent|Parent (?:[AB12]|One|Two))$/;
/** "her mother", "their father", "Sofia's father", "the children's mother": the parent. */
const POSSESSIVE_PARENT =
  /\b(?:[Hh]er|[Hh]is|[Tt]heir|[Oo]ur|[Tt]he child's|[Tt]he children's|[A-Z][a-z]+'s)\s+(mother|father|mom|dad)\b/g;
const resolvers = new WeakMap<Aliases, ((text: string) => string) | null>();

/**
 * The text with every party label the documents define ("Plaintiff", "Parent A") written as
 * the parent it names ("the Mother"), so that typed values and wording are compared as the
 * same parent. Idempotent; labels no document defines are left as written.
 */
export function resolveRoles(text: string, aliases: Aliases): string {
  const t = text.replace(POSSESSIVE_PARENT, (_m, w: string) => (/^(?:mother|mom)$/i.test(w) ? 'the Mother' : 'the Father'));
  let f = resolvers.get(aliases);
  if (f === undefined) {
    const keys = [...aliases].filter(([k, r]) => LEGAL_KEY.test(k) && (r === 'mother' || r === 'father'));
    if (!keys.length) f = null;
    else {
      const alt = keys.flatMap(([k]) => [k, k.toUpperCase()]).join('|');
      const re = new RegExp(`\\b(?:[Tt]he\\s+)?(${alt})\\b('s)?`, 'g');
      const who = new Map(
        keys.flatMap(([k, r]) => [
          [k, r],
          [k.toUpperCase(), r],
        ]),
      );
      f = (t: string) =>
        t.replace(re, (_m, k: string, s?: string) => `the ${who.get(k) === 'mother' ? 'Mother' : 'Father'}${s ?? ''}`);
    }
    resolvers.set(aliases, f);
  }
  return f ? f(t) : t;
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
