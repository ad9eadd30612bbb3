import { Fragment } from 'react';
import { LINES, lineActions, linkOpening, type LineId } from '../content/crisisLines';
import * as m from '../content/messages/helplines/compiled/en.js';
import { catalog, useLang, useMessages } from './i18n';

/**
 * The help lines' words in Spanish (docs/i18n.md, "The help lines"): each line's name, labels
 * and addresses are looked up by their English text (src/content/crisisLines.ts), so on a
 * Spanish page "Call 988" is "Llamar al 988 y oprimir 2 (español)" and the 988 and Crisis Text
 * Line texts go out as AYUDA; a line's options only in Spanish (its Spanish chat, `spanishOnly`)
 * follow its call and text links on a Spanish page only. Declared here, in the guides' and the
 * journal's chunks only.
 */
const helpLinesMessages = catalog(() => import('../content/messages/helplines/compiled/es.js'));

/**
 * A box of help lines (src/content/crisisLines.ts): each line's name, its call/text links and
 * when to reach for it. The guides show it as a card with a level-2 heading; the journal's
 * incident form shows it inside the form with a level-3 one. `intro` comes in the page's language.
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
  const t = useMessages(helpLinesMessages);
  const lang = useLang();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className} aria-labelledby={headingId} data-testid={testId}>
      <Heading id={headingId}>{t(m.heading)}</Heading>
      <p>{intro}</p>
      <ul>
        {ids.map((id) => (
          <li key={id} data-line={id}>
            <strong>{t(LINES[id].name)}</strong>:{' '}
            {lineActions(LINES[id], lang).map((action, i) => (
              <Fragment key={action.href}>
                {i ? ` ${t(m.or)} ` : null}
                <a href={t(action.href)} {...linkOpening(action)}>
                  {t(action.label)}
                </a>
              </Fragment>
            ))}
            . {t(LINES[id].when)}
          </li>
        ))}
      </ul>
    </section>
  );
}
