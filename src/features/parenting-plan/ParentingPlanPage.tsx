import { useEffect, useMemo, useRef, useState } from 'react';
import { useSessionAcknowledgement } from '../../state/acknowledgement';
import { offerSave } from '../../state/dirty';
import { PageMeta } from '../../ui/PageMeta';
import { Disclaimer } from '../../ui/Disclaimer';
import { toast } from '../../state/toast';
import { ToolToolbar } from '../../ui/ToolToolbar';
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

/** The name of this form's autosaved draft. */
const DRAFT_TOOL = 'parenting-plan';

export default function ParentingPlanPage() {
  return (
    <div className="container page plan">
      <PageMeta
        title="Parenting Plan Template"
        description="A free parenting plan template: custody, decision-making, schedules for all major holidays, travel and conflict resolution, saved encrypted on your device."
        path={paths.parentingPlan}
      />
      <BackLink href={paths.resources}>Back to Resources</BackLink>
      <h1>Parenting Plan Template</h1>
      <p className="lead">
        Work through the parts of a parenting plan at your own pace: custody, decision-making, the everyday and holiday schedule,
        costs, communication and travel. Everything stays on this device, encrypted with your passphrase.
      </p>
      <div className="alert alert--warning" role="note" data-testid="security-warning">
        <strong>Security warning:</strong> Do not enter real Social Security numbers or bank account numbers here. Names, dates
        and arrangements are enough for a working draft.
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
        toast({ title: 'Progress Loaded', description: 'Your saved parenting plan has been loaded.', variant: 'info' });
      }
    } else if (status === 'missing') {
      announcedRef.current = true;
    } else if (status === 'damaged') {
      console.error('Saved parenting plan could not be read', error);
      setLoadError(error?.message ?? '');
      if (!announcedRef.current) {
        announcedRef.current = true;
        toast({ title: 'Error', description: 'Could not load saved progress.', variant: 'destructive' });
      }
    }
  }, [status, value, error]);

  if (!plan) {
    return (
      <p className="muted" aria-busy="true">
        Opening your saved plan…
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
    <form className="plan__form" onSubmit={(e) => e.preventDefault()} noValidate aria-label="Parenting plan">
      <DraftRestoredNote draft={draft} />
      {loadError !== null ? (
        <div className="alert alert--danger" role="alert">
          Could not load saved progress{loadError ? `: ${loadError}` : '.'} The plan starts from the template; saving will replace
          the unreadable copy.
        </div>
      ) : null}
      <Accordion>
        {PLAN_SECTIONS.map((section, i) => (
          <AccordionItem key={section.id} open={i === 0} id={`plan-${section.id}`} summary={section.title}>
            {section.id === 'schedule' ? <UseScheduleButton edit={edit} /> : null}
            {section.id === 'schedule' ? <PresetPanel plan={plan} edit={edit} /> : null}
            {section.blocks.map((block, bi) => {
              if (block.kind === 'parent')
                return <ParentBlock key={bi} which={block.key} title={block.title} info={plan[block.key]} edit={edit} />;
              if (block.kind === 'children') return <ChildrenBlock key={bi} items={plan.children} edit={edit} />;
              return (
                <fieldset key={bi} className="plan__group">
                  {block.heading ? (
                    <legend>{block.heading}</legend>
                  ) : (
                    <legend className="visually-hidden">{section.title}</legend>
                  )}
                  {block.hint ? <p className="field__hint">{block.hint}</p> : null}
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
      <ToolToolbar
        name="plan"
        acknowledged={acknowledged}
        onAcknowledgedChange={setAcknowledged}
        onSave={onSave}
        onClear={onClear}
        clearMessage="This resets every answer to the starting template and removes the saved copy of your plan from this device. It cannot be undone."
        clearHint="Clear All puts every answer back to the starting template and removes the saved copy of your plan from this device. It asks before it does anything."
        makeDraft={() => ({ title: 'Parenting Plan', sections: planDraft(planRef.current ?? plan) })}
        filename="parenting-plan-draft.pdf"
        savedToast={{ title: 'Progress Saved!', description: 'Your parenting plan is saved, encrypted, on this device.' }}
        clearedToast={{
          title: 'Progress Cleared',
          description: 'The plan is back to the starting template and the saved copy was removed.',
        }}
        clearErrorText="Could not clear the plan."
      />
    </form>
  );
}
