import { useMessages } from '../../../ui/i18n';
import * as m from '../../../content/messages/parenting-time/compiled/en.js';
import { parentingTimeMessages } from '../parentingTimeMessages';
import { setField } from '../edits';
import { parentName, type Side } from '../model';
import { Section, section } from './fields';

export const ParentsSection = section(['parentA', 'parentB', 'you'], function ParentsSection({ data, edit }) {
  const t = useMessages(parentingTimeMessages);
  return (
    <Section title={t(m.s_parents)} id="ptc-parents" open>
      <div className="form-grid form-grid--2">
        <div className="field">
          <label htmlFor="ptc-parentA">{t(m.name_a)}</label>
          <input
            id="ptc-parentA"
            type="text"
            autoComplete="off"
            value={data.parentA}
            placeholder={t(m.parent_a)}
            onChange={(e) => {
              const v = e.currentTarget.value;
              edit(setField('parentA', v));
            }}
          />
        </div>
        <div className="field">
          <label htmlFor="ptc-parentB">{t(m.name_b)}</label>
          <input
            id="ptc-parentB"
            type="text"
            autoComplete="off"
            value={data.parentB}
            placeholder={t(m.parent_b)}
            onChange={(e) => {
              const v = e.currentTarget.value;
              edit(setField('parentB', v));
            }}
          />
        </div>
      </div>
      <fieldset className="ptc__radios">
        <legend>{t(m.which_parent)}</legend>
        {(['a', 'b'] as Side[]).map((p) => (
          <label key={p} className="checkbox">
            <input type="radio" name="ptc-you" value={p} checked={data.you === p} onChange={() => edit(setField('you', p))} />
            <span>{parentName(data, p, t)}</span>
          </label>
        ))}
      </fieldset>
    </Section>
  );
});
