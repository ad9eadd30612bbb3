import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import * as paths from '../../lib/paths';
import { readJournalNew } from '../../lib/pathQueries';
import { JOURNAL_HANDOFF_SLOT, parseJournalProposal } from '../../lib/journalHandoff';
import { errorMessage } from '../../lib/errorMessage';
import { toast } from '../../state/toast';
import { loadDraft, removeDraft } from '../../vault/drafts';
import { deleteAttachment, loadAttachment } from '../../vault/attachments';
import { useVaultDraft } from '../../vault/useVaultDraft';
import { DraftRestoredNote } from '../../vault/ui/DraftRestoredNote';
import { canonical } from './chain';
import { EntryDetail } from './EntryDetail';
import { EntryForm } from './EntryForm';
import { EntryList, Timeline } from './EntryList';
import {
  CLOSED_FORM,
  FIELD_ORDER,
  checkForm,
  editForm,
  formFromContent,
  formFromProposal,
  validateForm,
  type EntryForm as Form,
  type FormField,
} from './form';
import { filterEntries, namesAndTags, NO_FILTER, referencedAttachments, type JournalEntry, type JournalFilter } from './journal';
import { Choice, Filters, typeOptions } from './Filters';
import { MonthView } from './MonthView';
import { useTimeFactsSync } from './overnights';
import { blankEntry, ENTRY_TYPES, nowHappenedAt, type EntryType } from './model';
import { appendLinks, BLOCK_SIZE, type NewLink } from './store';
import { useJournal } from './useJournal';
import { VerifyPanel } from './VerifyPanel';
import { ReportScreen } from './report/ReportScreen';
import * as m from '../../content/messages/journal/compiled/en.js';
import { english, type Translate } from '../../lib/translate';
import { useMessages } from '../../ui/i18n';
import { journalMessages } from './journalMessages';

type View = 'list' | 'timeline' | 'month';
const PAGE = 100;
const DRAFT_TOOL = 'journal-entry';

const newEntryId = () => `e-${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
const isType = (t: string | null): t is EntryType => ENTRY_TYPES.includes(t as EntryType);

/** The journal once the vault is open: the list, timeline and month views, the form, an entry's detail, verify. */
export function JournalTool() {
  const t = useMessages(journalMessages);
  const { status, chain, journal } = useJournal();
  useTimeFactsSync(journal.entries, status === 'ready');
  const draft = useVaultDraft<Form>({ tool: DRAFT_TOOL, base: CLOSED_FORM, validate: validateForm });
  const form = draft.value;
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<View>('list');
  const [filter, setFilter] = useState<JournalFilter>(NO_FILTER);
  const [shown, setShown] = useState(PAGE);
  const [selected, setSelected] = useState<string | null>(null);
  const [month, setMonth] = useState(() => nowHappenedAt().date.slice(0, 7));
  const [newType, setNewType] = useState<EntryType>('incident');
  const [reporting, setReporting] = useState(false);

  const filtered = useMemo(() => filterEntries(journal.entries, filter), [journal.entries, filter]);
  const choices = useMemo(() => namesAndTags(journal.entries), [journal.entries]);
  const entry = selected ? (journal.byId.get(selected) ?? null) : null;
  const formOpen = form !== null && form.mode !== 'closed';

  // An entry opened from the list (or just saved): the focus goes to its heading.
  useEffect(() => {
    if (selected) requestAnimationFrame(() => document.getElementById('jd-heading')?.focus());
  }, [selected]);

  // The form's heading takes the focus once the form asked for is on screen. Asked for in a
  // frame of its own before, the focus was lost when the form came a frame later (a busy phone,
  // a slow storage read): parent-walk.spec.ts, "Save to the journal", failed that way under load.
  const [focusAsk, setFocusAsk] = useState(0);
  const focusDone = useRef(0);
  useEffect(() => {
    if (focusAsk === focusDone.current || !formOpen) return;
    const heading = document.getElementById('jf-heading');
    if (!heading) return;
    focusDone.current = focusAsk;
    heading.focus();
  }, [focusAsk, formOpen]);

  const open = useCallback(
    (f: Form) => {
      setErrors({});
      setSelected(null);
      void draft.reset(f);
      setFocusAsk((n) => n + 1);
    },
    [draft],
  );
  const startNew = (type: EntryType) => open(formFromContent(blankEntry(type, nowHappenedAt()), 'new'));

  // /journal?new=TYPE opens a new entry; for a communication, with what another tool handed over.
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = readJournalNew(search);
  const draftReady = form !== null;
  useEffect(() => {
    if (!draftReady || asked === null) return;
    let live = true;
    const done = () => navigate(paths.journal, { replace: true });
    if (!isType(asked) || formOpen) {
      done();
      return;
    }
    if (asked !== 'communication') {
      open(formFromContent(blankEntry(asked, nowHappenedAt()), 'new'));
      done();
      return;
    }
    void loadDraft(JOURNAL_HANDOFF_SLOT, parseJournalProposal).then(async (handed) => {
      if (!live) return;
      if (handed) {
        setErrors({});
        setSelected(null);
        draft.edit(() => formFromProposal(handed.value));
        // As when the parent opens a new entry here: the form's heading takes the focus (it had
        // stayed on the page, so Tab started again from the top, above the form).
        setFocusAsk((n) => n + 1);
        await removeDraft(JOURNAL_HANDOFF_SLOT);
      } else open(formFromContent(blankEntry('communication', nowHappenedAt()), 'new'));
      done();
    });
    return () => {
      live = false;
    };
  }, [asked, draftReady, formOpen, navigate, open, draft]);

  const edit = (patch: Partial<Form>) => draft.edit((f) => editForm(f, patch));

  const save = async () => {
    if (!form) return;
    const r = checkForm(form);
    if (!r.ok) {
      setErrors(r.errors);
      const first = FIELD_ORDER.find((k) => r.errors[k]);
      if (first) document.getElementById(`jf-${first}`)?.focus();
      return;
    }
    const files = await Promise.all(form.attachments.map((id) => loadAttachment(id).catch(() => null)));
    if (files.some((f) => !f)) {
      setErrors({ attachments: m.err_file_gone });
      return;
    }
    if (files.length) r.content.attachments = files.map((f) => ({ id: f!.id, name: f!.name, sha256: f!.sha256 }));
    const current = form.mode === 'correct' ? journal.byId.get(form.entryId)?.current : null;
    if (form.mode === 'correct' && (!current || canonical(current) === canonical(r.content))) {
      setErrors({
        reason: current ? m.err_same : m.err_no_correct,
      });
      return;
    }
    setErrors({});
    const entryId = form.mode === 'correct' ? form.entryId : newEntryId();
    const link: NewLink = {
      entryId,
      op: form.mode === 'correct' ? 'correct' : 'create',
      reason: form.reason.trim(),
      content: r.content,
    };
    const kept = new Set([...referencedAttachments(journal.entries), ...form.attachments]);
    await write([link], t(form.mode === 'correct' ? m.toast_correction_saved : m.toast_entry_saved), async () => {
      await draft.reset(CLOSED_FORM);
      setSelected(entryId);
      await clearAway(form.added, kept);
    });
  };

  const write = async (links: NewLink[], done: string, after: () => Promise<void> | void) => {
    setBusy(true);
    try {
      await appendLinks(journal.last, links, {
        versionsOf: (id) => journal.byId.get(id)?.versions.length ?? 0,
        earlierBlocksOf: (id) => [...new Set((journal.byId.get(id)?.versions ?? []).map((v) => Math.floor(v.seq / BLOCK_SIZE)))],
      });
      await after();
      toast({ title: done, description: t(m.toast_kept), variant: 'success' });
    } catch (err) {
      toast({
        title: t(m.toast_not_saved),
        description: t(errorMessage(err, m.toast_not_saved_desc)),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (e: JournalEntry, reason: string) => {
    const others = referencedAttachments(journal.entries.filter((x) => x !== e));
    const files = e.versions.flatMap((v) => (v.content?.attachments ?? []).map((a) => a.id));
    await write([{ entryId: e.id, op: 'remove', reason, content: null }], t(m.toast_removed), () => clearAway(files, others));
  };

  if (status !== 'ready' || !form) return <p aria-busy="true">{t(m.opening)}</p>;

  const setF = (patch: Partial<JournalFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setShown(PAGE);
  };

  return (
    <div className="journal" data-testid="journal" data-entries={journal.entries.length}>
      {formOpen ? (
        <div>
          <EntryForm
            form={form}
            errors={errors}
            edit={edit}
            saving={busy}
            onSave={() => void save()}
            onCancel={() => {
              setErrors({});
              const added = form.added;
              void draft.reset(CLOSED_FORM).then(() => clearAway(added, referencedAttachments(journal.entries)));
            }}
            note={<DraftRestoredNote draft={draft} />}
          />
        </div>
      ) : reporting ? (
        <ReportScreen journal={journal} chain={chain} onClose={() => setReporting(false)} />
      ) : entry ? (
        <EntryDetail
          entry={entry}
          busy={busy}
          onClose={() => setSelected(null)}
          onCorrect={() => entry.current && open(formFromContent(entry.current, 'correct', entry.id))}
          onRemove={(reason) => remove(entry, reason)}
        />
      ) : (
        <>
          <div className="card journal-new">
            <Choice
              id="journal-new-type"
              label={t(m.new_entry)}
              value={newType}
              options={typeOptions(t)}
              set={(type) => setNewType(type as EntryType)}
            />
            <button type="button" className="btn" onClick={() => startNew(newType)}>
              {t(m.write_entry)}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => setReporting(true)}>
              {t(m.report_button)}
            </button>
          </div>

          <div className="journal-views" role="group" aria-label={t(m.views_label)}>
            {(['list', 'timeline', 'month'] as const).map((v) => (
              <button
                key={v}
                type="button"
                className={`btn btn--small ${view === v ? '' : 'btn--secondary'}`}
                aria-pressed={view === v}
                onClick={() => setView(v)}
              >
                {t(v === 'list' ? m.view_list : v === 'timeline' ? m.view_timeline : m.view_month)}
              </button>
            ))}
          </div>

          {view === 'month' ? (
            <MonthView
              month={month}
              entries={journal.entries}
              onMonth={setMonth}
              onDay={(d) => {
                setF({ ...NO_FILTER, from: d, to: d });
                setView('list');
              }}
            />
          ) : (
            <>
              <Filters filter={filter} set={setF} choices={choices} />
              <p className="journal-count" role="status" data-testid="journal-count">
                {countText(filtered.length, journal.entries.length, t)}
              </p>
              {view === 'list' ? (
                <EntryList entries={filtered.slice(0, shown)} onOpen={setSelected} />
              ) : (
                <Timeline entries={filtered.slice(0, shown)} onOpen={setSelected} />
              )}
              {filtered.length > shown ? (
                <button type="button" className="btn btn--secondary" onClick={() => setShown((n) => n + PAGE)}>
                  {t(m.show_more, { count: Math.min(PAGE, filtered.length - shown) })}
                </button>
              ) : null}
            </>
          )}
          <VerifyPanel chain={chain} journal={journal} />
        </>
      )}
    </div>
  );
}

/** Deletes the files among `ids` that nothing in `kept` refers to (added and then not saved, or on a removed entry). */
async function clearAway(ids: readonly string[], kept: ReadonlySet<string>): Promise<void> {
  for (const id of new Set(ids)) if (!kept.has(id)) await deleteAttachment(id).catch(() => undefined);
}

function countText(n: number, total: number, t: Translate = english): string {
  if (total === 0) return t(m.count_none);
  return n === total ? t(total === 1 ? m.count_one : m.count_many, { total }) : t(m.count_match, { count: n, total });
}
