import type { IconName } from '../content/iconNames';

export type { IconName };

/**
 * Drawn line icons (24 x 24, stroke in the text colour): the Resource Hub's cards and every
 * place that once used an emoji as an icon. An emoji font is missing on many older phones
 * and laptops, where an emoji shows as an empty box. Every icon is decorative (aria-hidden):
 * the text next to it carries the meaning. Size comes from CSS (`.icon`: 1.15em).
 */
const PATHS: Record<IconName, string[]> = {
  'arrow-left': ['M19 12H5', 'M11 6l-6 6 6 6'],
  'arrow-right': ['M5 12h14', 'M13 6l6 6-6 6'],
  'chevron-down': ['M6 9l6 6 6-6'],
  lock: ['M7 11h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2z', 'M8 11V7a4 4 0 0 1 8 0v4'],
  download: ['M12 4v11', 'M7 10l5 5 5-5', 'M5 20h14'],
  'trending-up': ['M3 17l6-6 4 4 8-8', 'M15 7h6v6'],
  search: ['M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14z', 'M16 16l5 5'],
  heart: ['M12 20s-7.5-4.6-9.2-9.1A4.9 4.9 0 0 1 12 6.6a4.9 4.9 0 0 1 9.2 4.3C19.5 15.4 12 20 12 20z'],
  scale: ['M12 3v17', 'M7 20h10', 'M4 7h16', 'M7 7l-3 7h6z', 'M17 7l-3 7h6z'],
  chat: ['M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z', 'M8.5 11h7', 'M8.5 14h4.5'],
  money: [
    'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z',
    'M14.8 9.2c-.5-.9-1.5-1.4-2.8-1.4-1.6 0-2.7.8-2.7 2.1s1.1 1.8 2.7 2.1 2.7.8 2.7 2.1-1.1 2.1-2.7 2.1c-1.3 0-2.3-.5-2.8-1.4',
    'M12 6v1.8',
    'M12 16.2V18',
  ],
  sprout: ['M12 21v-9', 'M12 12C12 8 9 6 5 6c0 4 3 6 7 6z', 'M12 14c0-3.2 2.3-5 6-5 0 3.2-2.3 5-6 5z'],
  bolt: ['M13 3L5 14h6l-1 7 8-11h-6z'],
  book: ['M3 5h6a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H3z', 'M21 5h-6a3 3 0 0 0-3 3v12a2 2 0 0 1 2-2h7z'],
  compass: ['M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z', 'M15.5 8.5l-2 5-5 2 2-5z'],
  chart: ['M4 20h16', 'M7 17v-5', 'M12 17V7', 'M17 17v-8'],
  people: [
    'M9 5a3 3 0 1 1 0 6 3 3 0 0 1 0-6z',
    'M17 6.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z',
    'M3 20c0-3.5 2.7-6 6-6s6 2.5 6 6',
    'M15.5 14.2c3 .2 5.5 2.3 5.5 5.8',
  ],
  warning: ['M12 3.5L22 20H2z', 'M12 10v4.5', 'M12 17.5v.5'],
  clock: ['M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z', 'M12 7v5l3 3'],
  wave: [
    'M8 13V5.5a1.5 1.5 0 0 1 3 0V12',
    'M11 11V4.5a1.5 1.5 0 0 1 3 0V12',
    'M14 11.5V6a1.5 1.5 0 0 1 3 0v7.5c0 4-2.5 6.5-6 6.5-2.5 0-4-1.2-5.5-3.5L3.8 13.8a1.5 1.5 0 0 1 2.5-1.6L8 14.5',
  ],
  document: ['M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z', 'M14 3v5h5', 'M9 13h6', 'M9 17h6'],
  checklist: ['M4 6l1.5 1.5L8 5', 'M4 12l1.5 1.5L8 11', 'M4 18l1.5 1.5L8 17', 'M11 6.5h9', 'M11 12.5h9', 'M11 18.5h9'],
  calculator: [
    'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z',
    'M8 6h8v4H8z',
    'M8.5 14h.01',
    'M12 14h.01',
    'M15.5 14h.01',
    'M8.5 18h.01',
    'M12 18h.01',
    'M15.5 18h.01',
  ],
  calendar: [
    'M5 4h14a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
    'M3 10h18',
    'M8 2v4',
    'M16 2v4',
    'M8 14h3v3H8z',
  ],
  receipt: ['M6 2h12v20l-3-2-3 2-3-2-3 2z', 'M9 7h6', 'M9 11h6', 'M9 15h3'],
  gavel: ['M14.5 3.5l6 6', 'M12 6l6 6', 'M10.5 7.5l6 6-3 3-6-6z', 'M9 13l-6 6', 'M3 21h10'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  cross: ['M6 6l12 12', 'M18 6L6 18'],
  swap: ['M4 8h15', 'M15 4l4 4-4 4', 'M20 16H5', 'M9 12l-4 4 4 4'],
};

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={`icon${className ? ` ${className}` : ''}`}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export type MedalKind = 'gold' | 'silver' | 'bronze';

const MEDAL_COLOURS: Record<MedalKind, { disc: string; rim: string; text: string }> = {
  gold: { disc: '#e8b923', rim: '#8a6708', text: '#2e2300' },
  silver: { disc: '#cfd4d8', rim: '#5f676e', text: '#1d2327' },
  bronze: { disc: '#dc9a66', rim: '#7d441a', text: '#2e1605' },
};

/**
 * A drawn medal (gold, silver, bronze) with the rank written on it, for the top three of a
 * leaderboard. Decorative: the row says the rank in text for screen readers.
 */
export function Medal({ kind, rank }: { kind: MedalKind; rank: number }) {
  const c = MEDAL_COLOURS[kind];
  return (
    <svg className="medal" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" data-medal={kind}>
      <path d="M9 2h5l3 9h-5zM23 2h-5l-3 9h5z" fill="#1f4e5f" />
      <circle cx="16" cy="20" r="10" fill={c.disc} stroke={c.rim} strokeWidth="2" />
      <text x="16" y="25" textAnchor="middle" fontSize="14" fontWeight="700" fill={c.text} fontFamily="system-ui, sans-serif">
        {rank}
      </text>
    </svg>
  );
}
