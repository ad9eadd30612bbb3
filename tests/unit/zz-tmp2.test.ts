import { test } from 'vitest';
import { meaningOf, compareMeanings } from '../../src/features/mediator/meaning';
import { readDetails } from '../../src/features/mediator/details';
import { comparePair } from '../../src/features/mediator/compare';
test('x', () => {
  const [a, b] = (process.env.PAIRS as string).split('||');
  const m = new Map();
  const ma = meaningOf(a as string, m); const mb = meaningOf(b as string, m);
  console.log([...ma], [...mb], compareMeanings(ma, mb), readDetails(a as string, m), readDetails(b as string, m), JSON.stringify(comparePair(a as string, b as string, m)));
});
