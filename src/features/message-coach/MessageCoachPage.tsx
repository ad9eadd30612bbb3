import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { BackLink } from '../../ui/BackLink';
import { Field } from '../../ui/Field';
import { PageMeta } from '../../ui/PageMeta';
import { markDirty } from '../../state/dirty';
import { coachLines } from '../../content/crisisLines';
import * as paths from '../../lib/paths';
import type { FlagCategory } from './rules';
import { applySuggestion } from './suggestions';
import type { Analysis, Biff, Danger, Reading, Sentence } from './types';
import type { CoachMode } from './protocol';
import { useCoach } from './useCoach';
import { SaveToJournal } from './SaveToJournal';
import './messageCoach.css';

/** Each flag's name as the parent reads it. */
const FLAG_NAMES: Readonly<Record<FlagCategory, string>> = {
  insult: 'Insult or name-calling',
  sarcasm: 'Sarcasm',
  absolute: '"Always" or "never"',
  blame: 'Blame or mind-reading',
  past: 'Bringing up the past',
  threat: 'Threat or pressure',
  demand: 'Demand without a reason',
  caps: 'Shouting',
  questions: 'Too many questions',
  offtopic: 'Off the topic',
  hedging: 'Over-apologising or hedging',
  danger: 'Danger',
};

const ANSWER_NAMES = {
  request: 'a request',
  question: 'a question',
  date: 'a date',
  time: 'a time',
  place: 'a place',
  money: 'money',
  child: "the children's needs",
} as const;

const DIRTY_KEY = 'message-coach';

/**
 * The crisis lines first, as the chat's coach shows them: its intro, 911 and the lines, then its
 * follow-up (the words come from the worker, so this page never loads the danger detector).
 */
function CrisisFirst({ danger }: { danger: Danger }) {
  const after = danger.followUp;
  return (
    <section className="mc-crisis" aria-labelledby="mc-crisis-title" data-testid="mc-crisis">
      <h2 id="mc-crisis-title">{danger.intro}</h2>
      <ul>
        {coachLines(danger.lines).map((line) => (
          <li key={line.id} data-line={line.id}>
            <strong>{line.name}</strong>
            <span className="mc-crisis__actions">
              {line.actions.map((a) => (
                <a key={a.href} href={a.href} className="btn btn--small">
                  {a.label}
                </a>
              ))}
            </span>
          </li>
        ))}
      </ul>
      {after ? after.split('\n\n').map((p) => <p key={p}>{p}</p>) : null}
    </section>
  );
}

/** A sentence with its flagged words marked. */
function Marked({ text, sentence }: { text: string; sentence: Sentence }) {
  const parts: ReactNode[] = [];
  let at = sentence.start;
  const spans = [...sentence.flags]
    .filter((f) => f.end - f.start < sentence.end - sentence.start)
    .sort((a, b) => a.start - b.start);
  for (const f of spans) {
    if (f.start < at) continue;
    parts.push(text.slice(at, f.start));
    parts.push(<mark key={`${f.category}-${f.start}`}>{text.slice(f.start, f.end)}</mark>);
    at = f.end;
  }
  parts.push(text.slice(at, sentence.end));
  return <q className="mc-sentence__text">{parts}</q>;
}

function Flags({ text, analysis }: { text: string; analysis: Analysis }) {
  const flagged = analysis.sentences.filter((s) => s.flags.length);
  if (!flagged.length) return <p data-testid="mc-no-flags">Nothing here is likely to escalate.</p>;
  return (
    <ol className="mc-sentences" data-testid="mc-flags">
      {flagged.map((s) => (
        <li key={s.start} className="mc-sentence">
          <Marked text={text} sentence={s} />
          <ul className="mc-flags">
            {s.flags.map((f) => (
              <li key={`${f.category}-${f.start}`} data-flag={f.category}>
                <strong>{FLAG_NAMES[f.category]}</strong> (“{text.slice(f.start, f.end)}”): {f.reason}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function BiffSummary({ biff }: { biff: Biff }) {
  const rows: Array<[string, { ok: boolean; note: string }]> = [
    ['Brief', biff.brief],
    ['Informative', biff.informative],
    ['Friendly', biff.friendly],
    ['Firm', biff.firm],
  ];
  return (
    <dl className="mc-biff" data-testid="mc-biff">
      {rows.map(([name, part]) => (
        <div key={name} className={part.ok ? 'mc-biff__ok' : 'mc-biff__todo'}>
          <dt>
            {name}: {part.ok ? 'yes' : 'not yet'}
          </dt>
          <dd>{part.note}</dd>
        </div>
      ))}
    </dl>
  );
}

function DraftResults({ text, analysis, onChange }: { text: string; analysis: Analysis; onChange: (t: string) => void }) {
  return (
    <>
      <section className="card mc-section" aria-labelledby="mc-biff-title">
        <h2 id="mc-biff-title">BIFF check</h2>
        <BiffSummary biff={analysis.biff} />
      </section>
      <section className="card mc-section" aria-labelledby="mc-flags-title">
        <h2 id="mc-flags-title">What may escalate, and why</h2>
        <Flags text={text} analysis={analysis} />
      </section>
      {analysis.suggestions.length ? (
        <section className="card mc-section" aria-labelledby="mc-suggest-title">
          <h2 id="mc-suggest-title">Suggestions</h2>
          <p>Nothing changes in your message until you accept a suggestion, one at a time.</p>
          <ul className="mc-suggestions" data-testid="mc-suggestions">
            {analysis.suggestions.map((s) => (
              <li key={s.id}>
                <span>{s.label}</span>
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  aria-label={`Accept: ${s.label}`}
                  onClick={() => onChange(applySuggestion(text, s))}
                >
                  Accept
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function ReadingResults({ reading, onReply }: { reading: Reading; onReply: (reply: string) => void }) {
  return (
    <>
      <section className="card mc-section" aria-labelledby="mc-points-title">
        <h2 id="mc-points-title">Points to answer</h2>
        {reading.points.length ? (
          <ul className="mc-points" data-testid="mc-points">
            {reading.points.map((p) => (
              <li key={p.start}>
                <q>{p.text}</q>
                <span className="mc-points__kinds">
                  {' '}
                  ({p.answer.map((a) => ANSWER_NAMES[a]).join(', ')}
                  {p.details.length ? `: ${p.details.join(', ')}` : ''})
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p data-testid="mc-points">Nothing in this message asks for an answer.</p>
        )}
      </section>
      {reading.ignore.length ? (
        <section className="card mc-section" aria-labelledby="mc-ignore-title">
          <h2 id="mc-ignore-title">No answer needed</h2>
          <p>Insults, accusations and history: you do not have to reply to these.</p>
          <ul className="mc-ignore" data-testid="mc-ignore">
            {reading.ignore.map((s) => (
              <li key={s.start}>
                <q>{s.text}</q> ({[...new Set(s.flags.map((f) => FLAG_NAMES[f.category]))].join(', ')})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="card mc-section" aria-labelledby="mc-reply-title">
        <h2 id="mc-reply-title">A reply to start from</h2>
        <p>It covers only the points above. Fill in the brackets, then check it in the writing coach.</p>
        <pre className="mc-reply" data-testid="mc-reply">
          {reading.reply}
        </pre>
        <button type="button" className="btn" onClick={() => onReply(reading.reply)}>
          Write this reply
        </button>
      </section>
    </>
  );
}

export default function MessageCoachPage() {
  const [mode, setMode] = useState<CoachMode>('draft');
  const [texts, setTexts] = useState<Record<CoachMode, string>>({ draft: '', received: '' });
  const text = texts[mode];
  const state = useCoach(mode, text);
  const modeName = useId();

  useEffect(() => {
    markDirty(DIRTY_KEY, !!(texts.draft.trim() || texts.received.trim()));
  }, [texts]);
  useEffect(() => () => markDirty(DIRTY_KEY, false), []);

  const setText = (t: string) => setTexts((all) => ({ ...all, [mode]: t }));
  const result = state.phase === mode ? state.result : null;

  return (
    <div className="container page mc">
      <PageMeta
        title="Message Coach"
        description="Write to the other parent without escalating, and read their messages without taking the bait: a BIFF check that runs on your device and explains every flag."
        path={paths.messageCoach}
        keywords={['BIFF response', 'co-parenting messages', 'high-conflict co-parent', 'tone checker']}
      />
      <BackLink href={paths.resources}>Back to Resources</BackLink>
      <h1>Message Coach</h1>
      <p className="mc-lead">
        Check a message before you send it, or read one you received without taking the bait. It runs on this device: nothing you
        paste is sent anywhere or saved. Based on the BIFF method (Brief, Informative, Friendly, Firm) from the{' '}
        <Link href={paths.coparentingGuide}>Co-Parenting Communication Guide</Link>.
      </p>

      <fieldset className="mc-mode">
        <legend>What do you want to do?</legend>
        {(
          [
            ['draft', 'Check a message I am writing'],
            ['received', 'Read a message I received'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="mc-mode__option">
            <input type="radio" name={modeName} value={value} checked={mode === value} onChange={() => setMode(value)} />
            {label}
          </label>
        ))}
      </fieldset>

      {result?.danger ? <CrisisFirst danger={result.danger} /> : null}

      <Field
        id="mc-text"
        label={mode === 'draft' ? 'Your message' : 'The message you received'}
        hint={
          mode === 'draft'
            ? 'Write or paste your draft. Flags and suggestions appear as you type.'
            : 'Paste the message as you received it.'
        }
      >
        {(control) => (
          <textarea {...control} className="mc-text" rows={8} value={text} onChange={(e) => setText(e.target.value)} spellCheck />
        )}
      </Field>

      <div aria-live="polite" className="mc-results">
        {state.phase === 'failed' ? (
          <p className="field__error" role="alert">
            The coach could not read this message. Your text is still here; try again in a moment.
          </p>
        ) : null}
        {result && state.phase === 'draft' ? <DraftResults text={text} analysis={state.result} onChange={setText} /> : null}
        {result && state.phase === 'received' ? (
          <ReadingResults
            reading={state.result}
            onReply={(reply) => {
              setTexts((all) => ({ ...all, draft: reply }));
              setMode('draft');
            }}
          />
        ) : null}
        {result ? <SaveToJournal text={text} mode={mode} dirtyKey={DIRTY_KEY} /> : null}
      </div>
    </div>
  );
}
