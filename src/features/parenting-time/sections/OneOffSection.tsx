import { Field } from '../../../ui/Field';
import { addOneOff, removeItem, updateItem } from '../edits';
import type { OneOff } from '../model';
import { ParentSelect, Section, section } from './fields';

export const OneOffSection = section(['oneOffs', 'parentA', 'parentB'], function OneOffSection({ data, edit, errors }) {
  const set = (id: number, patch: Partial<OneOff>) => edit(updateItem('oneOffs', id, patch));
  return (
    <Section title="5. One-off changes" id="ptc-oneoffs">
      <p className="field__hint">A swapped weekend or a trip. These take priority over everything else, in the order listed.</p>
      {data.oneOffs.map((o, i) => (
        <fieldset key={o.id} className="ptc__item">
          <legend>Change {i + 1}</legend>
          <div className="form-grid form-grid--2">
            <ParentSelect
              id={`ptc-oneoff-${o.id}-parent`}
              label="With"
              value={o.parent}
              data={data}
              onChange={(p) => set(o.id, { parent: p })}
            />
            <div className="field">
              <label htmlFor={`ptc-oneoff-${o.id}-note`}>What it is (optional)</label>
              <input
                id={`ptc-oneoff-${o.id}-note`}
                type="text"
                autoComplete="off"
                value={o.note}
                onChange={(e) => set(o.id, { note: e.currentTarget.value })}
              />
            </div>
            {(['startDate', 'startTime', 'endDate', 'endTime'] as const).map((f) => (
              <Field
                key={f}
                id={`ptc-oneoff-${o.id}-${f}`}
                label={{ startDate: 'From date', startTime: 'From time', endDate: 'Until date', endTime: 'Until time' }[f]}
                error={errors[`oneoff-${o.id}-${f}`]}
                announce={false}
              >
                {(control) => (
                  <input
                    {...control}
                    type={f.endsWith('Date') ? 'date' : 'time'}
                    value={o[f]}
                    onChange={(e) => set(o.id, { [f]: e.currentTarget.value })}
                  />
                )}
              </Field>
            ))}
          </div>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => edit(removeItem('oneOffs', o.id))}>
            Remove change {i + 1}
          </button>
        </fieldset>
      ))}
      <button type="button" className="btn btn--secondary btn--small" onClick={() => edit(addOneOff)}>
        Add a one-off change
      </button>
    </Section>
  );
});
