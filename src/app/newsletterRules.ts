import * as paths from '../lib/paths';
/**
 * Where the newsletter pop-up may appear: only on reading pages (home, insights, the
 * resource hub and the written guides), never on a tool, a vault step, the mediator, a
 * quiz, an account screen or a policy page. See docs/newsletter.md.
 */
const NEWSLETTER_PAGES: readonly string[] = [
  paths.home,
  paths.insights,
  paths.resources,
  paths.coparentingGuide,
  paths.selfCareGuide,
  paths.discoveryGuide,
];

/** True when the pop-up may appear on this path (query and trailing slash ignored). */
export function popupAllowedOn(path: string): boolean {
  const clean = path.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  return NEWSLETTER_PAGES.includes(clean);
}

/** How far down the page the reader is, 0..1 of the scrollable height. */
export function scrollFraction(scrollY: number, pageHeight: number, viewportHeight: number): number {
  const scrollable = pageHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.min(1, Math.max(0, scrollY / scrollable));
}
