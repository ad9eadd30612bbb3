/**
 * Puts text extracted from PDF, DOCX or TXT into one form, so that the same words give
 * the same comparison whatever the file format: line endings, ligatures, quotes and
 * dashes, soft hyphens and words broken across lines, checkbox glyphs ("☒", "[x]", "(X)"
 * all become "[X]"; "☐", "[ ]", "( )" become "[ ]"), and page furniture (page numbers,
 * "Page 2 of 5", and short lines repeated on every page such as form footers). Plain
 * TypeScript, no DOM.
 */

const TICKED = '[X]';
const UNTICKED = '[ ]';

/** Number words that keep their hyphen when broken across a line ("forty-\ntwo"). */
const KEEP_HYPHEN =
  /(?:^|[^a-z])(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|co|self|non|ex|step|half|well|part|full|one|two|three|four|five|six|seven|eight|nine|ten)$/i;

function normaliseChars(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000\t\f\v]/g, ' ')
    .replace(/\u00ad|\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\ufb00/g, 'ff')
    .replace(/\ufb01/g, 'fi')
    .replace(/\ufb02/g, 'fl')
    .replace(/\ufb03/g, 'ffi')
    .replace(/\ufb04/g, 'ffl')
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2010\u2011\u2012\u2013\u2212]/g, '-')
    .replace(/\s*[\u2014\u2015]\s*/g, ' - ')
    .replace(/\u2026/g, '...')
    .replace(/[\u2610\u25a1\u274f\u2751\u25fb\u2b1c\u25cb\u26aa]/g, ` ${UNTICKED} `)
    .replace(/[\u2612\u2611\u2713\u2714\u2717\u2718\u25a0\u22a0\u2b1b\u25cf\u25c9\u26ab]/g, ` ${TICKED} `)
    .replace(/\[\s*[xX\u2713\u2714\u221a*]\s*\]/g, TICKED)
    .replace(/\[\s{0,3}\]/g, UNTICKED)
    .replace(/\(\s*[xX]\s*\)(?=\s+[A-Za-z$])/g, TICKED)
    .replace(/\(\s{1,3}\)(?=\s+[A-Za-z$])/g, UNTICKED)
    .replace(/(?:^|(?<=\s))_{1,4}[xX]_{1,4}(?=\s)/g, TICKED);
}

const PAGE_ONLY = /^(?:page\s*)?-?\s*\d{1,4}\s*-?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;
const PAGE_FRAGMENT = /\bpage\s+\d{1,4}\s*(?:of|\/)\s*\d{1,4}\b/gi;
const FOOTER_SIGNAL = /\bpage\b|\brev\.|\brevised\b|\bform\b|\u00a9|\(c\)|\b[A-Z]{1,5}-\d{2,4}\b|\bwww\.|\.gov\b|\bcourts?\b/i;

/** Lines of the text with page furniture removed (blank lines kept as ""). */
export function cleanLines(text: string): string[] {
  const lines = normaliseChars(text)
    .split('\n')
    .map((l) => l.replace(/ {2,}/g, ' ').trim());
  const shape = (l: string) => l.replace(PAGE_FRAGMENT, '').replace(/\d+/g, '#').toLowerCase().trim();
  const seen = new Map<string, number>();
  for (const l of lines) {
    if (!l || l.length > 140 || l.includes('[')) continue;
    const k = shape(l);
    seen.set(k, (seen.get(k) ?? 0) + 1);
  }
  const out: string[] = [];
  for (const l of lines) {
    if (!l) {
      out.push('');
      continue;
    }
    if (PAGE_ONLY.test(l)) continue;
    if (l.length <= 140 && !l.includes('[')) {
      const n = seen.get(shape(l)) ?? 0;
      // A wrapped sentence can repeat line for line ("and ending at 6 p.m. on the following
      // Sunday."), so only lines that read as running titles or carry a footer's marks go.
      const titleLike = !/^[a-z]/.test(l) && !/[.,;:]$/.test(l);
      if ((n >= 3 && titleLike) || (n >= 2 && FOOTER_SIGNAL.test(l) && (titleLike || /\bpage\b/i.test(l)))) continue;
    }
    // Initials in the margin of a settlement agreement ("AP Husband shall pay ...").
    const stripped = l
      .replace(PAGE_FRAGMENT, '')
      .replace(/^[A-Z]{2,3}\s+(?=\[|(?:Husband|Wife|Mother|Father|Petitioner|Respondent|Neither|Each|The|No)\b)/, '')
      .trim();
    if (stripped) out.push(stripped);
  }
  // A line that ends on a dash between words ("... ORDER ATTACHMENT -" over "PROPOSED BY PETITIONER",
  // a title a PDF's layout broke where the TXT copy has one line) goes on with the next line.
  for (let i = out.length - 2; i >= 0; i--) {
    const cur = out[i] as string;
    const next = out[i + 1] as string;
    if (/\s-$/.test(cur) && next) {
      out[i] = `${cur} ${next}`;
      out.splice(i + 1, 1);
    }
  }
  // Words broken across lines: "resi-" + "dence" -> "residence"; "forty-" + "two" keeps its hyphen.
  for (let i = 0; i < out.length - 1; i++) {
    const cur = out[i] as string;
    const next = out[i + 1] as string;
    const m = /([A-Za-z]+)-$/.exec(cur);
    if (m && /^[a-z]/.test(next)) {
      const keep = KEEP_HYPHEN.test(m[1] ?? '');
      const firstWord = /^\S+/.exec(next)?.[0] ?? '';
      out[i] = cur.slice(0, keep ? cur.length : cur.length - 1) + firstWord;
      out[i + 1] = next.slice(firstWord.length).trim();
    }
  }
  return out;
}

/** Collapses whitespace; used for comparing and quoting. */
export function squash(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}
