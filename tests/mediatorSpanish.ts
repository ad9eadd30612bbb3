import spanish from '../src/content/messages/mediator/compiled/es.js';
// Built from the child support catalog when imported (scripts/i18n.mjs BUILT_SUBSETS, vitest.config.ts).
import laws from '../src/content/messages/child-support/compiled/es-laws.js';
import { spanishOf } from '../src/lib/translate';
import { spanishTranslator } from './spanishTranslator';

/** The mediator's Spanish as its page has it (src/features/mediator/mediatorMessages.ts): its catalog and the state laws. */
const mediatorSpanish = spanishOf(spanish, laws);

/** The mediator page's Spanish translator, for unit tests. */
export const mediatorEs = spanishTranslator(mediatorSpanish);
