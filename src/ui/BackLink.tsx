import { Link } from 'wouter';
import { Icon } from './Icon';
import type { AppPath } from '../lib/paths';

/**
 * The one back link every page uses ("Back to Resources", "Back to Shop"…): a plain link with a
 * drawn arrow, in its own row above the heading, aligned with the page's left edge, at least
 * 44 px tall to tap. Never printed.
 */
export function BackLink({ href, children }: { href: AppPath; children: string }) {
  return (
    <p className="back-link-row no-print">
      <Link href={href} className="back-link">
        <Icon name="arrow-left" />
        {children}
      </Link>
    </p>
  );
}
