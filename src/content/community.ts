/** Community sample data (docs/product-rules.md, "Community"): static until a forum is connected. */

export interface LeaderboardEntry {
  rank: number;
  name: string;
  points: number;
  /** Two-letter avatar initials. */
  initials: string;
  /** The top three's medal (drawn by src/ui/Icon.tsx's Medal), empty otherwise. */
  medal: 'gold' | 'silver' | 'bronze' | '';
}

export interface TopContributor {
  name: string;
  points: number;
  initials: string;
}

export const leaderboard: LeaderboardEntry[] = [
  { rank: 1, name: 'Sarah M.', points: 2450, initials: 'SM', medal: 'gold' },
  { rank: 2, name: 'David L.', points: 2180, initials: 'DL', medal: 'silver' },
  { rank: 3, name: 'Maria G.', points: 1920, initials: 'MG', medal: 'bronze' },
  { rank: 4, name: 'James K.', points: 1640, initials: 'JK', medal: '' },
  { rank: 5, name: 'Emily R.', points: 1385, initials: 'ER', medal: '' },
];

/** The home page teaser's Top Contributors: the same people and points as the leaderboard. */
export const topContributors: TopContributor[] = leaderboard.map(({ name, points, initials }) => ({ name, points, initials }));

/** Share of product sales paid to the author of a published story. */
export const STORY_COMMISSION_PERCENT = 30;
