import { Fragment, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { BackLink } from '../../ui/BackLink';
import { BusyButton } from '../../ui/BusyButton';
import { Field } from '../../ui/Field';
import { PageMeta } from '../../ui/PageMeta';
import { markDirty } from '../../state/dirty';
import { coachLines, lineActions, linkOpening } from '../../content/crisisLines';
import * as paths from '../../lib/paths';
import * as m from '../../content/messages/message-coach/compiled/en.js';
import * as tm from '../../content/messages/tools/compiled/en.js';
import { toolsMessages } from '../../ui/toolsMessages';
import type { Translate } from '../../lib/translate';
import { useLang, useMessages } from '../../ui/i18n';
import { FLAG_NAMES, byShownKind, groupReason, shownNames } from './flagNames';
import { applySuggestion } from './suggestions';
import type { Analysis, Biff, Danger, Reading, Sentence } from './types';
import type { CoachMode, ToneState } from './protocol';
import { useCoach, type ToneOffer } from './useCoach';
import { SaveToJournal } from './SaveToJournal';
import { coachEngineText, crisisMessages, messageCoachMessages, type CoachEngineText } from './messageCoachMessages';
import './messageCoach.css';

const ANSWER_NAMES = {
  request: m.answer_request,
  question: m.answer_question,
  date: m.answer_date,
  time: m.answer_time,
  place: m.answer_place,
  money: m.answer_money,
  child: m.answer_child,
} as const;

/** The page's translators: its own words, the analysis's texts, the crisis reply's words. */
interface Words {
  t: Translate;
  say: CoachEngineText;
  crisis: Translate;
}

/** A text the analysis built, in the page's language; the message's own words in it marked as English. */
function EngineSays({ text, say }: { text: string; say: CoachEngineText }) {
  const parts = say.parts(text);
  if (!parts) return <>{say(text)}</>;
  return (
    <>
      {parts.map((p, i) =>
        typeof p === 'string' ? (
          p
        ) : (
          <span key={i} lang="en">
            {p.input}
          </span>
        ),
      )}
    </>
  );
}

const DIRTY_KEY = 'message-coach';

/**
 * The crisis lines first, as the chat's coach shows them: its intro, 911 and the lines, then its
 * follow-up; at the safety-check level, its calm question with 911 and the lines (the words come
 * from the worker, so this page never loads the danger detector).
 * It leads the coach's answer, under the parent's box (the box stays where they left it): when it
 * appears, the page brings it just under the sticky header without moving the focus, so 911 and
 * every number are in view above the phone's Quick exit bar (docs/message-coach.md). On phones the
 * follow-up is behind a disclosure under the numbers, so they fit on one screen; from 640 px it is open.
 */
function CrisisFirst({ danger, crisis, more }: { danger: Danger; crisis: Translate; more: string }) {
  const lang = useLang();
  const after = danger.followUp;
  const box = useRef<HTMLElement>(null);
  const [wide] = useState(() => typeof window !== 'undefined' && window.matchMedia('(min-width: 640px)').matches);
  const shown = useRef(false);
  useLayoutEffect(() => {
    if (shown.current) return;
    shown.current = true;
    const el = box.current;
    if (!el) return;
    // The room between the sticky header and the phone's bar (docs/quick-exit.md).
    const header = Math.max(document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0, 0) + 8;
    const bar = document.querySelector('.floating-bar')?.getBoundingClientRect();
    const bottom = (bar && bar.height > 0 ? bar.top : window.innerHeight) - 8;
    const links = el.querySelectorAll('a');
    const last = (links[links.length - 1] ?? el).getBoundingClientRect().bottom;
    // Only as far down as the last number needs, and never past the block's top: what is above it
    // (the parent's box) stays in view as far as there is room; no focus change.
    const by = Math.min(last - bottom, el.getBoundingClientRect().top - header);
    if (by > 0) window.scrollBy({ top: by, behavior: 'instant' });
  }, []);
  return (
    <section
      ref={box}
      className={danger.level === 'check' ? 'mc-crisis mc-crisis--check' : 'mc-crisis'}
      aria-labelledby="mc-crisis-title"
      data-testid="mc-crisis"
      data-level={danger.level}
    >
      <h2 id="mc-crisis-title">{crisis(danger.intro)}</h2>
      <ul>
        {coachLines(danger.lines).map((line) => (
          <li key={line.id} data-line={line.id}>
            <strong>{crisis(line.name)}</strong>
            <span className="mc-crisis__actions">
              {lineActions(line, lang).map((a) => (
                <a key={a.href} href={crisis(a.href)} className="btn btn--small" {...linkOpening(a)}>
                  {crisis(a.label)}
                </a>
              ))}
            </span>
          </li>
        ))}
      </ul>
      {after ? (
        <details className="mc-crisis__more" open={wide}>
          <summary>{more}</summary>
          {after.split('\n\n').map((p) => (
            <p key={p}>{crisis(p)}</p>
          ))}
        </details>
      ) : null}
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
  return (
    <q className="mc-sentence__text" lang="en">
      {parts}
    </q>
  );
}

function Flags({ text, analysis, words: { t, say } }: { text: string; analysis: Analysis; words: Words }) {
  const flagged = analysis.sentences.filter((s) => s.flags.length);
  if (!flagged.length) return <p data-testid="mc-no-flags">{t(m.no_flags)}</p>;
  return (
    <ol className="mc-sentences" data-testid="mc-flags">
      {flagged.map((s) => (
        <li key={s.start} className="mc-sentence">
          <Marked text={text} sentence={s} />
          <ul className="mc-flags">
            {byShownKind(s.flags).map(({ kind, flags: [f, ...more] }) => (
              <li key={kind} data-flag={kind}>
                <strong>{t(FLAG_NAMES[kind])}</strong>
                {/* A tone flag on its whole sentence (no words explain it alone) quotes nothing: the sentence is above. */}
                {f.category === 'tone' && f.end - f.start >= s.end - s.start ? null : (
                  <>
                    {' '}
                    (
                    {[f, ...more].map((g, k) => (
                      <Fragment key={g.start}>
                        {k ? ', ' : ''}“<span lang="en">{text.slice(g.start, g.end)}</span>”
                      </Fragment>
                    ))}
                    )
                  </>
                )}
                : {say(groupReason([f, ...more]))}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function BiffSummary({ biff, words: { t, say } }: { biff: Biff; words: Words }) {
  const rows: Array<[string, { ok: boolean; note: string }]> = [
    [t(m.biff_brief), biff.brief],
    [t(m.biff_informative), biff.informative],
    [t(m.biff_friendly), biff.friendly],
    [t(m.biff_firm), biff.firm],
  ];
  return (
    <dl className="mc-biff" data-testid="mc-biff">
      {rows.map(([name, part]) => (
        <div key={name} className={part.ok ? 'mc-biff__ok' : 'mc-biff__todo'}>
          <dt>{t(part.ok ? m.biff_yes : m.biff_not_yet, { name })}</dt>
          <dd>{say(part.note)}</dd>
        </div>
      ))}
    </dl>
  );
}

function DraftResults({
  text,
  analysis,
  onChange,
  words,
}: {
  text: string;
  analysis: Analysis;
  onChange: (t: string) => void;
  words: Words;
}) {
  const { t, say } = words;
  const accepts = useRef<HTMLUListElement>(null);
  /** The place of the suggestion just accepted, until the new analysis has replaced its button. */
  const accepted = useRef<number | null>(null);
  // An accepted suggestion's button goes away with it once the draft is checked again, and the
  // focus fell to the page (a keyboard or screen reader user was sent back to the top). It goes
  // to the suggestion that takes its place (or the one before), or the message box when none is left.
  useLayoutEffect(() => {
    const at = accepted.current;
    if (at === null) return;
    accepted.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    const buttons = accepts.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const next = buttons[Math.min(at, buttons.length - 1)] ?? document.getElementById('mc-text');
    next?.focus();
  }, [analysis]);
  return (
    <>
      <section className="card mc-section" aria-labelledby="mc-biff-title">
        <h2 id="mc-biff-title">{t(m.biff_title)}</h2>
        <BiffSummary biff={analysis.biff} words={words} />
      </section>
      <section className="card mc-section" aria-labelledby="mc-flags-title">
        <h2 id="mc-flags-title">{t(m.flags_title)}</h2>
        <Flags text={text} analysis={analysis} words={words} />
      </section>
      {analysis.suggestions.length ? (
        <section className="card mc-section" aria-labelledby="mc-suggest-title">
          <h2 id="mc-suggest-title">{t(m.suggest_title)}</h2>
          <p>{t(m.suggest_intro)}</p>
          <ul className="mc-suggestions" data-testid="mc-suggestions" ref={accepts}>
            {analysis.suggestions.map((s, i) => (
              <li key={s.id}>
                <span>
                  <EngineSays text={s.label} say={say} />
                </span>
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  aria-label={t(m.accept_label, { label: say(s.label) })}
                  onClick={() => {
                    const after = applySuggestion(text, s);
                    accepted.current = i;
                    onChange(after);
                    // A draft left empty has no results, and this button goes with them: the focus goes to the
                    // message box, where the parent writes again, not to the page (session 27).
                    if (!after.trim()) document.getElementById('mc-text')?.focus();
                  }}
                >
                  {t(m.accept)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function ReadingResults({
  reading,
  onReply,
  words: { t },
}: {
  reading: Reading;
  onReply: (reply: string) => void;
  words: Words;
}) {
  return (
    <>
      <section className="card mc-section" aria-labelledby="mc-points-title">
        <h2 id="mc-points-title">{t(m.points_title)}</h2>
        {reading.points.length ? (
          <ul className="mc-points" data-testid="mc-points">
            {reading.points.map((p) => (
              <li key={p.start}>
                <q lang="en">{p.text}</q>
                <span className="mc-points__kinds">
                  {' '}
                  ({p.answer.map((a) => t(ANSWER_NAMES[a])).join(', ')}
                  {p.details.length ? (
                    <>
                      : <span lang="en">{p.details.join(', ')}</span>
                    </>
                  ) : null}
                  )
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p data-testid="mc-points">{t(m.points_none)}</p>
        )}
      </section>
      {reading.ignore.length ? (
        <section className="card mc-section" aria-labelledby="mc-ignore-title">
          <h2 id="mc-ignore-title">{t(m.ignore_title)}</h2>
          <p>{t(m.ignore_intro)}</p>
          <ul className="mc-ignore" data-testid="mc-ignore">
            {reading.ignore.map((s) => (
              <li key={s.start}>
                <q lang="en">{s.text}</q> (
                {shownNames(s.flags)
                  .map((name) => t(name))
                  .join(', ')}
                )
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="card mc-section" aria-labelledby="mc-reply-title">
        <h2 id="mc-reply-title">{t(m.reply_title)}</h2>
        <p>{t(m.reply_intro)}</p>
        <pre className="mc-reply" data-testid="mc-reply" lang="en">
          {reading.reply}
        </pre>
        <button type="button" className="btn" onClick={() => onReply(reading.reply)}>
          {t(m.reply_button)}
        </button>
      </section>
    </>
  );
}

/**
 * What the page says about the tone check (docs/message-coach.md, "Tone layer"): nothing once it
 * has read the text; until then that the flags come from the other checks, and, when its files
 * are not on this device and the parent has not said yes, the offer to download them; when it
 * could not start, a Try again.
 *
 * The focus: a press on the note's buttons changes the note (Download now gives way to the line
 * saying the check is getting ready; the check, once ready, needs no note), and a button taken
 * away would drop the focus to the page. After such a press, while the parent has not moved on
 * (focused or pressed something else), the focus goes to what the note holds then: its button,
 * or its line (focusable, not in the tab order); once the check is ready, a line saying so.
 */
function ToneNote({ tone, offer, t }: { tone: ToneState; offer: ToneOffer; t: Translate }) {
  const box = useRef<HTMLDivElement>(null);
  /** A button of the note was pressed and the parent has not moved on since. */
  const pressed = useRef(false);
  /** The check became ready after such a press: the note says so (and takes the focus). */
  const [ready, setReady] = useState(false);
  const done = tone === 'checked' || tone === 'words';

  useEffect(() => {
    const elsewhere = (e: Event) => {
      if (box.current?.contains(e.target as Node)) return;
      pressed.current = false;
      setReady(false);
    };
    document.addEventListener('focusin', elsewhere);
    document.addEventListener('pointerdown', elsewhere);
    return () => {
      document.removeEventListener('focusin', elsewhere);
      document.removeEventListener('pointerdown', elsewhere);
    };
  }, []);

  useLayoutEffect(() => {
    if (!pressed.current || (document.activeElement && document.activeElement !== document.body)) return;
    if (done && !ready) {
      setReady(true);
      return;
    }
    box.current?.querySelector<HTMLElement>('button, [tabindex="-1"]')?.focus();
    // Whenever the note changes (what it holds follows these).
  }, [tone, offer.choice, offer.retried, done, ready]);

  const press = (action: () => void) => () => {
    pressed.current = true;
    action();
  };
  let note: ReactNode = null;
  if (done) {
    if (ready)
      note = (
        <p className="mc-tone-note" data-testid="mc-tone-ready" tabIndex={-1}>
          {t(m.tone_ready)}
        </p>
      );
  } else if (tone === 'loading' && offer.choice === 'deciding') note = null;
  else if (tone === 'loading' && (offer.choice === 'ask' || offer.choice === 'declined'))
    note = (
      <div className="mc-tone-note" data-testid="mc-tone-note">
        <p>{t(offer.choice === 'ask' ? m.tone_offer : m.tone_declined)}</p>
        <div className="btn-row">
          <button type="button" className="btn btn--small" onClick={press(offer.accept)}>
            {t(offer.choice === 'ask' ? m.tone_offer_yes : m.tone_declined_download)}
          </button>
          {offer.choice === 'ask' ? (
            <button type="button" className="btn btn--secondary btn--small" onClick={press(offer.decline)}>
              {t(m.tone_offer_no)}
            </button>
          ) : null}
        </div>
      </div>
    );
  // It could not start (its files did not all arrive, or did not load): the parent may try again,
  // which fetches and loads them anew (the note then says it is getting ready). The button stays,
  // busy, while it gets ready, so the focus stays on it.
  else if (tone === 'off' || (tone === 'loading' && offer.retried))
    note = (
      <div className="mc-tone-note" data-testid="mc-tone-note">
        <p>{t(tone === 'off' ? m.tone_off : m.tone_loading)}</p>
        <div className="btn-row">
          <BusyButton className="btn btn--small" busy={tone === 'loading'} onPress={press(offer.retry)}>
            {t(m.tone_retry)}
          </BusyButton>
        </div>
      </div>
    );
  else
    note = (
      <p className="mc-tone-note" data-testid="mc-tone-note" tabIndex={-1}>
        {t(tone === 'loading' ? m.tone_loading : m.tone_checking)}
      </p>
    );
  // The box only finds the note's elements: it lays out as if absent (no empty item, with its gap, in the results' grid).
  return (
    <div ref={box} className="mc-tone-box">
      {note}
    </div>
  );
}

export default function MessageCoachPage() {
  const [mode, setMode] = useState<CoachMode>('draft');
  const [texts, setTexts] = useState<Record<CoachMode, string>>({ draft: '', received: '' });
  const text = texts[mode];
  const [state, offer] = useCoach(mode, text);
  const modeName = useId();
  const lang = useLang();
  const t = useMessages(messageCoachMessages);
  const crisis = useMessages(crisisMessages);
  const tools = useMessages(toolsMessages);
  const words: Words = { t, say: coachEngineText(t), crisis };

  useEffect(() => {
    markDirty(DIRTY_KEY, !!(texts.draft.trim() || texts.received.trim()));
  }, [texts]);
  useEffect(() => () => markDirty(DIRTY_KEY, false), []);

  const setText = (t: string) => setTexts((all) => ({ ...all, [mode]: t }));
  const result = state.phase === mode ? state.result : null;

  return (
    <div className="container page mc">
      <PageMeta
        title={t(m.page_title)}
        description={t(m.page_description)}
        path={paths.messageCoach}
        keywords={['BIFF response', 'co-parenting messages', 'high-conflict co-parent', 'tone checker']}
      />
      <BackLink href={paths.resources}>{tools(tm.back_resources)}</BackLink>
      <h1>{t(m.page_title)}</h1>
      <p className="mc-lead">
        {t(m.lead)} <Link href={paths.coparentingGuide}>{t(m.lead_guide)}</Link>.{lang === 'es' ? ` ${t(m.lead_english)}` : null}
      </p>

      <fieldset className="mc-mode">
        <legend>{t(m.mode_legend)}</legend>
        {(
          [
            ['draft', t(m.mode_draft)],
            ['received', t(m.mode_received)],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="mc-mode__option">
            <input type="radio" name={modeName} value={value} checked={mode === value} onChange={() => setMode(value)} />
            {label}
          </label>
        ))}
      </fieldset>

      <Field
        id="mc-text"
        label={t(mode === 'draft' ? m.label_draft : m.label_received)}
        hint={t(mode === 'draft' ? m.hint_draft : m.hint_received)}
      >
        {(control) => (
          <textarea {...control} className="mc-text" rows={8} value={text} onChange={(e) => setText(e.target.value)} spellCheck />
        )}
      </Field>

      <div aria-live="polite" className="mc-results">
        {result?.danger ? (
          <CrisisFirst key={result.danger.level} danger={result.danger} crisis={crisis} more={t(m.crisis_more)} />
        ) : null}
        {state.phase === 'failed' ? (
          <p className="field__error" role="alert">
            {t(m.failed)}
          </p>
        ) : null}
        {result && (state.phase === 'draft' || state.phase === 'received') ? (
          <ToneNote tone={state.tone} offer={offer} t={t} />
        ) : null}
        {result && state.phase === 'draft' ? (
          <DraftResults text={text} analysis={state.result} onChange={setText} words={words} />
        ) : null}
        {result && state.phase === 'received' ? (
          <ReadingResults
            reading={state.result}
            words={words}
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
