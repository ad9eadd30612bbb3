import { useMemo, type ReactNode } from 'react';
import { BusyButton } from '../../ui/BusyButton';
import { Field } from '../../ui/Field';
import { CHANNEL_LABELS, COMMUNICATION_CHANNELS } from '../../lib/journalHandoff';
import { CHILD_AREA_LABELS, CHILD_AREAS, EXCHANGE_OUTCOMES, OUTCOME_LABELS, TYPE_LABELS, minutesLate } from './model';
import type { EntryForm as Form, FormField } from './form';
import { HelpLines } from '../../ui/HelpLines';
import { onDemand } from '../../ui/onDemand';
import type { AttachmentPickerProps } from './attachments/AttachmentPicker';
import * as m from '../../content/messages/journal/compiled/en.js';
import * as tm from '../../content/messages/tools/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { toolsMessages } from '../../ui/toolsMessages';
import { journalMessages } from './journalMessages';

// The picker brings the photo cleaning code (exif libraries): fetched when a form opens, not
// with the journal's list (docs/journal.md, "Storage and speed").
const picker = onDemand<AttachmentPickerProps>(
  () => import('./attachments/AttachmentPicker').then((m) => ({ default: m.AttachmentPicker })),
  () => <PickerFailed />,
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

const PARENT_LABELS = { you: m.parent_you, other: m.parent_other } as const;

function PickerFailed() {
  const t = useMessages(journalMessages);
  return <p className="field__hint">{t(m.picker_failed)}</p>;
}

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
  const t = useMessages(journalMessages);
  const tools = useMessages(toolsMessages);
  const zones = useZones(form.zone);
  const AttachmentPicker = picker.use(true);
  const id = (k: FormField) => `jf-${k}`;
  const err = (k: FormField) => (errors[k] ? t(errors[k]) : undefined);
  const text = (k: FormField, label: string, opts: { hint?: string; long?: boolean; type?: string; required?: boolean } = {}) => (
    <Field
      id={id(k)}
      label={t(label)}
      hint={opts.hint && t(opts.hint)}
      error={err(k)}
      required={opts.required}
      marked={opts.required}
    >
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
    <Field id={id(k)} label={t(label)} hint={hint && t(hint)} error={err(k)}>
      {(c) => (
        <select {...c} value={form[k] as string} onChange={(e) => edit({ [k]: e.target.value } as Partial<Form>)}>
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {t(l)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const parents = Object.entries(PARENT_LABELS) as Array<[string, string]>;
  const heading = t(form.mode === 'correct' ? m.form_correct_heading : m.form_new_heading, { type: t(TYPE_LABELS[form.type]) });

  return (
    <form
      className="card journal-form"
      aria-labelledby="jf-heading"
      data-testid="journal-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!saving) onSave();
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
          intro={t(m.help_intro)}
        />
      ) : null}
      {form.mode === 'correct'
        ? text('reason', m.reason_label, {
            hint: m.reason_hint,
            required: true,
          })
        : null}
      {text('title', m.title_label, { hint: m.title_hint, required: true })}
      <div className="journal-form__row">
        {text('date', m.date_label, { type: 'date', required: true })}
        {text('time', m.time_label, { type: 'time', hint: m.time_hint })}
      </div>
      <Field id={id('zone')} label={t(m.zone_label)} error={err('zone')} hint={t(m.zone_hint)}>
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
            {text('scheduledTime', m.scheduled_label, { type: 'time', hint: m.scheduled_hint })}
            {text('actualTime', m.actual_label, { type: 'time', hint: m.actual_hint })}
          </div>
          {select(
            'outcome',
            m.outcome_label,
            EXCHANGE_OUTCOMES.map((o) => [o, OUTCOME_LABELS[o]] as const),
            // Said while "How it went" follows the times (form.ts, editForm), once both are in.
            !form.outcomeChosen && minutesLate(form.scheduledTime, form.actualTime) !== null ? m.outcome_from_times : undefined,
          )}
          {form.outcome === 'late'
            ? text('lateMinutes', m.late_label, {
                type: 'text',
                hint: m.late_hint,
              })
            : null}
          <div className="journal-form__row">
            {select('from', m.from_label, parents)}
            {select('to', m.to_label, parents)}
          </div>
          {text('handedOverBy', m.handed_label, { hint: m.handed_hint })}
        </>
      ) : null}

      {form.type === 'communication'
        ? select(
            'channel',
            m.channel_label,
            COMMUNICATION_CHANNELS.map((c) => [c, CHANNEL_LABELS[c]] as const),
          )
        : null}
      {form.type === 'child'
        ? select(
            'area',
            m.area_label,
            CHILD_AREAS.map((a) => [a, CHILD_AREA_LABELS[a]] as const),
          )
        : null}
      {form.type === 'parenting-time' ? (
        <>
          {select('change', m.change_label, [
            ['make-up', m.change_makeup],
            ['changed', m.change_changed_long],
          ])}
          {select('parent', m.parent_label, parents)}
          <div className="journal-form__row">
            {text('firstNight', m.first_night_label, { type: 'date', required: true })}
            {text('lastNight', m.last_night_label, { type: 'date', required: true })}
          </div>
        </>
      ) : null}
      {form.type === 'expense' ? (
        <>
          {text('sheet', m.sheet_label, { hint: m.sheet_hint })}
          {text('item', m.item_label, { hint: m.item_hint })}
          {text('amount', m.amount_label, { hint: m.amount_hint })}
        </>
      ) : null}

      {text('details', DETAILS_LABEL[form.type], { long: true, hint: DETAILS_HINT[form.type] })}
      {form.type === 'communication' ? text('message', m.message_label, { long: true, hint: m.message_hint }) : null}
      {form.type === 'incident' ? (
        <>
          {text('present', m.present_label)}
          {text('witnesses', m.witnesses_label, { hint: m.witnesses_hint })}
          {text('reportNumber', m.report_number_label)}
        </>
      ) : null}

      {text('children', m.children_label, { hint: m.children_hint })}
      {text('tags', m.tags_label, { hint: m.tags_hint })}
      {text('location', m.where_label, { hint: m.where_hint })}

      {AttachmentPicker ? (
        <AttachmentPicker
          id="jf-attachments"
          value={form.attachments}
          onChange={(ids) => edit({ attachments: ids, added: [...new Set([...form.added, ...ids])] })}
          disabled={saving}
        />
      ) : (
        <p className="muted">{t(m.opening_picker)}</p>
      )}
      {errors.attachments ? (
        <p className="field__error" role="alert">
          {err('attachments')}
        </p>
      ) : null}

      <div className="btn-row">
        {/* While saving a second press is ignored and the focus stays here (BusyButton). */}
        <BusyButton type="submit" busy={saving}>
          {t(form.mode === 'correct' ? m.save_correction : m.save_entry)}
        </BusyButton>
        <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={saving}>
          {tools(tm.cancel)}
        </button>
      </div>
    </form>
  );
}

const DETAILS_LABEL: Record<Form['type'], string> = {
  incident: m.details_incident,
  exchange: m.details_exchange,
  communication: m.details_communication,
  child: m.details_child,
  expense: m.details_notes,
  'parenting-time': m.details_notes,
  note: m.type_note,
};

const DETAILS_HINT: Record<Form['type'], string> = {
  incident: m.hint_incident,
  exchange: m.hint_exchange,
  communication: m.hint_communication,
  child: m.hint_child,
  expense: m.hint_expense,
  'parenting-time': m.hint_parenting_time,
  note: m.hint_note,
};
