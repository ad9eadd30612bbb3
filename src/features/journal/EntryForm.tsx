import { useMemo, type ReactNode } from 'react';
import { Field } from '../../ui/Field';
import { CHANNEL_LABELS, COMMUNICATION_CHANNELS } from '../../lib/journalHandoff';
import { CHILD_AREA_LABELS, CHILD_AREAS, EXCHANGE_OUTCOMES, OUTCOME_LABELS, TYPE_LABELS } from './model';
import type { EntryForm as Form, FormField } from './form';
import { HelpLines } from '../../ui/HelpLines';
import { onDemand } from '../../ui/onDemand';
import type { AttachmentPickerProps } from './attachments/AttachmentPicker';

// The picker brings the photo cleaning code (exif libraries): fetched when a form opens, not
// with the journal's list (docs/journal.md, "Storage and speed").
const picker = onDemand<AttachmentPickerProps>(
  () => import('./attachments/AttachmentPicker').then((m) => ({ default: m.AttachmentPicker })),
  () => <p className="field__hint">Files cannot be attached right now. Reload the page to try again.</p>,
);
import { SAFETY_GUIDE_LINES } from '../../content/crisisLines';

type Errors = Partial<Record<FormField, string>>;

/** Every time zone the browser knows, the form's own first when it is not among them. */
function useZones(current: string): string[] {
  return useMemo(() => {
    const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    return current && !all.includes(current) ? [current, ...all] : all;
  }, [current]);
}

const PARENT_LABELS = { you: 'You', other: 'The other parent' } as const;

/**
 * The new-entry and correction form: the boxes every entry has, then the chosen type's
 * own. Every box is a ui Field (label, hint, the problem at the field). What is typed is
 * kept as a draft by the page (useVaultDraft).
 */
export function EntryForm({
  form,
  errors,
  edit,
  onSave,
  onCancel,
  saving,
  note,
}: {
  form: Form;
  errors: Errors;
  edit: (patch: Partial<Form>) => void;
  onSave: () => void;
  onCancel: () => void;
  saving: boolean;
  /** The "Restored your unsaved changes" note, when there is one. */
  note: ReactNode;
}) {
  const zones = useZones(form.zone);
  const AttachmentPicker = picker.use(true);
  const id = (k: FormField) => `jf-${k}`;
  const text = (k: FormField, label: string, opts: { hint?: string; long?: boolean; type?: string; required?: boolean } = {}) => (
    <Field id={id(k)} label={label} hint={opts.hint} error={errors[k]} required={opts.required} marked={opts.required}>
      {(c) =>
        opts.long ? (
          <textarea {...c} rows={5} value={form[k] as string} onChange={(e) => edit({ [k]: e.target.value })} />
        ) : (
          <input {...c} type={opts.type ?? 'text'} value={form[k] as string} onChange={(e) => edit({ [k]: e.target.value })} />
        )
      }
    </Field>
  );
  const select = <K extends FormField>(k: K, label: string, options: ReadonlyArray<readonly [string, string]>, hint?: string) => (
    <Field id={id(k)} label={label} hint={hint} error={errors[k]}>
      {(c) => (
        <select {...c} value={form[k] as string} onChange={(e) => edit({ [k]: e.target.value } as Partial<Form>)}>
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const parents = Object.entries(PARENT_LABELS) as Array<[string, string]>;
  const heading =
    form.mode === 'correct' ? `Correct this entry (${TYPE_LABELS[form.type]})` : `New entry: ${TYPE_LABELS[form.type]}`;

  return (
    <form
      className="card journal-form"
      aria-labelledby="jf-heading"
      data-testid="journal-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <h2 id="jf-heading" tabIndex={-1}>
        {heading}
      </h2>
      {note}
      {form.type === 'incident' ? (
        <HelpLines
          className="journal-help"
          headingId="journal-help-h"
          level={3}
          testId="journal-help"
          ids={SAFETY_GUIDE_LINES}
          intro="If this is happening now or you are in danger, get help first; the entry can wait."
        />
      ) : null}
      {form.mode === 'correct'
        ? text('reason', 'Why you are correcting it', {
            hint: 'Kept with the entry’s history. The earlier version stays readable.',
            required: true,
          })
        : null}
      {text('title', 'Title', { hint: 'A few words, shown in the list.', required: true })}
      <div className="journal-form__row">
        {text('date', 'Date it happened', { type: 'date', required: true })}
        {text('time', 'Time', { type: 'time', hint: 'Leave empty if you do not know.' })}
      </div>
      <Field id={id('zone')} label="Time zone" error={errors.zone} hint="Where you were when it happened.">
        {(c) => (
          <select {...c} value={form.zone} onChange={(e) => edit({ zone: e.target.value })}>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        )}
      </Field>

      {form.type === 'exchange' ? (
        <>
          <div className="journal-form__row">
            {text('scheduledTime', 'Scheduled time', { type: 'time', hint: 'As your parenting-time schedule sets it.' })}
            {text('actualTime', 'Actual time', { type: 'time', hint: 'When the hand-over happened.' })}
          </div>
          {select(
            'outcome',
            'How it went',
            EXCHANGE_OUTCOMES.map((o) => [o, OUTCOME_LABELS[o]] as const),
          )}
          {form.outcome === 'late'
            ? text('lateMinutes', 'Minutes late', {
                type: 'text',
                hint: 'Left empty, it is worked out from the scheduled and actual times.',
              })
            : null}
          <div className="journal-form__row">
            {select('from', 'Who had the children before', parents)}
            {select('to', 'Who was to have them after', parents)}
          </div>
          {text('handedOverBy', 'Who did the hand-over', { hint: 'For example: the other parent’s partner, grandmother.' })}
        </>
      ) : null}

      {form.type === 'communication'
        ? select(
            'channel',
            'How it came',
            COMMUNICATION_CHANNELS.map((c) => [c, CHANNEL_LABELS[c]] as const),
          )
        : null}
      {form.type === 'child'
        ? select(
            'area',
            'About',
            CHILD_AREAS.map((a) => [a, CHILD_AREA_LABELS[a]] as const),
          )
        : null}
      {form.type === 'parenting-time' ? (
        <>
          {select('change', 'Kind of time', [
            ['make-up', 'Make-up time'],
            ['changed', 'Changed time (a swap or change agreed or imposed)'],
          ])}
          {select('parent', 'Who had the children these nights', parents)}
          <div className="journal-form__row">
            {text('firstNight', 'First night', { type: 'date', required: true })}
            {text('lastNight', 'Last night', { type: 'date', required: true })}
          </div>
        </>
      ) : null}
      {form.type === 'expense' ? (
        <>
          {text('sheet', 'Expense sheet', { hint: 'The sheet’s name in the Shared Expense Tracker.' })}
          {text('item', 'Expense', { hint: 'As written on the sheet.' })}
          {text('amount', 'Amount ($)', { hint: 'For example 45.50. Leave empty if not known.' })}
        </>
      ) : null}

      {text('details', DETAILS_LABEL[form.type], { long: true, hint: DETAILS_HINT[form.type] })}
      {form.type === 'communication'
        ? text('message', 'The message', { long: true, hint: 'Paste it as it came, or leave empty if you summarised it above.' })
        : null}
      {form.type === 'incident' ? (
        <>
          {text('present', 'Who was present')}
          {text('witnesses', 'Witnesses', { hint: 'Names, and how to reach them if you know.' })}
          {text('reportNumber', 'Police or report number')}
        </>
      ) : null}

      {text('children', 'Children concerned', { hint: 'First names, separated by commas.' })}
      {text('tags', 'Tags', { hint: 'Words to find it again, separated by commas: school, medical.' })}
      {text('location', 'Where', { hint: 'As you would say it: “school car park”. No map position is kept.' })}

      {AttachmentPicker ? (
        <AttachmentPicker
          id="jf-attachments"
          value={form.attachments}
          onChange={(ids) => edit({ attachments: ids, added: [...new Set([...form.added, ...ids])] })}
          disabled={saving}
        />
      ) : (
        <p className="muted">Opening the file picker…</p>
      )}
      {errors.attachments ? (
        <p className="field__error" role="alert">
          {errors.attachments}
        </p>
      ) : null}

      <div className="btn-row">
        <button type="submit" className="btn" disabled={saving}>
          {form.mode === 'correct' ? 'Save correction' : 'Save entry'}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}

const DETAILS_LABEL: Record<Form['type'], string> = {
  incident: 'What happened',
  exchange: 'Notes on the exchange',
  communication: 'Summary',
  child: 'What you noticed or were told',
  expense: 'Notes',
  'parenting-time': 'Notes',
  note: 'Note',
};

const DETAILS_HINT: Record<Form['type'], string> = {
  incident: 'Facts in order: what was said and done, by whom. Plain words read best in court.',
  exchange: 'Anything a reader should know: traffic, a message sent, the children’s state.',
  communication: 'In a sentence or two, what the message said or asked.',
  child: 'Health, school or behaviour: what, when, who told you.',
  expense: 'What it was for, and whether it was agreed.',
  'parenting-time': 'Why the time changed, and whether it was agreed.',
  note: 'Anything you want on the record.',
};
