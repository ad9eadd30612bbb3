import { useLang, useMessages } from '../../../ui/i18n';
import * as m from '../../../content/messages/parenting-time/compiled/en.js';
import { parentingTimeMessages } from '../parentingTimeMessages';
import { Field } from '../../../ui/Field';
import { HOLIDAY_KEYS, HOLIDAY_LABELS, type HolidayKey } from '../../../content/holidays';
import { monthName } from '../dates';
import { addBirthday, removeItem, setHoliday, setSpringBreak, updateItem } from '../edits';
import { HOLIDAY_TIMES, type HolidayRule, type HolidaySetting } from '../model';
import { ParentSelect, Section, section } from './fields';

const RULE_LABELS: Record<HolidayRule, string> = {
  regular: m.rule_regular,
  fixed: m.rule_fixed,
  alternate: m.rule_alternate,
  split: m.rule_split,
};

export const HolidaySection = section(
  ['holidays', 'springBreak', 'birthdays', 'parentA', 'parentB'],
  function HolidaySection({ data, edit, errors }) {
    const t = useMessages(parentingTimeMessages);
    const lang = useLang();
    const holiday = (k: HolidayKey, patch: Partial<HolidaySetting>) => edit(setHoliday(k, patch));
    return (
      <Section title={t(m.s_holidays)} id="ptc-holidays">
        <p className="field__hint">{t(m.holidays_hint)}</p>
        <div className="ptc__holidays">
          {HOLIDAY_KEYS.map((k) => {
            const h = data.holidays[k];
            return (
              <fieldset key={k} className="ptc__item" data-testid={`ptc-holiday-${k}`}>
                <legend>{t(HOLIDAY_LABELS[k])}</legend>
                <p className="field__hint">{t(HOLIDAY_TIMES[k])}</p>
                <div className="field">
                  <label htmlFor={`ptc-holiday-${k}-rule`}>{t(m.rule)}</label>
                  <select
                    id={`ptc-holiday-${k}-rule`}
                    value={h.rule}
                    onChange={(e) => holiday(k, { rule: e.currentTarget.value as HolidayRule })}
                  >
                    {(Object.keys(RULE_LABELS) as HolidayRule[]).map((r) => (
                      <option key={r} value={r}>
                        {t(RULE_LABELS[r])}
                      </option>
                    ))}
                  </select>
                </div>
                {h.rule !== 'regular' ? (
                  <ParentSelect
                    id={`ptc-holiday-${k}-parent`}
                    label={t(h.rule === 'fixed' ? m.parent : h.rule === 'alternate' ? m.parent_even : m.first_part_even)}
                    value={h.parent}
                    data={data}
                    onChange={(p) => holiday(k, { parent: p })}
                  />
                ) : null}
                {h.rule === 'split' ? (
                  <Field
                    id={`ptc-holiday-${k}-split`}
                    label={t(m.changes_hands)}
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
                      <label htmlFor="ptc-sb-month">{t(m.sb_month)}</label>
                      <select
                        id="ptc-sb-month"
                        value={data.springBreak.month}
                        onChange={(e) => {
                          const v = Number(e.currentTarget.value);
                          edit(setSpringBreak({ month: v }));
                        }}
                      >
                        {[2, 3, 4].map((mo) => (
                          <option key={mo} value={mo}>
                            {monthName(mo, lang)}
                          </option>
                        ))}
                      </select>
                    </div>
                    <div className="field">
                      <label htmlFor="ptc-sb-week">{t(m.sb_week)}</label>
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
                            {t([m.monday_1, m.monday_2, m.monday_3, m.monday_4][n - 1] ?? '')}
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
        <h3>{t(m.birthdays_title)}</h3>
        {data.birthdays.map((b, i) => (
          <fieldset key={b.id} className="ptc__item">
            <legend>{t(m.child_n, { n: i + 1 })}</legend>
            <div className="form-grid form-grid--2">
              <div className="field">
                <label htmlFor={`ptc-birthday-${b.id}-name`}>{t(m.first_name)}</label>
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
                label={t(m.date_of_birth)}
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
              {t(m.remove_child, { n: i + 1 })}
            </button>
          </fieldset>
        ))}
        <button type="button" className="btn btn--secondary btn--small" onClick={() => edit(addBirthday)}>
          {t(m.add_birthday)}
        </button>
      </Section>
    );
  },
);
