import { Field } from '../../../ui/Field';
import { HOLIDAY_KEYS, HOLIDAY_LABELS, type HolidayKey } from '../../../content/holidays';
import { MONTH_NAMES } from '../dates';
import { addBirthday, removeItem, setHoliday, setSpringBreak, updateItem } from '../edits';
import { HOLIDAY_TIMES, type HolidayRule, type HolidaySetting } from '../model';
import { ParentSelect, Section, section } from './fields';

const RULE_LABELS: Record<HolidayRule, string> = {
  regular: 'Regular schedule',
  fixed: 'Same parent every year',
  alternate: 'Alternates: even / odd years',
  split: 'Split at a time',
};

export const HolidaySection = section(
  ['holidays', 'springBreak', 'birthdays', 'parentA', 'parentB'],
  function HolidaySection({ data, edit, errors }) {
    const holiday = (k: HolidayKey, patch: Partial<HolidaySetting>) => edit(setHoliday(k, patch));
    return (
      <Section title="4. Holidays" id="ptc-holidays">
        <p className="field__hint">
          Holidays take priority over the regular schedule, summer and vacations. Long breaks are applied first, so a one-day
          holiday inside a break (New Year’s Day in winter break) still goes where you say. Under each holiday: the time it
          covers.
        </p>
        <div className="ptc__holidays">
          {HOLIDAY_KEYS.map((k) => {
            const h = data.holidays[k];
            return (
              <fieldset key={k} className="ptc__item" data-testid={`ptc-holiday-${k}`}>
                <legend>{HOLIDAY_LABELS[k]}</legend>
                <p className="field__hint">{HOLIDAY_TIMES[k]}</p>
                <div className="field">
                  <label htmlFor={`ptc-holiday-${k}-rule`}>Rule</label>
                  <select
                    id={`ptc-holiday-${k}-rule`}
                    value={h.rule}
                    onChange={(e) => holiday(k, { rule: e.currentTarget.value as HolidayRule })}
                  >
                    {(Object.keys(RULE_LABELS) as HolidayRule[]).map((r) => (
                      <option key={r} value={r}>
                        {RULE_LABELS[r]}
                      </option>
                    ))}
                  </select>
                </div>
                {h.rule !== 'regular' ? (
                  <ParentSelect
                    id={`ptc-holiday-${k}-parent`}
                    label={
                      h.rule === 'fixed' ? 'Parent' : h.rule === 'alternate' ? 'Parent in even years' : 'First part in even years'
                    }
                    value={h.parent}
                    data={data}
                    onChange={(p) => holiday(k, { parent: p })}
                  />
                ) : null}
                {h.rule === 'split' ? (
                  <Field
                    id={`ptc-holiday-${k}-split`}
                    label="Changes hands at"
                    error={errors[`holiday-${k}-split`]}
                    announce={false}
                  >
                    {(control) => (
                      <input
                        {...control}
                        type="time"
                        value={h.splitTime}
                        onChange={(e) => holiday(k, { splitTime: e.currentTarget.value })}
                      />
                    )}
                  </Field>
                ) : null}
                {k === 'springBreak' && h.rule !== 'regular' ? (
                  <>
                    <div className="field">
                      <label htmlFor="ptc-sb-month">Spring break month</label>
                      <select
                        id="ptc-sb-month"
                        value={data.springBreak.month}
                        onChange={(e) => {
                          const v = Number(e.currentTarget.value);
                          edit(setSpringBreak({ month: v }));
                        }}
                      >
                        {[2, 3, 4].map((m) => (
                          <option key={m} value={m}>
                            {MONTH_NAMES[m - 1]}
                          </option>
                        ))}
                      </select>
                    </div>
                    <div className="field">
                      <label htmlFor="ptc-sb-week">Spring break week begins on the</label>
                      <select
                        id="ptc-sb-week"
                        value={data.springBreak.nthMonday}
                        onChange={(e) => {
                          const v = Number(e.currentTarget.value);
                          edit(setSpringBreak({ nthMonday: v }));
                        }}
                      >
                        {[1, 2, 3, 4].map((n) => (
                          <option key={n} value={n}>
                            {['1st', '2nd', '3rd', '4th'][n - 1]} Monday
                          </option>
                        ))}
                      </select>
                    </div>
                  </>
                ) : null}
              </fieldset>
            );
          })}
        </div>
        <h3>Children’s birthdays</h3>
        {data.birthdays.map((b, i) => (
          <fieldset key={b.id} className="ptc__item">
            <legend>Child {i + 1}</legend>
            <div className="form-grid form-grid--2">
              <div className="field">
                <label htmlFor={`ptc-birthday-${b.id}-name`}>First name</label>
                <input
                  id={`ptc-birthday-${b.id}-name`}
                  type="text"
                  autoComplete="off"
                  value={b.name}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    edit(updateItem('birthdays', b.id, { name: v }));
                  }}
                />
              </div>
              <Field
                id={`ptc-birthday-${b.id}-date`}
                label="Date of birth"
                error={errors[`birthday-${b.id}-date`]}
                announce={false}
              >
                {(control) => (
                  <input
                    {...control}
                    type="date"
                    value={b.date}
                    onChange={(e) => {
                      const v = e.currentTarget.value;
                      edit(updateItem('birthdays', b.id, { date: v }));
                    }}
                  />
                )}
              </Field>
            </div>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => edit(removeItem('birthdays', b.id))}>
              Remove child {i + 1}
            </button>
          </fieldset>
        ))}
        <button type="button" className="btn btn--secondary btn--small" onClick={() => edit(addBirthday)}>
          Add a child’s birthday
        </button>
      </Section>
    );
  },
);
