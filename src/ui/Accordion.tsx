import type { ReactNode, SyntheticEvent } from 'react';
import { Icon } from './Icon';
import './Accordion.css';

/**
 * One expandable section, drawn the same everywhere (guides, Insights, the parenting-time
 * calculator, the child-support estimator): a native <details>/<summary>, so Enter and Space
 * open and close it and the browser reports it as expanded or collapsed; a summary at least
 * 44 px tall with the global focus ring; a drawn chevron (never an emoji or the browser's
 * own marker) that turns when the section opens. Accordion.css holds the one style.
 */
export function AccordionItem({
  summary,
  children,
  open,
  onToggle,
  id,
  className,
}: {
  /** What the closed section shows: plain words, or a heading with a note beside it. */
  summary: ReactNode;
  children: ReactNode;
  open?: boolean;
  onToggle?: (open: boolean, event: SyntheticEvent<HTMLDetailsElement>) => void;
  id?: string;
  /** Extra classes for the section (a feature's own hooks for tests or print). */
  className?: string;
}) {
  return (
    <details
      className={`accordion-item${className ? ` ${className}` : ''}`}
      id={id}
      open={open}
      onToggle={onToggle ? (e) => onToggle(e.currentTarget.open, e) : undefined}
    >
      <summary className="accordion-item__summary">
        <span className="accordion-item__title">{summary}</span>
        <Icon name="chevron-down" className="accordion-item__chevron" />
      </summary>
      <div className="accordion-item__body">{children}</div>
    </details>
  );
}

/** A run of sections, spaced evenly. */
export function Accordion({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={`accordion-group${className ? ` ${className}` : ''}`}>{children}</div>;
}
