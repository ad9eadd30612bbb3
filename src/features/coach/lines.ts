// Renders help lines (src/content/crisisLines.ts) as a block of tap-to-call and tap-to-text
// links. Shared by the coach page (main.ts) and the stand-alone help page (help.ts).
import { isWebLink, linkOpening, type HelpLine } from '../../content/crisisLines';

/** A <section> with a title and one row per line: its name, then its call/text links. */
export function renderLines(doc: Document, title: string, lines: readonly HelpLine[], label = 'Help lines'): HTMLElement {
  const section = doc.createElement('section');
  section.className = 'crisis';
  section.setAttribute('aria-label', label);
  const heading = doc.createElement('p');
  heading.className = 'crisis__title';
  heading.textContent = title;
  section.append(heading);
  const list = doc.createElement('ul');
  list.className = 'crisis__lines';
  for (const line of lines) {
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
  section.append(list);
  return section;
}
