/**
 * Which parent a word names: Mother/Father, Husband/Wife, Petitioner/Respondent and the first
 * names the documents give them ("Jane Smith ("Mother")"). Plain TypeScript, no DOM.
 */

export type Role = 'mother' | 'father' | 'petitioner' | 'respondent' | 'both';

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
  return map;
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
