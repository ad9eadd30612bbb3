import { useMessages } from '../../../ui/i18n';
import * as m from '../../../content/messages/parenting-time/compiled/en.js';
import { parentingTimeMessages } from '../parentingTimeMessages';
import { Field } from '../../../ui/Field';
import { addOneOff, removeItem, updateItem } from '../edits';
import type { OneOff } from '../model';
import { ParentSelect, Section, section } from './fields';

export const OneOffSection = section(['oneOffs', 'parentA', 'parentB'], function OneOffSection({ data, edit, errors }) {
  const t = useMessages(parentingTimeMessages);
  const set = (id: number, patch: Partial<OneOff>) => edit(updateItem('oneOffs', id, patch));
  return (
    <Section title={t(m.s_oneoffs)} id="ptc-oneoffs">
      <p className="field__hint">{t(m.oneoffs_hint)}</p>
      {data.oneOffs.map((o, i) => (
        <fieldset key={o.id} className="ptc__item">
          <legend>{t(m.change_n, { n: i + 1 })}</legend>
          <div className="form-grid form-grid--2">
            <ParentSelect
              id={`ptc-oneoff-${o.id}-parent`}
              label={t(m.with_parent)}
              value={o.parent}
              data={data}
              onChange={(p) => set(o.id, { parent: p })}
            />
            <div className="field">
              <label htmlFor={`ptc-oneoff-${o.id}-note`}>{t(m.what_it_is)}</label>
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
                label={t({ startDate: m.from_date, startTime: m.from_time, endDate: m.until_date, endTime: m.until_time }[f])}
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
            {t(m.remove_change, { n: i + 1 })}
          </button>
        </fieldset>
      ))}
      <button type="button" className="btn btn--secondary btn--small" onClick={() => edit(addOneOff)}>
        {t(m.add_oneoff)}
      </button>
    </Section>
  );
});
