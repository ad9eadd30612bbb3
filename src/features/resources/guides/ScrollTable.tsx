import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '../../../ui/Icon';

/**
 * A table that may be wider than a phone's screen. It scrolls sideways inside its own labelled
 * region (so the page itself never does), and while it is wider than the room it has, a hint
 * above it says so; the region then takes keyboard focus, so arrow keys scroll it. On a wide
 * screen the table fits and neither the hint nor the extra tab stop is there.
 */
export function ScrollTable({
  label,
  hint = 'The table is wider than your screen: swipe or scroll it sideways to see every column.',
  children,
}: {
  label: string;
  /** The hint in the page's language (the Spanish guides pass theirs). */
  hint?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  // More columns to the right: a shade on the right edge says the table goes on.
  const [more, setMore] = useState(false);
  const hintId = useId();
  useLayoutEffect(() => {
    const region = ref.current;
    if (!region) return;
    const check = () => {
      setOverflows(region.scrollWidth - region.clientWidth > 1);
      setMore(region.scrollWidth - region.clientWidth - region.scrollLeft > 1);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(region);
    if (region.firstElementChild) observer.observe(region.firstElementChild);
    region.addEventListener('scroll', check, { passive: true });
    return () => {
      observer.disconnect();
      region.removeEventListener('scroll', check);
    };
  }, []);
  return (
    <div className={`scroll-table${more ? ' scroll-table--more' : ''}`}>
      {overflows ? (
        <p id={hintId} className="scroll-table__hint" data-testid="scroll-table-hint">
          <Icon name="arrow-right" /> {hint}
        </p>
      ) : null}
      <div className="scroll-table__frame">
        <div
          ref={ref}
          className="scroll-table__region"
          role="region"
          aria-label={label}
          tabIndex={overflows ? 0 : undefined}
          aria-describedby={overflows ? hintId : undefined}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
