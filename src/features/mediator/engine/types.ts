import type { Difference } from '../differences';
import type { RedlinePart } from '../redline';
import type { TopicId } from '../topics';
import type { Say } from '../say';

export interface PartyDoc {
  name: string;
  text: string;
}

export type Verdict = 'conflict' | 'could-not-compare' | 'aligned' | 'only-a' | 'only-b';

export type DetailDifference = Difference;
export type { RedlinePart };

export interface Finding {
  verdict: Verdict;
  topicId: TopicId | null;
  topic: string;
  heading: string | null;
  quoteA: string | null;
  quoteB: string | null;
  differences: DetailDifference[];
  redline: RedlinePart[];
  /** Aligned although worded differently: the typed values (or the stemmed words) agree. */
  reworded?: boolean;
}

export interface PartyFact {
  party: 'A' | 'B';
  label: string;
  value: string;
}

export interface EngineRecommendation {
  topicId: TopicId | null;
  topic: string;
  /** The finding's heading or item it answers. */
  heading: string | null;
  text: string;
  basis: string;
  /** The same as message ids with typed values (say.ts). */
  textSay?: Say;
  basisSay?: Say;
  /** A page of this app that helps settle it (the child support estimator). */
  link?: { href: string; label: string };
}

export interface EngineResult {
  findings: Finding[];
  identical: number;
  facts: PartyFact[];
  recommendations: EngineRecommendation[];
}
