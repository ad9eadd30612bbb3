import { useEffect, useMemo, useRef, useState } from 'react';
import { useSessionAcknowledgement } from '../../state/acknowledgement';
import { offerSave } from '../../state/dirty';
import { PageMeta } from '../../ui/PageMeta';
import { Disclaimer } from '../../ui/Disclaimer';
import { toast } from '../../state/toast';
import { ToolToolbar, toolToolbarProps } from '../../ui/ToolToolbar';
import { Accordion, AccordionItem } from '../../ui/Accordion';
import { VaultGate } from '../../vault/ui/VaultGate';
import { useVaultRecord } from '../../vault/useVaultRecord';
import { useVaultDraft } from '../../vault/useVaultDraft';
import { DraftRestoredNote } from '../../vault/ui/DraftRestoredNote';
import { deleteRecord, saveRecord } from '../../vault/records';
import { parentingPlanKind, PLAN_ID } from './kind';
import { PLAN_SECTIONS } from './layout';
import { defaultPlan, getField, mergePlan, type PlanData } from './model';
import { planDraft } from './pdfDraft';
import { ChildrenBlock, ParentBlock, PlanField, PresetPanel, UseScheduleButton } from './PlanFields';
import './parenting-plan.css';
import { BackLink } from '../../ui/BackLink';
import * as paths from '../../lib/paths';
import { useMessages } from '../../ui/i18n';
import { toolsMessages } from '../../ui/toolsMessages';
import { planMessages } from './planMessages';
import * as m from '../../content/messages/parenting-plan/compiled/en.js';
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
} from '../../content/messages/parenting-plan/compiled/en.js';
import * as tm from '../../content/messages/tools/compiled/en.js';

/** The name of this form's autosaved draft. */
const DRAFT_TOOL = 'parenting-plan';

export default function ParentingPlanPage() {
  const t = useMessages(planMessages);
  const tools = useMessages(toolsMessages);
  return (
    <div className="container page plan">
      <PageMeta title={t(m.title)} description={t(m.meta_description)} path={paths.parentingPlan} />
      <BackLink href={paths.resources}>{tools(tm.back_resources)}</BackLink>
      <h1>{t(m.title)}</h1>
      <p className="lead">{t(m.lead)}</p>
      <div className="alert alert--warning" role="note" data-testid="security-warning">
        <strong>{t(m.security_warning)}</strong> {t(m.security_text)}
      </div>
      <VaultGate purpose="to save your parenting plan" tryFirst>
        <PlanForm />
      </VaultGate>
      <Disclaimer />
    </div>
  );
}

function PlanForm() {
  const record = useVaultRecord(parentingPlanKind, PLAN_ID);
  const t = useMessages(planMessages);
  const tools = useMessages(toolsMessages);
  // The toasts below are raised from an effect: the translator it reads is the latest one.
  const words = useRef({ t, tools });
  words.current = { t, tools };
  const [acknowledged, setAcknowledged] = useSessionAcknowledgement('parenting-plan');
  const [loadError, setLoadError] = useState<string | null>(null);
  const announcedRef = useRef(false);
  const { status, value, error } = record;
  const base = useMemo(() => {
    if (status === 'ready' && value) return value;
    if (status === 'missing' || status === 'damaged') return defaultPlan();
    return null;
  }, [status, value]);
  const draft = useVaultDraft({ tool: DRAFT_TOOL, base, validate: mergePlan });
  const { value: plan, edit } = draft;
  const planRef = useRef<PlanData | null>(null);
  planRef.current = plan;

  const save = async (): Promise<boolean> => {
    const snapshot = planRef.current;
    if (!snapshot) return false;
    await saveRecord(parentingPlanKind, PLAN_ID, snapshot);
    draft.saved(snapshot);
    return true;
  };
  // The leave question's "Save and leave", once the acknowledgement that Save needs is given.
  useEffect(() => offerSave(DRAFT_TOOL, acknowledged ? save : null));

  useEffect(() => {
    if (status === 'ready' && value) {
      setLoadError(null);
      if (!announcedRef.current) {
        announcedRef.current = true;
        toast({ title: words.current.t(m.loaded), description: words.current.t(m.loaded_text), variant: 'info' });
      }
    } else if (status === 'missing') {
      announcedRef.current = true;
    } else if (status === 'damaged') {
      console.error('Saved parenting plan could not be read', error);
      setLoadError(error?.message ?? '');
      if (!announcedRef.current) {
        announcedRef.current = true;
        toast({ title: words.current.tools(tm.error), description: words.current.t(m.load_failed), variant: 'destructive' });
      }
    }
  }, [status, value, error]);

  if (!plan) {
    return (
      <p className="muted" aria-busy="true">
        {t(m.opening)}
      </p>
    );
  }

  const onSave = async () => void (await save());

  const onClear = async () => {
    await deleteRecord(parentingPlanKind, PLAN_ID);
    await draft.reset(defaultPlan());
    setLoadError(null);
  };

  return (
    <>
      <form className="plan__form" onSubmit={(e) => e.preventDefault()} noValidate aria-label={t(m.form_label)}>
        <DraftRestoredNote draft={draft} />
        {loadError !== null ? (
          <div className="alert alert--danger" role="alert">
            {loadError ? t(m.unreadable_detail, { error: loadError }) : t(m.unreadable)}
          </div>
        ) : null}
        <Accordion>
          {PLAN_SECTIONS.map((section, i) => (
            <AccordionItem key={section.id} open={i === 0} id={`plan-${section.id}`} summary={t(section.title)}>
              {section.id === 'schedule' ? <UseScheduleButton edit={edit} /> : null}
              {section.id === 'schedule' ? <PresetPanel plan={plan} edit={edit} /> : null}
              {section.blocks.map((block, bi) => {
                if (block.kind === 'parent')
                  return <ParentBlock key={bi} which={block.key} title={block.title} info={plan[block.key]} edit={edit} />;
                if (block.kind === 'children') return <ChildrenBlock key={bi} items={plan.children} edit={edit} />;
                return (
                  <fieldset key={bi} className="plan__group">
                    {block.heading ? (
                      <legend>{t(block.heading)}</legend>
                    ) : (
                      <legend className="visually-hidden">{t(section.title)}</legend>
                    )}
                    {block.hint ? <p className="field__hint">{t(block.hint)}</p> : null}
                    <div className={block.fields.every((f) => !f.multiline) ? 'form-grid form-grid--2' : ''}>
                      {block.fields.map((f) => (
                        <PlanField key={f.path} def={f} value={getField(plan, f.path)} edit={edit} />
                      ))}
                    </div>
                  </fieldset>
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
          { name: 'plan', acknowledged, onAcknowledgedChange: setAcknowledged, onSave, onClear },
          () => planDraft(planRef.current ?? plan, t),
        )}
      />
    </>
  );
}
