/** The quick estimate (rough rule of thumb) section, shown beside or instead of the state's guideline. */
import { AccordionItem } from '../../ui/Accordion';
import type { EstimateResult } from './estimate';
import type { GuidelineResult } from '../../content/child-support/guideline';
import { ResultPanel } from './Results';
import { useMessages } from '../../ui/i18n';
import { csMessages } from './csMessages';
import * as m from '../../content/messages/child-support/compiled/en.js';

export type Quick =
  | { kind: 'result'; result: EstimateResult; children: number; overnights: { you: number; other: number } | null }
  | { kind: 'melson'; state: string; message: string }
  | null;

export function QuickSection({
  id,
  state,
  quick,
  hasGuideline,
  guideline = null,
}: {
  id: string;
  state: string;
  quick: Quick;
  hasGuideline: boolean;
  /** The state guideline's result for the same inputs, when it was worked out. */
  guideline?: GuidelineResult | null;
}) {
  const t = useMessages(csMessages);
  return (
    <section className="cs-result" aria-live="polite" aria-labelledby={`${id}-qh`}>
      <h2 id={`${id}-qh`}>{hasGuideline ? t(m.rough_heading, { state: t(state) }) : t(m.quick_heading)}</h2>
      {hasGuideline ? (
        <p className="field__hint" data-testid="cs-rough-note">
          {t(m.rough_note, { state: t(state) })}
        </p>
      ) : null}
      {quick === null ? (
        <p className="muted" data-testid="cs-empty">
          {state === '' ? t(m.empty_state) : t(m.empty)}
        </p>
      ) : quick.kind === 'melson' ? (
        <p className="alert alert--info" data-testid="cs-melson-result">
          {quick.message}
        </p>
      ) : (
        <ResultPanel
          r={quick.result}
          count={quick.children}
          overnights={quick.overnights}
          rough={hasGuideline}
          guideline={guideline}
        />
      )}
      <AccordionItem className="cs-ignores" summary={t(m.ignores)}>
        <ul>
          {[m.ignores_1, m.ignores_2, m.ignores_3, m.ignores_4, m.ignores_5].map((text) => (
            <li key={text}>{t(text)}</li>
          ))}
        </ul>
      </AccordionItem>
    </section>
  );
}
