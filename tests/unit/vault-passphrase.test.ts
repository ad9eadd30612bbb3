import { describe, expect, it } from 'vitest';
import { APP_WORDS, PASSPHRASE_RULE, judgePassphrase, wordsFrom } from '../../src/vault/passphrase';
import { makeZxcvbn } from '../../src/vault/zxcvbnPackages';
import { estimateWith } from '../../src/vault/strengthEstimate';

const z = makeZxcvbn();
const judge = (p: string, inputs: string[] = APP_WORDS) => judgePassphrase(p, estimateWith(z, p, inputs));

describe('passphrase rule', () => {
  it('length first, counted in characters', () => {
    expect(judgePassphrase('', null)).toEqual({ level: 'empty', text: PASSPHRASE_RULE, ok: false });
    expect(judgePassphrase('😀😀😀😀', null)).toEqual({
      level: 'weak',
      text: 'Too short: 8 more characters needed (at least 12).',
      ok: false,
    });
    expect(judgePassphrase('elevenchars', null).text).toBe('Too short: 1 more character needed (at least 12).');
    expect(judgePassphrase('twelve chars', null)).toEqual({
      level: 'checking',
      text: 'Checking how easy it is to guess…',
      ok: false,
    });
  });

  it('common passwords are refused, unrelated words pass', () => {
    expect(judge('password1234')).toEqual({
      level: 'weak',
      text: 'Too easy to guess. This is similar to a commonly used password. Add more unrelated words.',
      ok: false,
    });
    expect(judge('qwertyuiop123').ok).toBe(false);
    expect(judge('aaaaaaaaaaaa').ok).toBe(false);
    expect(judge('correct horse battery staple')).toEqual({ level: 'strong', text: 'Strong: very hard to guess.', ok: true });
    expect(judge('maple river lantern seven').ok).toBe(true);
  });

  it('names and dates the parent typed count against the passphrase', () => {
    const saved = [{ parent1: 'Jordan Whitfield', child: { name: 'Kaylee', born: '2014-05-03' } }, ['Pinecrest Elementary']];
    const words = [...APP_WORDS, ...wordsFrom(saved)];
    expect(words).toEqual(
      expect.arrayContaining(['jordan', 'whitfield', 'kaylee', '20140503', '05032014', '0503', '2014', 'pinecrest']),
    );
    const p = 'Whitfield20140503';
    const without = estimateWith(z, p, APP_WORDS);
    const withInputs = estimateWith(z, p, words);
    expect(without).toEqual({ score: 4, personal: [], warning: '' });
    expect(withInputs.personal).toEqual(['Whitfield', '20140503']);
    expect(withInputs.score).toBe(1);
    expect(judgePassphrase(p, withInputs)).toEqual({
      level: 'weak',
      text: 'Too easy to guess. It contains names, dates or words from your situation or from what you typed into EvenGround (Whitfield, 20140503), which someone who knows you could guess. Add more unrelated words.',
      ok: false,
    });
  });

  it('wordsFrom skips long texts and caps the list', () => {
    expect(wordsFrom(['x'.repeat(401)])).toEqual([]);
    expect(wordsFrom([Array.from({ length: 50 }, (_, i) => `word${i}`).join(' ')], 10).length).toBe(10);
    expect(wordsFrom([{ a: 1234, b: 7, c: '05/03/2014' }])).toEqual([
      '1234',
      '20140503',
      '05032014',
      '03052014',
      '0503',
      '05',
      '03',
      '2014',
    ]);
  });
});
