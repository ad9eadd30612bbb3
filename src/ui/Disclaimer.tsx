/** The educational disclaimer carried by every page (docs/product-rules.md, "Everywhere"). */
export const DISCLAIMER_TEXT =
  'EvenGround provides general information for educational purposes only. It is not legal advice, and EvenGround is not a law firm. For advice about your situation, consult a licensed attorney in your state.';

/**
 * The one disclaimer block: the same look wherever a page shows it (theme.css `.disclaimer`).
 * `text` replaces the general wording where a section carries its own (Insights & Guides).
 * The footer shows the general disclaimer only on pages that do not carry one themselves, so
 * a parent never reads the same paragraph twice in a row (docs/consistency.md).
 */
export function Disclaimer({ text, className }: { text?: string; className?: string }) {
  return (
    <p
      className={`disclaimer${text ? '' : ' disclaimer--general'}${className ? ` ${className}` : ''}`}
      data-testid="disclaimer"
      role="note"
    >
      <strong>Disclaimer:</strong> {text ?? DISCLAIMER_TEXT}
    </p>
  );
}
