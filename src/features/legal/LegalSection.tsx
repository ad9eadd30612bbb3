import type { ReactNode } from 'react';

/** Policy facts (docs/product-rules.md, "Legal pages"). */
export const EFFECTIVE_DATE = 'July 31, 2025';
export const USAGE_RETENTION_MONTHS = 12;
export const MINIMUM_AGE = 18;

/** One numbered section of a policy: "n. Title" as a level-2 heading. */
export function LegalSection({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  const id = `section-${n}`;
  return (
    <section className="legal__section" aria-labelledby={id} data-testid="legal-section">
      <h2 id={id}>
        {n}. {title}
      </h2>
      {children}
    </section>
  );
}
