// The affidavit and the parenting plan build their toolbar's props with one helper
// (src/ui/ToolToolbar.tsx, toolToolbarProps), from each tool's own messages, in the language
// on screen.
import { describe, expect, it } from 'vitest';
import { toolToolbarProps } from '../../src/ui/ToolToolbar';
import { english, translatorOf } from '../../src/lib/translate';
import * as affidavit from '../../src/content/messages/affidavit/compiled/en.js';
import affidavitEs from '../../src/content/messages/affidavit/compiled/es.js';
import * as plan from '../../src/content/messages/parenting-plan/compiled/en.js';

const own = { acknowledged: true, onAcknowledgedChange: () => {}, onSave: async () => {}, onClear: async () => {} };
const sections = [{ heading: 'Children', groups: [] }];

describe('toolToolbarProps', () => {
  it("the affidavit's words and draft, in English", () => {
    const props = toolToolbarProps(english, affidavit, { ...own, name: 'affidavit' }, () => sections);
    expect({ ...props, makeDraft: props.makeDraft() }).toEqual({
      ...own,
      name: 'affidavit',
      clearMessage:
        'This empties every field and removes the saved copy of your affidavit from this device. It cannot be undone.',
      clearHint:
        'Clear All empties every field and removes the saved copy of your affidavit from this device. It asks before it does anything.',
      makeDraft: { title: 'Financial Affidavit', sections },
      filename: 'financial-affidavit-draft.pdf',
      savedToast: { title: 'Progress Saved!', description: 'Your affidavit is saved, encrypted, on this device.' },
      clearedToast: { title: 'Form Cleared!', description: 'Every field is empty and the saved copy was removed.' },
      clearErrorText: 'Could not clear the form.',
    });
  });

  it("the affidavit's words in Spanish", () => {
    const props = toolToolbarProps(translatorOf(affidavitEs), affidavit, { ...own, name: 'affidavit' }, () => sections);
    expect([props.filename, props.makeDraft().title, props.savedToast.title, props.clearErrorText]).toEqual([
      'borrador-declaracion-jurada-financiera.pdf',
      'Declaración jurada financiera',
      '¡Progreso guardado!',
      'No se pudo borrar el formulario.',
    ]);
  });

  it("the plan's words: its own, not the affidavit's", () => {
    const props = toolToolbarProps(english, plan, { ...own, name: 'plan' }, () => sections);
    expect([props.name, props.filename, props.makeDraft().title, props.clearedToast.title]).toEqual([
      'plan',
      plan.pdf_filename,
      'Parenting Plan',
      'Progress Cleared',
    ]);
  });
});
