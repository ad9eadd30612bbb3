import * as m from '../../content/messages/mediator/compiled/en.js';
import { engineText, type EngineText } from '../../lib/engineText';
import { english, spanishOf, type Translate } from '../../lib/translate';
import { catalog } from '../../ui/i18n';

/**
 * The AI Mediator's words: landing, upload, progress, file problems, the report's frame, saved
 * reports, the PDF; docs/i18n.md. With them, the child support catalog's state laws (its `laws`
 * part): a support suggestion cites a state's law in the estimator's own words
 * (src/content/child-support/laws.ts), written once.
 */
export const mediatorMessages = catalog(() =>
  Promise.all([
    import('../../content/messages/mediator/compiled/es.js'),
    import('../../content/messages/child-support/compiled/es-laws.js'),
  ]).then(([own, laws]) => ({ default: spanishOf(own.default, laws.default) })),
);

/**
 * The patterns of the file problems files.ts writes with a file's name and figures in them;
 * tests/unit/mediator-es.test.ts checks that every one of them matches.
 */
const FILE_PATTERNS: readonly string[] = [
  m.file_too_big,
  m.file_empty,
  m.file_wrong_type,
  m.file_damaged,
  m.file_password,
  m.file_scanned,
  m.file_too_many_pages,
  m.file_too_much_text,
  m.file_too_slow,
  m.file_no_text,
  m.file_too_many,
];

/**
 * A file problem (made by files.ts in the worker or on the page) in the language on screen: matched
 * against its pattern, the file's kind ("a PNG image") said in that language too.
 */
export function fileProblemText(t: Translate): (text: string) => string {
  if (t === english) return (text) => text;
  const kinds: Translate = (message, inputs) =>
    t(message, inputs && 'description' in inputs ? { ...inputs, description: t(String(inputs.description)) } : inputs);
  const say: EngineText = engineText(FILE_PATTERNS, kinds);
  return (text) => say(text) ?? t(text);
}
