import { addVacation, nightsOf, removeItem, setSummer, updateItem } from '../edits';
import type { SummerMode } from '../model';
import { FieldError, invalid, ParentSelect, Section, section } from './fields';

export const SummerSection = section(
  ['summer', 'vacations', 'parentA', 'parentB'],
  function SummerSection({ data, edit, errors }) {
    return (
      <Section title="3. Summer and vacations" id="ptc-summer">
        <label className="checkbox ptc__gap">
          <input
            type="checkbox"
            checked={data.summer.enabled}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              edit(setSummer({ enabled: on }));
            }}
          />
          <span>Summer has its own schedule</span>
        </label>
        {data.summer.enabled ? (
          <p className="field__hint" id="ptc-summer-hint">
            Write the two dates as month-day (06-15 is June 15); they apply every year.
          </p>
        ) : null}
        {data.summer.enabled ? (
          <div className="form-grid form-grid--2">
            <div className="field">
              <label htmlFor="ptc-summer-start">Summer starts (month-day)</label>
              <input
                id="ptc-summer-start"
                type="text"
                inputMode="numeric"
                placeholder="06-15"
                value={data.summer.start}
                {...invalid('summer-start', errors, 'ptc-summer-hint')}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  edit(setSummer({ start: v }));
                }}
              />
              <FieldError id="summer-start" errors={errors} />
            </div>
            <div className="field">
              <label htmlFor="ptc-summer-end">School starts again (month-day)</label>
              <input
                id="ptc-summer-end"
                type="text"
                inputMode="numeric"
                placeholder="08-20"
                value={data.summer.end}
                {...invalid('summer-end', errors, 'ptc-summer-hint')}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  edit(setSummer({ end: v }));
                }}
              />
              <FieldError id="summer-end" errors={errors} />
            </div>
            <div className="field">
              <label htmlFor="ptc-summer-mode">During summer</label>
              <select
                id="ptc-summer-mode"
                value={data.summer.mode}
                onChange={(e) => {
                  const v = e.currentTarget.value as SummerMode;
                  edit(setSummer({ mode: v }));
                }}
              >
                <option value="same">Keep the regular schedule</option>
                <option value="alternating-weeks">Alternating weeks</option>
                <option value="one-parent">With one parent</option>
              </select>
            </div>
            {data.summer.mode !== 'same' ? (
              <ParentSelect
                id="ptc-summer-parent"
                label={data.summer.mode === 'one-parent' ? 'With' : 'First summer week with'}
                value={data.summer.parent}
                data={data}
                onChange={(v) => edit(setSummer({ parent: v }))}
              />
            ) : null}
          </div>
        ) : null}
        <h3>Vacations</h3>
        <p className="field__hint">
          A vacation block (for example two weeks in July) takes priority over the regular and summer schedule.
        </p>
        {data.vacations.map((v, i) => (
          <fieldset key={v.id} className="ptc__item">
            <legend>Vacation {i + 1}</legend>
            <div className="form-grid form-grid--3">
              <ParentSelect
                id={`ptc-vacation-${v.id}-parent`}
                label="With"
                value={v.parent}
                data={data}
                onChange={(p) => edit(updateItem('vacations', v.id, { parent: p }))}
              />
              <div className="field">
                <label htmlFor={`ptc-vacation-${v.id}-start`}>First night</label>
                <input
                  id={`ptc-vacation-${v.id}-start`}
                  type="date"
                  value={v.start}
                  {...invalid(`vacation-${v.id}-start`, errors)}
                  onChange={(e) => {
                    const val = e.currentTarget.value;
                    edit(updateItem('vacations', v.id, { start: val }));
                  }}
                />
                <FieldError id={`vacation-${v.id}-start`} errors={errors} />
              </div>
              <div className="field">
                <label htmlFor={`ptc-vacation-${v.id}-nights`}>Nights</label>
                <input
                  id={`ptc-vacation-${v.id}-nights`}
                  type="number"
                  min={1}
                  max={60}
                  value={v.nights}
                  {...invalid(`vacation-${v.id}-nights`, errors)}
                  onChange={(e) => {
                    const nights = nightsOf(e.currentTarget.value);
                    edit(updateItem('vacations', v.id, { nights }));
                  }}
                />
                <FieldError id={`vacation-${v.id}-nights`} errors={errors} />
              </div>
            </div>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => edit(removeItem('vacations', v.id))}>
              Remove vacation {i + 1}
            </button>
          </fieldset>
        ))}
        <button type="button" className="btn btn--secondary btn--small" onClick={() => edit(addVacation)}>
          Add a vacation
        </button>
      </Section>
    );
  },
);
