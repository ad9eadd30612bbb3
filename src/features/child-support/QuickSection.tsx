/** The quick estimate (rough rule of thumb) section, shown beside or instead of the state's guideline. */
import { AccordionItem } from '../../ui/Accordion';
import type { EstimateResult } from './estimate';
import { ResultPanel } from './Results';

export type Quick =
  | { kind: 'result'; result: EstimateResult; children: number; overnights: { you: number; other: number } | null }
  | { kind: 'melson'; state: string; message: string }
  | null;

export function QuickSection({
  id,
  state,
  quick,
  hasGuideline,
}: {
  id: string;
  state: string;
  quick: Quick;
  hasGuideline: boolean;
}) {
  return (
    <section className="cs-result" aria-live="polite" aria-labelledby={`${id}-qh`}>
      <h2 id={`${id}-qh`}>
        {hasGuideline ? `Rough rule of thumb (not the ${state} guideline)` : 'Quick estimate (rough rule of thumb)'}
      </h2>
      {hasGuideline ? (
        <p className="field__hint" data-testid="cs-rough-note">
          A simplified rule of thumb, shown only for comparison. The {state} guideline above is the closer figure.
        </p>
      ) : null}
      {quick === null ? (
        <p className="muted" data-testid="cs-empty">
          {state === ''
            ? 'Choose your state, enter the incomes and press Calculate to see an estimate.'
            : 'Enter the incomes and press Calculate to see an estimate.'}
        </p>
      ) : quick.kind === 'melson' ? (
        <p className="alert alert--info" data-testid="cs-melson-result">
          {quick.message}
        </p>
      ) : (
        <ResultPanel r={quick.result} count={quick.children} overnights={quick.overnights} rough={hasGuideline} />
      )}
      <AccordionItem className="cs-ignores" summary="What the quick estimate ignores">
        <ul>
          <li>How many overnights the children spend with each parent, except to decide who pays.</li>
          <li>Health insurance, child care and other costs for the children.</li>
          <li>Taxes, and whether your state starts from gross or net income.</li>
          <li>Income caps, low-income rules and minimum amounts.</li>
          <li>Other children either parent supports.</li>
        </ul>
      </AccordionItem>
    </section>
  );
}
