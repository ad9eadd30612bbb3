import { useEffect, useMemo, useRef } from 'react';
import { useSessionAcknowledgement } from '../../state/acknowledgement';
import { offerSave } from '../../state/dirty';
import { formatCents } from '../../lib/money';
import { PageMeta } from '../../ui/PageMeta';
import { Disclaimer } from '../../ui/Disclaimer';
import { ToolToolbar } from '../../ui/ToolToolbar';
import { Accordion, AccordionItem } from '../../ui/Accordion';
import { Field } from '../../ui/Field';
import { VaultGate } from '../../vault/ui/VaultGate';
import { useVaultRecord } from '../../vault/useVaultRecord';
import { useVaultDraft } from '../../vault/useVaultDraft';
import { DraftRestoredNote } from '../../vault/ui/DraftRestoredNote';
import { deleteRecord, saveRecord } from '../../vault/records';
import { affidavitKind, AFFIDAVIT_ID } from './kind';
import type { AffidavitData, ScalarKey } from './fields';
import { SECTIONS, type ColumnDef, type FieldDef, type FieldType, type RowListDef } from './layout';
import { affidavitDraft } from './pdfDraft';
import { addRow, emptyAffidavit, removeRow, updateRow } from './rows';
import { validateAffidavit } from './schema';
import { totalHint } from './totals';
import './affidavit.css';
import { BackLink } from '../../ui/BackLink';
import * as paths from '../../lib/paths';

/** The name of this form's autosaved draft. */
const DRAFT_TOOL = 'affidavit';

export default function AffidavitPage() {
  return (
    <div className="container page affidavit">
      <PageMeta
        title="Financial Affidavit Template"
        description="A free financial affidavit template: income, expenses, assets and debts, saved encrypted on your device, with a printable draft."
        path={paths.affidavit}
      />
      <BackLink href={paths.resources}>Back to Resources</BackLink>
      <h1>Financial Affidavit Template</h1>
      <p className="lead">
        Gather your monthly income, expenses, assets and debts in one place before you complete your court’s official form.
        Everything stays on this device, encrypted with your passphrase.
      </p>
      <div className="alert alert--warning" role="note" data-testid="security-warning">
        <strong>Security warning:</strong> Do not enter real Social Security numbers or bank account numbers here. Use the last
        four digits or a nickname instead; you can add the full numbers on the official form when you file it.
      </div>
      <VaultGate purpose="to save your affidavit" tryFirst>
        <AffidavitForm />
      </VaultGate>
      <Disclaimer />
    </div>
  );
}

function inputType(t: FieldType): string {
  return t === 'money' || t === 'number' ? 'number' : t;
}

function AffidavitForm() {
  const record = useVaultRecord(affidavitKind, AFFIDAVIT_ID);
  const [acknowledged, setAcknowledged] = useSessionAcknowledgement('affidavit');
  const { status, value, error } = record;
  const base = useMemo(() => {
    if (status === 'ready' && value) return value;
    if (status === 'missing' || status === 'damaged') return emptyAffidavit();
    return null;
  }, [status, value]);
  useEffect(() => {
    if (status === 'damaged') console.error('Saved affidavit could not be read', error);
  }, [status, error]);
  const draft = useVaultDraft({ tool: DRAFT_TOOL, base, validate: validateAffidavit });
  const { value: data, edit } = draft;
  const dataRef = useRef<AffidavitData | null>(null);
  dataRef.current = data;

  const save = async (): Promise<boolean> => {
    const snapshot = dataRef.current;
    if (!snapshot) return false;
    await saveRecord(affidavitKind, AFFIDAVIT_ID, snapshot);
    draft.saved(snapshot);
    return true;
  };
  // The leave question's "Save and leave", once the acknowledgement that Save needs is given.
  useEffect(() => offerSave(DRAFT_TOOL, acknowledged ? save : null));

  if (!data) {
    return (
      <p className="muted" aria-busy="true">
        Opening your saved affidavit…
      </p>
    );
  }

  const setField = (key: ScalarKey, value: string) => edit((d) => ({ ...d, [key]: value }));

  const onSave = async () => void (await save());

  const onClear = async () => {
    await deleteRecord(affidavitKind, AFFIDAVIT_ID);
    await draft.reset(emptyAffidavit());
  };

  return (
    <form className="affidavit__form" onSubmit={(e) => e.preventDefault()} noValidate aria-label="Financial affidavit">
      <DraftRestoredNote draft={draft} />
      {record.status === 'damaged' ? (
        <div className="alert alert--danger" role="alert">
          Your saved affidavit could not be read{record.error?.message ? `: ${record.error.message}` : '.'} The form starts empty;
          saving will replace the unreadable copy.
        </div>
      ) : null}
      <Accordion>
        {SECTIONS.map((section, i) => (
          <AccordionItem key={section.id} open={i === 0} id={`affidavit-${section.id}`} summary={section.title}>
            {section.intro ? <p className="muted">{section.intro}</p> : null}
            {section.blocks.map((block, bi) => {
              if (block.kind === 'fields') {
                return (
                  <fieldset key={bi} className="affidavit__group">
                    {block.heading ? (
                      <legend>{block.heading}</legend>
                    ) : (
                      <legend className="visually-hidden">{section.title}</legend>
                    )}
                    <div className="form-grid form-grid--2">
                      {block.fields.map((f) => (
                        <ScalarField key={f.key} def={f} data={data} onChange={setField} />
                      ))}
                    </div>
                  </fieldset>
                );
              }
              if (block.kind === 'rows') {
                return <RowList key={bi} def={block.list} data={data} edit={edit} />;
              }
              return (
                <Field key={bi} id="affidavit-alternativeAddress" check label={block.label} className="affidavit__check">
                  {(control) => (
                    <input
                      {...control}
                      type="checkbox"
                      checked={data.alternativeAddress}
                      onChange={(e) => {
                        const checked = e.currentTarget.checked;
                        edit((d) => ({ ...d, alternativeAddress: checked }));
                      }}
                    />
                  )}
                </Field>
              );
            })}
          </AccordionItem>
        ))}
      </Accordion>
      <ToolToolbar
        name="affidavit"
        acknowledged={acknowledged}
        onAcknowledgedChange={setAcknowledged}
        onSave={onSave}
        onClear={onClear}
        clearMessage="This empties every field and removes the saved copy of your affidavit from this device. It cannot be undone."
        clearHint="Clear All empties every field and removes the saved copy of your affidavit from this device. It asks before it does anything."
        makeDraft={() => ({ title: 'Financial Affidavit', sections: affidavitDraft(dataRef.current ?? data) })}
        filename="financial-affidavit-draft.pdf"
        savedToast={{ title: 'Progress Saved!', description: 'Your affidavit is saved, encrypted, on this device.' }}
        clearedToast={{ title: 'Form Cleared!', description: 'Every field is empty and the saved copy was removed.' }}
        clearErrorText="Could not clear the form."
      />
    </form>
  );
}

function ScalarField({
  def,
  data,
  onChange,
}: {
  def: FieldDef;
  data: AffidavitData;
  onChange: (k: ScalarKey, v: string) => void;
}) {
  const id = `affidavit-${def.key}`;
  const hint = def.total ? totalHint(data, def.key, def.total) : null;
  const money = def.type === 'money';
  return (
    <Field
      id={id}
      label={def.label}
      className={`field${def.wide ? ' affidavit__wide' : ''}${def.total ? ' affidavit__total' : ''}`}
      hintClassName="affidavit__hint no-print"
      hintTestId={`${def.key}-hint`}
      hint={
        !def.total ? undefined : hint === null ? (
          'Enter the lines above to see their sum here.'
        ) : hint.matches ? (
          <>
            Matches the {def.total === 'net' ? 'figure worked out from your totals' : 'sum of the lines above'} (
            {formatCents(hint.cents)}).
          </>
        ) : (
          <>
            <span>
              {def.total === 'net' ? 'Total income minus total deductions is' : 'The lines above add up to'}{' '}
              {formatCents(hint.cents)}.{data[def.key].trim() ? ' You can keep your own figure or use this one.' : ''}
            </span>
            <button type="button" className="btn btn--small btn--secondary" onClick={() => onChange(def.key, hint.input)}>
              Fill in the total: {formatCents(hint.cents)}
              <span className="visually-hidden"> ({def.label})</span>
            </button>
          </>
        )
      }
    >
      {(control) => (
        <input
          {...control}
          name={def.key}
          type={inputType(def.type)}
          value={data[def.key]}
          onChange={(e) => onChange(def.key, e.currentTarget.value)}
          {...(money ? { step: '0.01', inputMode: 'decimal' as const, ...(def.total === 'net' ? {} : { min: 0 }) } : {})}
          {...(def.type === 'tel' ? { autoComplete: 'tel' } : {})}
          {...(def.type === 'email' ? { autoComplete: 'email' } : {})}
        />
      )}
    </Field>
  );
}

function RowList({
  def,
  data,
  edit,
}: {
  def: RowListDef;
  data: AffidavitData;
  edit: (fn: (d: AffidavitData) => AffidavitData) => void;
}) {
  const rows = data[def.key];
  return (
    <fieldset
      className="affidavit__list"
      data-testid={`list-${def.key}`}
      aria-describedby={def.hint ? `list-${def.key}-hint` : undefined}
    >
      <legend>{def.title}</legend>
      {def.hint ? (
        <p className="field__hint" id={`list-${def.key}-hint`}>
          {def.hint}
        </p>
      ) : null}
      {rows.length === 0 ? <p className="muted">Nothing listed.</p> : null}
      {rows.map((row, i) => (
        <div key={row.id} className="affidavit__row" data-testid={`${def.key}-row`}>
          <div className="affidavit__row-grid">
            {def.columns.map((col) => (
              <RowCell
                key={col.key}
                list={def}
                col={col}
                rowId={row.id}
                index={i}
                value={String(row[col.key] ?? '')}
                edit={edit}
              />
            ))}
          </div>
          <button
            type="button"
            className="btn btn--ghost btn--small affidavit__remove"
            aria-label={`Remove ${def.item} ${i + 1} from ${def.title.toLowerCase()}`}
            onClick={() => edit((d) => removeRow(d, def.key, row.id))}
          >
            Remove
          </button>
        </div>
      ))}
      <button type="button" className="btn btn--secondary btn--small" onClick={() => edit((d) => addRow(d, def.key))}>
        Add {def.item}
      </button>
    </fieldset>
  );
}

function RowCell(props: {
  list: RowListDef;
  col: ColumnDef;
  rowId: number;
  index: number;
  value: string;
  edit: (fn: (d: AffidavitData) => AffidavitData) => void;
}) {
  const { list, col, rowId, index, value, edit } = props;
  const id = `${list.key}-${rowId}-${col.key}`;
  const numeric = col.type === 'money' || col.type === 'number';
  return (
    <Field
      id={id}
      label={
        <>
          {col.label}
          <span className="visually-hidden">
            {' '}
            ({list.item} {index + 1})
          </span>
        </>
      }
    >
      {(control) => (
        <input
          {...control}
          type={inputType(col.type)}
          value={value}
          {...(numeric ? { min: 0, step: col.type === 'money' ? '0.01' : 'any', inputMode: 'decimal' as const } : {})}
          onChange={(e) => {
            const v = e.currentTarget.value;
            edit((d) => updateRow(d, list.key, rowId, col.key, v));
          }}
        />
      )}
    </Field>
  );
}
