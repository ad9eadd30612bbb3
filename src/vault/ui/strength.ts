/** A rough, honest passphrase strength hint (no dictionary; length matters most). */
export function passphraseStrength(p: string): { level: 'empty' | 'weak' | 'fair' | 'strong'; text: string } {
  if (!p) return { level: 'empty', text: 'Use at least 8 characters. Four or more unrelated words are strong and easy to remember.' };
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((r) => r.test(p)).length;
  const words = p.trim().split(/\s+/).filter((w) => w.length >= 3).length;
  if (p.length < 8) return { level: 'weak', text: `Too short: ${8 - p.length} more character${8 - p.length === 1 ? '' : 's'} needed.` };
  if (/^(.)\1+$/.test(p) || /^(0123|1234|abcd|qwer|pass)/i.test(p) || (p.length < 12 && classes < 3))
    return { level: 'weak', text: 'Weak: easy to guess. Add more words or characters.' };
  if (p.length >= 20 || (p.length >= 16 && classes >= 2) || words >= 4) return { level: 'strong', text: 'Strong.' };
  return { level: 'fair', text: 'Fair. Longer is stronger: add another word.' };
}
