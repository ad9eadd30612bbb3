import { setField } from '../edits';
import { parentName, type Side } from '../model';
import { Section, section } from './fields';

export const ParentsSection = section(['parentA', 'parentB', 'you'], function ParentsSection({ data, edit }) {
  return (
    <Section title="1. Parents" id="ptc-parents" open>
      <div className="form-grid form-grid--2">
        <div className="field">
          <label htmlFor="ptc-parentA">Parent A’s name</label>
          <input
            id="ptc-parentA"
            type="text"
            autoComplete="off"
            value={data.parentA}
            placeholder="Parent A"
            onChange={(e) => {
              const v = e.currentTarget.value;
              edit(setField('parentA', v));
            }}
          />
        </div>
        <div className="field">
          <label htmlFor="ptc-parentB">Parent B’s name</label>
          <input
            id="ptc-parentB"
            type="text"
            autoComplete="off"
            value={data.parentB}
            placeholder="Parent B"
            onChange={(e) => {
              const v = e.currentTarget.value;
              edit(setField('parentB', v));
            }}
          />
        </div>
      </div>
      <fieldset className="ptc__radios">
        <legend>Which parent are you?</legend>
        {(['a', 'b'] as Side[]).map((p) => (
          <label key={p} className="checkbox">
            <input type="radio" name="ptc-you" value={p} checked={data.you === p} onChange={() => edit(setField('you', p))} />
            <span>{parentName(data, p)}</span>
          </label>
        ))}
      </fieldset>
    </Section>
  );
});
