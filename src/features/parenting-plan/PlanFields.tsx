/** The parenting plan form's parts: a field, the parents and children blocks, section 3's schedule helpers. */
import { useState } from 'react';
import { Field } from '../../ui/Field';
import { Link } from 'wouter';
import * as paths from '../../lib/paths';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useVaultRecord } from '../../vault/useVaultRecord';
import { scheduleSummaryKind, SCHEDULE_SUMMARY_ID } from '../../vault/scheduleSummary';
import { type PlanFieldDef, fieldLabel } from './layout';
import { useMessages } from '../../ui/i18n';
import { planMessages } from './planMessages';
import * as m from '../../content/messages/parenting-plan/compiled/en.js';
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
  prefilledShown,
} from './model';
import { applyPreset, presetConflicts, presetFills, PRESETS, type PlanPreset } from './presets';

/** The form's edit(): every change by the parent (useVaultDraft). */
export type Edit = (fn: (p: PlanData) => PlanData) => void;

/** Section 3: fills the school-year box with the wording the parenting-time calculator saved (it stays editable). */
export function UseScheduleButton({ edit }: { edit: Edit }) {
  const summary = useVaultRecord(scheduleSummaryKind, SCHEDULE_SUMMARY_ID);
  const t = useMessages(planMessages);
  if (summary.status !== 'ready' || !summary.value) {
    return (
      <p className="field__hint no-print">
        {t(m.use_schedule_pre)} <Link href={paths.parentingTime}>{t(m.calculator)}</Link> {t(m.use_schedule_post)}
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
        {t(m.use_schedule)}
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
  const t = useMessages(planMessages);
  const run = (preset: PlanPreset, fills: Array<[FieldPath, string]>, mode: 'empty-only' | 'replace') => {
    const { filled } = applyPreset(plan, fills, mode);
    edit((p) => applyPreset(p, fills, mode).plan);
    const kept = fills.length - filled.length;
    const one = filled.length === 1;
    const inputs = { preset: t(preset.label), n: filled.length, kept };
    setStatus(
      filled.length === 0
        ? t(m.preset_nothing)
        : kept
          ? t(one ? m.preset_filled_one_kept : m.preset_filled_kept, inputs)
          : t(one ? m.preset_filled_one : m.preset_filled, inputs),
    );
    if (filled[0]) document.getElementById(fieldId(filled[0]))?.focus();
  };
  const choose = (preset: PlanPreset) => {
    const fills = presetFills(preset.id, plan, t);
    const conflicts = presetConflicts(plan, fills);
    if (conflicts.length === 0) run(preset, fills, 'replace');
    else setPending({ preset, fills, conflicts });
  };
  return (
    <fieldset className="plan__group plan__presets no-print" data-testid="plan-presets">
      <legend>{t(m.presets)}</legend>
      <p className="field__hint">{t(m.presets_hint)}</p>
      <ul className="plan__preset-list">
        {PRESETS.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              onClick={() => choose(p)}
              aria-describedby={`plan-preset-${p.id}`}
            >
              {t(p.label)}
            </button>
            <span className="field__hint" id={`plan-preset-${p.id}`}>
              {t(p.description)}
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className="field__hint" data-testid="plan-preset-status">
        {status}
      </p>
      <ConfirmDialog
        open={pending !== null}
        title={t(m.replace_title)}
        message={
          pending
            ? t(pending.conflicts.length === 1 ? m.conflict_one : m.conflict_many, {
                n: pending.conflicts.length,
                boxes: pending.conflicts.map((path) => t(fieldLabel(path))).join(', '),
              })
            : ''
        }
        alternative={{
          label: t(m.fill_empty),
          onChoose: () => {
            const p = pending;
            setPending(null);
            if (p) run(p.preset, p.fills, 'empty-only');
          },
        }}
        confirmLabel={t(m.replace_mine)}
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
  const t = useMessages(planMessages);
  return (
    <Field
      id={fieldId(def.path)}
      label={t(def.label)}
      hint={def.hint ? t(def.hint) : undefined}
      className={`field${def.readOnly ? ' plan__readonly' : ''}`}
    >
      {(control) => {
        const common = {
          ...control,
          name: def.path,
          // An untouched prefilled text shows in the language on screen; editing it stores what is shown.
          value: prefilledShown(def.path, value, t),
          readOnly: def.readOnly === true,
          ...(def.placeholder ? { placeholder: t(def.placeholder) } : {}),
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
  { key: 'name', label: m.full_name, type: 'text' },
  { key: 'address', label: m.address, type: 'text' },
  { key: 'phone', label: m.phone, type: 'tel' },
  { key: 'email', label: m.email, type: 'email' },
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
  const t = useMessages(planMessages);
  return (
    <fieldset className="plan__group">
      <legend>{t(title)}</legend>
      <div className="form-grid form-grid--2">
        {PARENT_INPUTS.map((f) => {
          const id = `plan-${which}-${f.key}`;
          return (
            <Field
              key={f.key}
              id={id}
              label={
                <>
                  {t(title)}: {t(f.label).toLowerCase()}
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
  const t = useMessages(planMessages);
  const nameOf = (c: Child, i: number) => c.name.trim() || t(m.child_n, { n: i + 1 });
  const removingIndex = removing ? items.findIndex((c) => c.id === removing.id) : -1;
  return (
    <fieldset className="plan__group" data-testid="plan-children">
      <legend>{t(m.children)}</legend>
      {items.length === 0 ? <p className="muted">{t(m.no_children)}</p> : null}
      {items.map((c, i) => (
        <div key={c.id} className="plan__child" data-testid="plan-child">
          <p className="plan__child-title">{t(m.child_n, { n: i + 1 })}</p>
          <div className="form-grid form-grid--2">
            <Field id={`plan-child-${c.id}-name`} label={t(m.child_name, { n: i + 1 })}>
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
            <Field id={`plan-child-${c.id}-dob`} label={t(m.child_dob, { n: i + 1 })}>
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
          <Field id={`plan-child-${c.id}-needs`} label={t(m.child_needs, { n: i + 1 })}>
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
            aria-label={t(m.remove_named, { name: nameOf(c, i) })}
          >
            {t(m.remove_child)}
          </button>
        </div>
      ))}
      <button type="button" className="btn btn--secondary btn--small" onClick={() => edit(addChild)}>
        {t(m.add_child)}
      </button>
      <ConfirmDialog
        open={removing !== null}
        title={t(m.remove_title)}
        message={removing ? t(m.remove_message, { name: nameOf(removing, removingIndex) }) : ''}
        confirmLabel={t(m.remove)}
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
