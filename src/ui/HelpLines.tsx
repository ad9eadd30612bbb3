import { Fragment } from 'react';
import { LINES, type LineId } from '../content/crisisLines';

/**
 * A box of help lines (src/content/crisisLines.ts): each line's name, its call/text links and
 * when to reach for it. The guides show it as a card with a level-2 heading; the journal's
 * incident form shows it inside the form with a level-3 one.
 */
export function HelpLines({
  ids,
  intro,
  className,
  headingId = 'crisis-heading',
  level = 2,
  testId,
}: {
  ids: readonly LineId[];
  intro: string;
  className: string;
  headingId?: string;
  level?: 2 | 3;
  testId?: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className} aria-labelledby={headingId} data-testid={testId}>
      <Heading id={headingId}>If you need help right now</Heading>
      <p>{intro}</p>
      <ul>
        {ids.map((id) => (
          <li key={id}>
            <strong>{LINES[id].name}</strong>:{' '}
            {LINES[id].actions.map((action, i) => (
              <Fragment key={action.href}>
                {i ? ' or ' : null}
                <a href={action.href}>{action.label}</a>
              </Fragment>
            ))}
            . {LINES[id].when}
          </li>
        ))}
      </ul>
    </section>
  );
}
