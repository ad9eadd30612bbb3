import { useEffect, useMemo, useRef } from 'react';
import { useSessionAcknowledgement } from '../../state/acknowledgement';
import { offerSave } from '../../state/dirty';
import { formatCents } from '../../lib/money';
import { PageMeta } from '../../ui/PageMeta';
import { Disclaimer } from '../../ui/Disclaimer';
import { ToolToolbar, toolToolbarProps } from '../../ui/ToolToolbar';
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
import { useMessages, type Translate } from '../../ui/i18n';
import { toolsMessages } from '../../ui/toolsMessages';
import * as m from '../../content/messages/affidavit/compiled/en.js';
// The toolbar's words by name, so the build keeps only the messages used (not the whole module).
import {
  clear_failed,
  clear_hint,
  clear_message,
  cleared,
  cleared_text,
  pdf_filename,
  pdf_title,
  saved,
  saved_text,
} from '../../content/messages/affidavit/compiled/en.js';
import * as tm from '../../content/messages/tools/compiled/en.js';
import { affidavitMessages } from './affidavitMessages';

/** The name of this form's autosaved draft. */
const DRAFT_TOOL = 'affidavit';

export default function AffidavitPage() {
  const t = useMessages(affidavitMessages);
  const tools = useMessages(toolsMessages);
  return (
    <div className="container page affidavit">
      <PageMeta title={t(m.title)} description={t(m.meta_description)} path={paths.affidavit} />
      <BackLink href={paths.resources}>{tools(tm.back_resources)}</BackLink>
      <h1>{t(m.title)}</h1>
      <p className="lead">{t(m.lead)}</p>
      <div className="alert alert--warning" role="note" data-testid="security-warning">
        <strong>{t(m.security_warning)}</strong> {t(m.security_text)}
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
  const t = useMessages(affidavitMessages);
  const tools = useMessages(toolsMessages);
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
        {t(m.opening)}
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
    <>
      <form className="affidavit__form" onSubmit={(e) => e.preventDefault()} noValidate aria-label={t(m.form_label)}>
        <DraftRestoredNote draft={draft} />
        {record.status === 'damaged' ? (
          <div className="alert alert--danger" role="alert">
            {record.error?.message ? t(m.unreadable_detail, { error: t(record.error.message) }) : t(m.unreadable)}
          </div>
        ) : null}
        <Accordion>
          {SECTIONS.map((section, i) => (
            <AccordionItem key={section.id} open={i === 0} id={`affidavit-${section.id}`} summary={t(section.title)}>
              {section.intro ? <p className="muted">{t(section.intro)}</p> : null}
              {section.blocks.map((block, bi) => {
                if (block.kind === 'fields') {
                  return (
                    <fieldset key={bi} className="affidavit__group">
                      {block.heading ? (
                        <legend>{t(block.heading)}</legend>
                      ) : (
                        <legend className="visually-hidden">{t(section.title)}</legend>
                      )}
                      <div className="form-grid form-grid--2">
                        {block.fields.map((f) => (
                          <ScalarField key={f.key} def={f} data={data} onChange={setField} t={t} />
                        ))}
                      </div>
                    </fieldset>
                  );
                }
                if (block.kind === 'rows') {
                  return <RowList key={bi} def={block.list} data={data} edit={edit} t={t} tools={tools} />;
                }
                return (
                  <Field key={bi} id="affidavit-alternativeAddress" check label={t(block.label)} className="affidavit__check">
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
      </form>
      {/* After the form, not in it: see ToolToolbar. */}
      <ToolToolbar
        {...toolToolbarProps(
          t,
          { clear_message, clear_hint, pdf_title, pdf_filename, saved, saved_text, cleared, cleared_text, clear_failed },
          { name: 'affidavit', acknowledged, onAcknowledgedChange: setAcknowledged, onSave, onClear },
          () => affidavitDraft(dataRef.current ?? data, t, tools),
        )}
      />
    </>
  );
}

function ScalarField({
  def,
  data,
  onChange,
  t,
}: {
  def: FieldDef;
  data: AffidavitData;
  onChange: (k: ScalarKey, v: string) => void;
  t: Translate;
}) {
  const id = `affidavit-${def.key}`;
  const hint = def.total ? totalHint(data, def.key, def.total) : null;
  const money = def.type === 'money';
  return (
    <Field
      id={id}
      label={t(def.label)}
      className={`field${def.wide ? ' affidavit__wide' : ''}${def.total ? ' affidavit__total' : ''}`}
      hintClassName="affidavit__hint no-print"
      hintTestId={`${def.key}-hint`}
      hint={
        !def.total ? undefined : hint === null ? (
          t(m.total_empty)
        ) : hint.matches ? (
          t(def.total === 'net' ? m.total_matches_net : m.total_matches_sum, { amount: formatCents(hint.cents) })
        ) : (
          <>
            <span>
              {t(def.total === 'net' ? m.total_net_is : m.total_sum_is, { amount: formatCents(hint.cents) })}
              {data[def.key].trim() ? ` ${t(m.total_keep)}` : ''}
            </span>
            <button type="button" className="btn btn--small btn--secondary" onClick={() => onChange(def.key, hint.input)}>
              {t(m.total_fill, { amount: formatCents(hint.cents) })}
              <span className="visually-hidden"> ({t(def.label)})</span>
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
  t,
  tools,
}: {
  def: RowListDef;
  data: AffidavitData;
  edit: (fn: (d: AffidavitData) => AffidavitData) => void;
  t: Translate;
  tools: Translate;
}) {
  const rows = data[def.key];
  return (
    <fieldset
      className="affidavit__list"
      data-testid={`list-${def.key}`}
      aria-describedby={def.hint ? `list-${def.key}-hint` : undefined}
    >
      <legend>{t(def.title)}</legend>
      {def.hint ? (
        <p className="field__hint" id={`list-${def.key}-hint`}>
          {t(def.hint)}
        </p>
      ) : null}
      {rows.length === 0 ? <p className="muted">{tools(tm.nothing_listed)}</p> : null}
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
                t={t}
              />
            ))}
          </div>
          <button
            type="button"
            className="btn btn--ghost btn--small affidavit__remove"
            aria-label={t(m.remove_label, { item: t(def.item), n: i + 1, list: t(def.title).toLowerCase() })}
            onClick={() => edit((d) => removeRow(d, def.key, row.id))}
          >
            {tools(tm.remove)}
          </button>
        </div>
      ))}
      <button type="button" className="btn btn--secondary btn--small" onClick={() => edit((d) => addRow(d, def.key))}>
        {t(m.add, { item: t(def.item) })}
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
  t: Translate;
}) {
  const { list, col, rowId, index, value, edit, t } = props;
  const id = `${list.key}-${rowId}-${col.key}`;
  const numeric = col.type === 'money' || col.type === 'number';
  return (
    <Field
      id={id}
      label={
        <>
          {t(col.label)}
          <span className="visually-hidden"> {t(m.row_of, { item: t(list.item), n: index + 1 })}</span>
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
