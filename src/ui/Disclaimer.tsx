import { useMessages } from './i18n';
import { shellMessages } from './shellMessages';
import * as m from '../content/messages/shell/compiled/en.js';

/** The educational disclaimer carried by every page (docs/product-rules.md, "Everywhere"), in English (the PDFs). */
export const DISCLAIMER_TEXT = m.disclaimer;

/**
 * The one disclaimer block: the same look wherever a page shows it (theme.css `.disclaimer`).
 * `text` replaces the general wording where a section carries its own (Insights & Guides).
 * The footer shows the general disclaimer only on pages that do not carry one themselves, so
 * a parent never reads the same paragraph twice in a row (docs/consistency.md).
 */
export function Disclaimer({ text, className }: { text?: string; className?: string }) {
  const t = useMessages(shellMessages);
  return (
    <p
      className={`disclaimer${text ? '' : ' disclaimer--general'}${className ? ` ${className}` : ''}`}
      data-testid="disclaimer"
      role="note"
    >
      <strong>{t(m.disclaimer_label)}</strong> {text ?? t(m.disclaimer)}
    </p>
  );
}
