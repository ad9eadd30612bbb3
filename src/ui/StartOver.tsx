import './StartOver.css';
import { useMessages } from './i18n';
import { BusyButton } from './BusyButton';
import { toolsMessages } from './toolsMessages';
import * as tm from '../content/messages/tools/compiled/en.js';

/**
 * The one place a tool's reset lives (docs/consistency.md, "Start over"): its own band well
 * below the tool's other buttons, behind a dashed rule, with a line saying what it removes, so
 * a tap meant for Save or Download never lands on it. The button only opens the tool's
 * confirmation; nothing is cleared without it.
 */
export function StartOver(props: { testId: string; hint: string; label: string; onClick: () => void; disabled?: boolean }) {
  const t = useMessages(toolsMessages);
  return (
    <div className="start-over no-print" data-testid={props.testId}>
      <p className="start-over__text">
        <strong>{t(tm.start_over)}</strong> {props.hint}
      </p>
      {/* Never `disabled` while the tool is busy: that would drop the focus to the page (BusyButton). */}
      <BusyButton busy={false} blocked={props.disabled === true} className="btn start-over__button" onPress={props.onClick}>
        {props.label}
      </BusyButton>
    </div>
  );
}
