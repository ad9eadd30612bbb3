// Renders help lines (src/content/crisisLines.ts) as a block of tap-to-call and tap-to-text
// links. Shared by the coach page (main.ts) and the stand-alone help page (help.ts).
import { isWebLink, linkOpening, type HelpLine } from '../../content/crisisLines';

/**
 * A <section> with a title and one row per line: its name, then its call/text links. `afterFirst`
 * (the safety check's two answers) is placed right after the first line (911), in a list of
 * its own before the other lines, so the question, 911 and the answers come first in view and in
 * reading order, whatever the length of the lines below (docs/i18n.md, "session 25").
 */
export function renderLines(
  doc: Document,
  title: string,
  lines: readonly HelpLine[],
  label = 'Help lines',
  afterFirst?: HTMLElement,
): HTMLElement {
  const section = doc.createElement('section');
  section.className = 'crisis';
  section.setAttribute('aria-label', label);
  const heading = doc.createElement('p');
  heading.className = 'crisis__title';
  heading.textContent = title;
  section.append(heading);
  let list = doc.createElement('ul');
  list.className = 'crisis__lines';
  section.append(list);
  for (const [i, line] of lines.entries()) {
    if (i === 1 && afterFirst) {
      section.append(afterFirst);
      list = doc.createElement('ul');
      list.className = 'crisis__lines';
      section.append(list);
    }
    const item = doc.createElement('li');
    item.className = 'crisis__line';
    item.dataset.line = line.id;
    const name = doc.createElement('span');
    name.className = 'crisis__name';
    name.textContent = line.name;
    item.append(name);
    const actions = doc.createElement('span');
    actions.className = 'crisis__actions';
    for (const action of line.actions) {
      const a = doc.createElement('a');
      a.href = action.href;
      a.className = isWebLink(action) ? 'crisis__chat' : action.href.startsWith('sms:') ? 'crisis__text' : 'crisis__call';
      Object.assign(a, linkOpening(action));
      a.textContent = action.label;
      actions.append(a);
    }
    item.append(actions);
    list.append(item);
  }
  // One line only (911): the answers follow it.
  if (afterFirst && afterFirst.parentNode !== section) section.append(afterFirst);
  return section;
}
