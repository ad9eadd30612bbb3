import type { ResourceIconName } from '../../content/resources';

/** Inline line icons (24 x 24, stroke), decorative: the card title names the resource. */
const PATHS: Record<ResourceIconName, string[]> = {
  chat: ['M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z', 'M8.5 11h7', 'M8.5 14h4.5'],
  document: ['M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z', 'M14 3v5h5', 'M9 13h6', 'M9 17h6'],
  checklist: ['M4 6l1.5 1.5L8 5', 'M4 12l1.5 1.5L8 11', 'M4 18l1.5 1.5L8 17', 'M11 6.5h9', 'M11 12.5h9', 'M11 18.5h9'],
  calculator: ['M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z', 'M8 6h8v4H8z', 'M8.5 14h.01', 'M12 14h.01', 'M15.5 14h.01', 'M8.5 18h.01', 'M12 18h.01', 'M15.5 18h.01'],
  calendar: ['M5 4h14a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z', 'M3 10h18', 'M8 2v4', 'M16 2v4', 'M8 14h3v3H8z'],
  receipt: ['M6 2h12v20l-3-2-3 2-3-2-3 2z', 'M9 7h6', 'M9 11h6', 'M9 15h3'],
  heart: ['M12 20s-7.5-4.6-9.2-9.1A4.9 4.9 0 0 1 12 6.6a4.9 4.9 0 0 1 9.2 4.3C19.5 15.4 12 20 12 20z'],
  gavel: ['M14.5 3.5l6 6', 'M12 6l6 6', 'M10.5 7.5l6 6-3 3-6-6z', 'M9 13l-6 6', 'M3 21h10'],
  search: ['M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14z', 'M16 16l5 5'],
};

export function ResourceIcon({ name }: { name: ResourceIconName }) {
  return (
    <svg
      className="resource-icon"
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
