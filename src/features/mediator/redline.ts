/**
 * A compact redline of two paired texts (compare.ts): only the changed words, with a little
 * context, made with the jsdiff library. Plain TypeScript, no DOM.
 */
import { diffArrays } from 'diff';

export interface RedlinePart {
  type: 'same' | 'del' | 'ins' | 'gap';
  text: string;
}

/** Compact redline: changed words with up to `context` words either side; long equal runs become a gap. */
export function redline(a: string, b: string, context = 4): RedlinePart[] {
  // Whole words as tokens, so "$900" against "$1,200" reads as one change.
  const parts = diffArrays(a.split(/\s+/).filter(Boolean), b.split(/\s+/).filter(Boolean)).map((p) => ({
    ...p,
    value: p.value.join(' '),
  }));
  const out: RedlinePart[] = [];
  parts.forEach((p, i) => {
    if (p.added) out.push({ type: 'ins', text: p.value.trim() });
    else if (p.removed) out.push({ type: 'del', text: p.value.trim() });
    else {
      const words = p.value.trim().split(/\s+/).filter(Boolean);
      const first = i === 0;
      const last = i === parts.length - 1;
      if (words.length <= context * 2 + 1 && !first && !last) out.push({ type: 'same', text: words.join(' ') });
      else {
        const head = first ? [] : words.slice(0, context);
        const tail = last ? [] : words.slice(-context);
        if (head.length) out.push({ type: 'same', text: head.join(' ') });
        if (words.length > head.length + tail.length) out.push({ type: 'gap', text: '…' });
        if (tail.length) out.push({ type: 'same', text: tail.join(' ') });
      }
    }
  });
  return out.filter((p) => p.text);
}
