// The journal's filters (words, type, child, tag, dates) and the list to choose from they share
// with the new-entry picker.
import { Field } from '../../ui/Field';
import { NO_FILTER, type JournalFilter } from './journal';
import { ENTRY_TYPES, TYPE_LABELS, type EntryType } from './model';
import * as m from '../../content/messages/journal/compiled/en.js';
import type { Translate } from '../../lib/translate';
import { useMessages } from '../../ui/i18n';
import { journalMessages } from './journalMessages';

export function Filters({
  filter,
  set,
  choices,
}: {
  filter: JournalFilter;
  set: (p: Partial<JournalFilter>) => void;
  choices: { children: string[]; tags: string[] };
}) {
  const t = useMessages(journalMessages);
  const any = filter !== NO_FILTER && Object.values(filter).some(Boolean);
  return (
    <fieldset className="journal-filters">
      <legend>{t(m.find_entries)}</legend>
      <Field id="jfl-text" label={t(m.filter_words)}>
        {(c) => <input {...c} type="search" value={filter.text} onChange={(e) => set({ text: e.target.value })} />}
      </Field>
      <Choice
        id="jfl-type"
        label={t(m.filter_type)}
        all={t(m.filter_all_types)}
        value={filter.type}
        options={typeOptions(t)}
        set={(type) => set({ type: type as EntryType | '' })}
      />
      <Choice
        id="jfl-child"
        label={t(m.filter_child)}
        all={t(m.filter_all_children)}
        value={filter.child}
        options={pairs(choices.children)}
        set={(child) => set({ child })}
      />
      <Choice
        id="jfl-tag"
        label={t(m.filter_tag)}
        all={t(m.filter_all_tags)}
        value={filter.tag}
        options={pairs(choices.tags)}
        set={(tag) => set({ tag })}
      />
      <Field id="jfl-from" label={t(m.filter_from)}>
        {(c) => <input {...c} type="date" value={filter.from} onChange={(e) => set({ from: e.target.value })} />}
      </Field>
      <Field id="jfl-to" label={t(m.filter_to)}>
        {(c) => <input {...c} type="date" value={filter.to} onChange={(e) => set({ to: e.target.value })} />}
      </Field>
      {any ? (
        <button type="button" className="btn btn--ghost btn--small" onClick={() => set(NO_FILTER)}>
          {t(m.clear_filters)}
        </button>
      ) : null}
    </fieldset>
  );
}

/** The entry types as [value, label] pairs, labels in the language of `t`. */
export const typeOptions = (t: Translate) => ENTRY_TYPES.map((type) => [type, t(TYPE_LABELS[type])] as const);
const pairs = (names: string[]) => names.map((n) => [n, n] as const);

/** A list to choose from: [value, label] pairs, after "All …" when `all` is given. */
export function Choice(p: {
  id: string;
  label: string;
  all?: string;
  value: string;
  options: ReadonlyArray<readonly [string, string]>;
  set: (v: string) => void;
}) {
  return (
    <Field id={p.id} label={p.label}>
      {(c) => (
        <select {...c} value={p.value} onChange={(e) => p.set(e.target.value)}>
          {p.all !== undefined ? <option value="">{p.all}</option> : null}
          {p.options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
