import { useMessages } from '../../../ui/i18n';
import { parentingTimeMessages } from '../parentingTimeMessages';
/** Pieces every section of the parenting-time form uses: the parent picker, memoised sections. */
import { memo, type ReactNode } from 'react';
import { AccordionItem } from '../../../ui/Accordion';
import { Field } from '../../../ui/Field';
import { parentName, type ScheduleData, type Side } from '../model';
import type { FieldErrors } from '../checks';

/** The form's edit(): every change by the parent (src/vault/useAutosave.ts). */
export type Edit = (fn: (s: ScheduleData) => ScheduleData) => void;

export function ParentSelect({
  id,
  label,
  value,
  data,
  onChange,
}: {
  id: string;
  label: string;
  value: Side;
  data: Names;
  onChange: (s: Side) => void;
}) {
  const t = useMessages(parentingTimeMessages);
  return (
    <Field id={id} label={label}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.currentTarget.value as Side)}>
          <option value="a">{parentName(data, 'a', t)}</option>
          <option value="b">{parentName(data, 'b', t)}</option>
        </select>
      )}
    </Field>
  );
}

export function Section({ title, id, open, children }: { title: string; id: string; open?: boolean; children: ReactNode }) {
  return (
    <AccordionItem className="ptc__section" id={id} open={open} summary={title}>
      {children}
    </AccordionItem>
  );
}

export type Names = Pick<ScheduleData, 'parentA' | 'parentB'>;

export interface SectionProps<K extends keyof ScheduleData> {
  /** The whole schedule is passed in; the type lets a section read only its own fields. */
  data: Pick<ScheduleData, K>;
  edit: Edit;
  errors: FieldErrors;
}

/**
 * A form section that is redrawn only when one of its own fields (`keys`), the errors or
 * `edit` change: a change in one section, and the lower-priority recount that follows it,
 * leave the other sections alone.
 */
export function section<K extends keyof ScheduleData>(keys: readonly K[], render: (p: SectionProps<K>) => ReactNode) {
  return memo(render, (a, b) => a.edit === b.edit && a.errors === b.errors && keys.every((k) => a.data[k] === b.data[k]));
}

export function sameErrors(a: FieldErrors, b: FieldErrors): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}
