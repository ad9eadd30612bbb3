import { useEffect, useId, useRef, useState } from 'react';
import type { ChecklistDef } from '../../content/checklists';
import { saveRecord } from '../../vault/records';
import { useVaultRecord, useVaultStatus } from '../../vault/useVaultRecord';
import { VaultGate } from '../../vault/ui/VaultGate';
import { PageMeta } from '../../ui/PageMeta';
import { Disclaimer } from '../../ui/Disclaimer';
import { toast } from '../../state/toast';
import { errorMessage } from '../../lib/errorMessage';
import { checklistKind } from './kind';
import { categoryProgress, overallProgress, toggled, type ChecklistProgress } from './progress';
import './checklists.css';
import { BackLink } from '../../ui/BackLink';
import * as paths from '../../lib/paths';
import { type AppPath } from '../../lib/paths';
import { useMessages } from '../../ui/i18n';
import { toolsMessages } from '../../ui/toolsMessages';
import * as m from '../../content/messages/checklists/compiled/en.js';
import * as tm from '../../content/messages/tools/compiled/en.js';
import { checklistsMessages } from './checklistsMessages';

interface Props {
  def: ChecklistDef;
  path: AppPath;
  description: string;
}

/** An interactive checklist: every toggle is saved at once, encrypted in the vault. */
export function ChecklistPage({ def, path, description }: Props) {
  const status = useVaultStatus();
  // With no vault the checklist opens at once, its progress held in memory (docs/try-first.md).
  const unlocked = status === 'unlocked' || status === 'none';
  const t = useMessages(checklistsMessages);
  const tools = useMessages(toolsMessages);
  return (
    <div className="container page">
      <PageMeta
        title={t(def.title)}
        description={t(description)}
        path={path}
        keywords={['divorce checklist', 'court preparation']}
      />
      <BackLink href={paths.resources}>{tools(tm.back_resources)}</BackLink>
      <h1>{t(def.title)}</h1>
      <p className="lead">{t(def.intro)}</p>
      <div className="btn-row">
        <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
          {t(m.print)}
        </button>
      </div>
      {/* One gate at one place in the tree, so the recovery-key step survives the unlock. */}
      <div className={unlocked ? undefined : 'cl-gate no-print'}>
        <VaultGate purpose="to keep your checklist progress" tryFirst savesEachChange>
          <EditableChecklist def={def} />
        </VaultGate>
      </div>
      {unlocked ? null : (
        <>
          <p className="muted no-print" data-testid="cl-readonly-note">
            {t(m.readonly_note)}
          </p>
          <ChecklistBody def={def} progress={{}} disabled onToggle={() => undefined} />
        </>
      )}
      <Disclaimer />
    </div>
  );
}

function EditableChecklist({ def }: { def: ChecklistDef }) {
  const rec = useVaultRecord(checklistKind, def.id);
  const [progress, setProgress] = useState<ChecklistProgress>({});
  const current = useRef<ChecklistProgress>({});
  const pending = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [startOver, setStartOver] = useState(false);
  const t = useMessages(checklistsMessages);
  const tools = useMessages(toolsMessages);

  // Follow the saved copy (another tab included) whenever no save of ours is in flight.
  useEffect(() => {
    if (pending.current > 0) return;
    if (rec.status === 'ready' && rec.value) {
      current.current = rec.value;
      setProgress(rec.value);
    } else if (rec.status === 'missing') {
      current.current = {};
      setProgress({});
    }
  }, [rec.status, rec.value]);

  const onToggle = (itemId: string, task: string) => {
    const before = current.current;
    const next = toggled(before, itemId);
    current.current = next;
    setProgress(next);
    const nowDone = next[itemId] === true;
    pending.current += 1;
    queue.current = queue.current
      .then(() => saveRecord(checklistKind, def.id, current.current))
      .then(
        () => {
          toast({
            title: t(nowDone ? m.task_done : m.task_undone),
            description: t(nowDone ? m.task_done_text : m.task_undone_text, { task: t(task) }),
            variant: nowDone ? 'success' : 'default',
          });
        },
        (err: unknown) => {
          // Put the box back as it was: the screen never shows progress that was not saved.
          current.current = toggled(current.current, itemId);
          setProgress(current.current);
          toast({
            title: tools(tm.error),
            description: t(m.save_failed, { error: t(errorMessage(err)) }).trim(),
            variant: 'destructive',
          });
        },
      )
      .finally(() => {
        pending.current -= 1;
      });
  };

  if (rec.status === 'loading') {
    return (
      <p className="muted" role="status" aria-busy="true">
        {t(m.opening)}
      </p>
    );
  }
  if (rec.status === 'damaged' && !startOver) {
    return (
      <div className="alert alert--danger" role="alert">
        <p>{t(rec.error?.message ?? m.unreadable)}</p>
        <button type="button" className="btn btn--secondary" onClick={() => setStartOver(true)}>
          {t(m.start_again)}
        </button>
      </div>
    );
  }
  return <ChecklistBody def={def} progress={progress} disabled={false} onToggle={onToggle} />;
}

function ChecklistBody({
  def,
  progress,
  disabled,
  onToggle,
}: {
  def: ChecklistDef;
  progress: ChecklistProgress;
  disabled: boolean;
  onToggle: (id: string, task: string) => void;
}) {
  const uid = useId();
  const t = useMessages(checklistsMessages);
  const overall = overallProgress(def, progress);
  return (
    <div data-testid="checklist">
      <div className="cl-overall">
        <label htmlFor={`${uid}-all`}>{t(m.overall)}</label>
        <progress id={`${uid}-all`} className="cl-bar" max={overall.total} value={overall.done} />
        <span data-testid="cl-overall">{t(m.overall_count, { n: overall.done, total: overall.total })}</span>
      </div>
      {def.categories.map((cat) => {
        const p = categoryProgress(cat, progress);
        const headId = `${uid}-${cat.key}`;
        return (
          <section key={cat.key} className="card cl-category" aria-labelledby={headId} data-testid={`cl-cat-${cat.key}`}>
            <div className="cl-category__head">
              <h2 id={headId}>{t(cat.title)}</h2>
              <span className="muted" data-testid={`cl-progress-${cat.key}`}>
                {t(m.category_count, { n: p.done, total: p.total })}
              </span>
            </div>
            <progress
              className="cl-bar"
              max={p.total}
              value={p.done}
              aria-label={t(m.category_progress, { title: t(cat.title) })}
            />
            <ul className="cl-list">
              {cat.items.map((item) => {
                const done = progress[item.id] === true;
                const inputId = `${uid}-${item.id}`;
                return (
                  <li key={item.id} className={`cl-item${done ? ' cl-item--done' : ''}`} data-item-id={item.id}>
                    <div className="checkbox">
                      <input
                        id={inputId}
                        type="checkbox"
                        checked={done}
                        disabled={disabled}
                        aria-describedby={`${inputId}-d`}
                        onChange={() => onToggle(item.id, item.task)}
                      />
                      <div className="cl-text">
                        <label htmlFor={inputId} className="cl-task">
                          {t(item.task)}
                        </label>
                        <span className="cl-detail" id={`${inputId}-d`}>
                          {t(item.detail)}
                        </span>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
