import { useMessages } from '../../../ui/i18n';
import * as m from '../../../content/messages/parenting-time/compiled/en.js';
import { parentingTimeMessages } from '../parentingTimeMessages';
import { Field } from '../../../ui/Field';
import { addVacation, nightsOf, removeItem, setSummer, updateItem } from '../edits';
import type { SummerMode } from '../model';
import { ParentSelect, Section, section } from './fields';

export const SummerSection = section(
  ['summer', 'vacations', 'parentA', 'parentB'],
  function SummerSection({ data, edit, errors }) {
    const t = useMessages(parentingTimeMessages);
    return (
      <Section title={t(m.s_summer)} id="ptc-summer">
        <label className="checkbox ptc__gap">
          <input
            type="checkbox"
            checked={data.summer.enabled}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              edit(setSummer({ enabled: on }));
            }}
          />
          <span>{t(m.summer_own)}</span>
        </label>
        {data.summer.enabled ? (
          <p className="field__hint" id="ptc-summer-hint">
            {t(m.summer_hint)}
          </p>
        ) : null}
        {data.summer.enabled ? (
          <div className="form-grid form-grid--2">
            <Field
              id="ptc-summer-start"
              label={t(m.summer_starts)}
              describedBy="ptc-summer-hint"
              error={errors['summer-start']}
              announce={false}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  inputMode="numeric"
                  placeholder="06-15"
                  value={data.summer.start}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    edit(setSummer({ start: v }));
                  }}
                />
              )}
            </Field>
            <Field
              id="ptc-summer-end"
              label={t(m.school_starts)}
              describedBy="ptc-summer-hint"
              error={errors['summer-end']}
              announce={false}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  inputMode="numeric"
                  placeholder="08-20"
                  value={data.summer.end}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    edit(setSummer({ end: v }));
                  }}
                />
              )}
            </Field>
            <div className="field">
              <label htmlFor="ptc-summer-mode">{t(m.during_summer)}</label>
              <select
                id="ptc-summer-mode"
                value={data.summer.mode}
                onChange={(e) => {
                  const v = e.currentTarget.value as SummerMode;
                  edit(setSummer({ mode: v }));
                }}
              >
                <option value="same">{t(m.keep_regular)}</option>
                <option value="alternating-weeks">{t(m.alternating_weeks)}</option>
                <option value="one-parent">{t(m.one_parent)}</option>
              </select>
            </div>
            {data.summer.mode !== 'same' ? (
              <ParentSelect
                id="ptc-summer-parent"
                label={t(data.summer.mode === 'one-parent' ? m.with_parent : m.first_summer_week)}
                value={data.summer.parent}
                data={data}
                onChange={(v) => edit(setSummer({ parent: v }))}
              />
            ) : null}
          </div>
        ) : null}
        <h3>{t(m.vacations)}</h3>
        <p className="field__hint">{t(m.vacations_hint)}</p>
        {data.vacations.map((v, i) => (
          <fieldset key={v.id} className="ptc__item">
            <legend>{t(m.vacation_n, { n: i + 1 })}</legend>
            <div className="form-grid form-grid--3">
              <ParentSelect
                id={`ptc-vacation-${v.id}-parent`}
                label={t(m.with_parent)}
                value={v.parent}
                data={data}
                onChange={(p) => edit(updateItem('vacations', v.id, { parent: p }))}
              />
              <Field
                id={`ptc-vacation-${v.id}-start`}
                label={t(m.first_night)}
                error={errors[`vacation-${v.id}-start`]}
                announce={false}
              >
                {(control) => (
                  <input
                    {...control}
                    type="date"
                    value={v.start}
                    onChange={(e) => {
                      const val = e.currentTarget.value;
                      edit(updateItem('vacations', v.id, { start: val }));
                    }}
                  />
                )}
              </Field>
              {/* Label as JSX text: scripts/search-text.mjs reads one-word labels only from JSX text. */}
              <Field
                id={`ptc-vacation-${v.id}-nights`}
                label={t(m.nights)}
                error={errors[`vacation-${v.id}-nights`]}
                announce={false}
              >
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    min={1}
                    max={60}
                    value={v.nights}
                    onChange={(e) => {
                      const nights = nightsOf(e.currentTarget.value);
                      edit(updateItem('vacations', v.id, { nights }));
                    }}
                  />
                )}
              </Field>
            </div>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => edit(removeItem('vacations', v.id))}>
              {t(m.remove_vacation, { n: i + 1 })}
            </button>
          </fieldset>
        ))}
        <button type="button" className="btn btn--secondary btn--small" onClick={() => edit(addVacation)}>
          {t(m.add_vacation)}
        </button>
      </Section>
    );
  },
);
