import { Fragment } from 'react';
import { LINES, type LineId } from '../../../content/crisisLines';

/** The help lines box of a guide: each line's name, its call/text links and when to reach for it. */
export function HelpLines({ ids, intro }: { ids: readonly LineId[]; intro: string }) {
  return (
    <section className="card guide__callout guide__crisis" aria-labelledby="crisis-heading">
      <h2 id="crisis-heading">If you need help right now</h2>
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
