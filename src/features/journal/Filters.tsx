// The journal's filters (words, type, child, tag, dates) and the list to choose from they share
// with the new-entry picker.
import { Field } from '../../ui/Field';
import { NO_FILTER, type JournalFilter } from './journal';
import { ENTRY_TYPES, TYPE_LABELS, type EntryType } from './model';

export function Filters({
  filter,
  set,
  choices,
}: {
  filter: JournalFilter;
  set: (p: Partial<JournalFilter>) => void;
  choices: { children: string[]; tags: string[] };
}) {
  const any = filter !== NO_FILTER && Object.values(filter).some(Boolean);
  return (
    <fieldset className="journal-filters">
      <legend>Find entries</legend>
      <Field id="jfl-text" label="Words">
        {(c) => <input {...c} type="search" value={filter.text} onChange={(e) => set({ text: e.target.value })} />}
      </Field>
      <Choice
        id="jfl-type"
        label="Type"
        all="All types"
        value={filter.type}
        options={TYPE_OPTIONS}
        set={(type) => set({ type: type as EntryType | '' })}
      />
      <Choice
        id="jfl-child"
        label="Child"
        all="All children"
        value={filter.child}
        options={pairs(choices.children)}
        set={(child) => set({ child })}
      />
      <Choice
        id="jfl-tag"
        label="Tag"
        all="All tags"
        value={filter.tag}
        options={pairs(choices.tags)}
        set={(tag) => set({ tag })}
      />
      <Field id="jfl-from" label="From">
        {(c) => <input {...c} type="date" value={filter.from} onChange={(e) => set({ from: e.target.value })} />}
      </Field>
      <Field id="jfl-to" label="To">
        {(c) => <input {...c} type="date" value={filter.to} onChange={(e) => set({ to: e.target.value })} />}
      </Field>
      {any ? (
        <button type="button" className="btn btn--ghost btn--small" onClick={() => set(NO_FILTER)}>
          Clear filters
        </button>
      ) : null}
    </fieldset>
  );
}

export const TYPE_OPTIONS = ENTRY_TYPES.map((t) => [t, TYPE_LABELS[t]] as const);
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
