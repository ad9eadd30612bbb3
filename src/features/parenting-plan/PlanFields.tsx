/** The parenting plan form's parts: a field, the parents and children blocks, section 3's schedule helpers. */
import { useState } from 'react';
import { Field } from '../../ui/Field';
import { Link } from 'wouter';
import * as paths from '../../lib/paths';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useVaultRecord } from '../../vault/useVaultRecord';
import { scheduleSummaryKind, SCHEDULE_SUMMARY_ID } from '../../vault/scheduleSummary';
import { type PlanFieldDef, fieldLabel } from './layout';
import {
  addChild,
  removeChild,
  setField,
  updateChild,
  updateParent,
  type Child,
  type ParentInfo,
  type PlanData,
  type FieldPath,
} from './model';
import { applyPreset, presetConflicts, presetFills, PRESETS, type PlanPreset } from './presets';

/** The form's edit(): every change by the parent (useVaultDraft). */
export type Edit = (fn: (p: PlanData) => PlanData) => void;

/** Section 3: fills the school-year box with the wording the parenting-time calculator saved (it stays editable). */
export function UseScheduleButton({ edit }: { edit: Edit }) {
  const summary = useVaultRecord(scheduleSummaryKind, SCHEDULE_SUMMARY_ID);
  if (summary.status !== 'ready' || !summary.value) {
    return (
      <p className="field__hint no-print">
        Build your schedule in the <Link href={paths.parentingTime}>Parenting Time Calculator</Link> to bring its wording here.
      </p>
    );
  }
  const wording = summary.value.wording;
  return (
    <p className="no-print">
      <button
        type="button"
        className="btn btn--secondary btn--small"
        onClick={() => {
          edit((p) => setField(p, 'parentingSchedule.schoolYear', wording));
          document.getElementById(fieldId('parentingSchedule.schoolYear'))?.focus();
        }}
      >
        Use my parenting-time schedule
      </button>
    </p>
  );
}

/**
 * Section 3: buttons that fill the schedule boxes with common wording. Empty boxes are
 * filled at once; boxes holding the parent's own words are replaced only if they say so.
 */
export function PresetPanel({ plan, edit }: { plan: PlanData; edit: Edit }) {
  const [pending, setPending] = useState<{
    preset: PlanPreset;
    fills: Array<[FieldPath, string]>;
    conflicts: FieldPath[];
  } | null>(null);
  const [status, setStatus] = useState('');
  const run = (preset: PlanPreset, fills: Array<[FieldPath, string]>, mode: 'empty-only' | 'replace') => {
    const { filled } = applyPreset(plan, fills, mode);
    edit((p) => applyPreset(p, fills, mode).plan);
    const kept = fills.length - filled.length;
    setStatus(
      filled.length === 0
        ? `Nothing changed: every box already has wording.`
        : `${preset.label}: filled ${filled.length} ${filled.length === 1 ? 'box' : 'boxes'}${kept ? `, kept your wording in ${kept}` : ''}. Edit the text as you like; it is saved with Save Progress.`,
    );
    if (filled[0]) document.getElementById(fieldId(filled[0]))?.focus();
  };
  const choose = (preset: PlanPreset) => {
    const fills = presetFills(preset.id, plan);
    const conflicts = presetConflicts(plan, fills);
    if (conflicts.length === 0) run(preset, fills, 'replace');
    else setPending({ preset, fills, conflicts });
  };
  return (
    <fieldset className="plan__group plan__presets no-print" data-testid="plan-presets">
      <legend>Start from common wording</legend>
      <p className="field__hint">
        These fill the boxes below with typical wording and your names from section 1. Everything stays editable.
      </p>
      <ul className="plan__preset-list">
        {PRESETS.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              onClick={() => choose(p)}
              aria-describedby={`plan-preset-${p.id}`}
            >
              {p.label}
            </button>
            <span className="field__hint" id={`plan-preset-${p.id}`}>
              {p.description}
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className="field__hint" data-testid="plan-preset-status">
        {status}
      </p>
      <ConfirmDialog
        open={pending !== null}
        title="Replace your own wording?"
        message={
          pending
            ? `${pending.conflicts.length === 1 ? 'This box already has' : `These ${pending.conflicts.length} boxes already have`} your own wording: ${pending.conflicts.map(fieldLabel).join(', ')}. ` +
              'You can fill only the empty boxes and keep what you wrote, or replace it with the common wording.'
            : ''
        }
        alternative={{
          label: 'Fill only the empty boxes',
          onChoose: () => {
            const p = pending;
            setPending(null);
            if (p) run(p.preset, p.fills, 'empty-only');
          },
        }}
        confirmLabel="Replace my wording"
        onConfirm={() => {
          const p = pending;
          setPending(null);
          if (p) run(p.preset, p.fills, 'replace');
        }}
        onCancel={() => setPending(null)}
      />
    </fieldset>
  );
}

function fieldId(path: string): string {
  return `plan-${path.replace('.', '-')}`;
}

export function PlanField({ def, value, edit }: { def: PlanFieldDef; value: string; edit: Edit }) {
  return (
    <Field
      id={fieldId(def.path)}
      label={def.label}
      hint={def.hint || undefined}
      className={`field${def.readOnly ? ' plan__readonly' : ''}`}
    >
      {(control) => {
        const common = {
          ...control,
          name: def.path,
          value,
          readOnly: def.readOnly === true,
          ...(def.placeholder ? { placeholder: def.placeholder } : {}),
          onChange: (e: { currentTarget: { value: string } }) => {
            const v = e.currentTarget.value;
            edit((p) => setField(p, def.path, v));
          },
        };
        return def.multiline ? <textarea rows={def.readOnly ? 6 : 3} {...common} /> : <input type="text" {...common} />;
      }}
    </Field>
  );
}

const PARENT_INPUTS: Array<{ key: keyof ParentInfo; label: string; type: string; auto?: string }> = [
  { key: 'name', label: 'Full name', type: 'text' },
  { key: 'address', label: 'Address', type: 'text' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'email', label: 'Email', type: 'email' },
];

export function ParentBlock({
  which,
  title,
  info,
  edit,
}: {
  which: 'parent1Info' | 'parent2Info';
  title: string;
  info: ParentInfo;
  edit: Edit;
}) {
  return (
    <fieldset className="plan__group">
      <legend>{title}</legend>
      <div className="form-grid form-grid--2">
        {PARENT_INPUTS.map((f) => {
          const id = `plan-${which}-${f.key}`;
          return (
            <Field
              key={f.key}
              id={id}
              label={
                <>
                  {title}: {f.label.toLowerCase()}
                </>
              }
            >
              {(control) => (
                <input
                  {...control}
                  type={f.type}
                  value={info[f.key]}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    edit((p) => updateParent(p, which, f.key, v));
                  }}
                />
              )}
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}

export function ChildrenBlock({ items, edit }: { items: Child[]; edit: Edit }) {
  const [removing, setRemoving] = useState<Child | null>(null);
  const nameOf = (c: Child, i: number) => c.name.trim() || `Child ${i + 1}`;
  const removingIndex = removing ? items.findIndex((c) => c.id === removing.id) : -1;
  return (
    <fieldset className="plan__group" data-testid="plan-children">
      <legend>Children</legend>
      {items.length === 0 ? <p className="muted">No children listed.</p> : null}
      {items.map((c, i) => (
        <div key={c.id} className="plan__child" data-testid="plan-child">
          <p className="plan__child-title">Child {i + 1}</p>
          <div className="form-grid form-grid--2">
            <Field id={`plan-child-${c.id}-name`} label={`Child ${i + 1}: name`}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  value={c.name}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    edit((p) => updateChild(p, c.id, 'name', v));
                  }}
                />
              )}
            </Field>
            <Field id={`plan-child-${c.id}-dob`} label={`Child ${i + 1}: date of birth`}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  value={c.dob}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    edit((p) => updateChild(p, c.id, 'dob', v));
                  }}
                />
              )}
            </Field>
          </div>
          <Field id={`plan-child-${c.id}-needs`} label={`Child ${i + 1}: special needs or health notes`}>
            {(control) => (
              <textarea
                {...control}
                rows={2}
                value={c.specialNeeds}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  edit((p) => updateChild(p, c.id, 'specialNeeds', v));
                }}
              />
            )}
          </Field>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => setRemoving(c)}
            aria-label={`Remove ${nameOf(c, i)}`}
          >
            Remove child
          </button>
        </div>
      ))}
      <button type="button" className="btn btn--secondary btn--small" onClick={() => edit(addChild)}>
        Add Child
      </button>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this child?"
        message={
          removing
            ? `Remove ${nameOf(removing, removingIndex)} and their details from this plan? Saved copies change only when you save.`
            : ''
        }
        confirmLabel="Remove"
        onConfirm={() => {
          const target = removing;
          setRemoving(null);
          if (target) edit((p) => removeChild(p, target.id));
        }}
        onCancel={() => setRemoving(null)}
      />
    </fieldset>
  );
}
