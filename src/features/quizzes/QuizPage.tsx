import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { quizById, type QuizInfo, type QuizQuestion } from '../../content/quizzes';
import { loadQuiz, QUIZ_MESSAGES, type QuizLoad } from '../../sync/quizSync';
import { ANSWER_DELAY_MS, profileFor, progressPercent, recordAnswer, type AnswerRecord } from './score';
import { earnsBadge, shownPercent } from '../../lib/quizScore';
import { KeepResult } from './KeepResult';
import { letterAt, newSeed, orderAnswers, seededRandom } from './answerOrder';
import './quizzes.css';
import { BackLink } from '../../ui/BackLink';
import { tipParts } from './tipLinks';
import { Icon } from '../../ui/Icon';
import * as paths from '../../lib/paths';
import { quizPath } from '../../lib/paths';
import { readQuizSlug } from '../../lib/pathQueries';
import * as m from '../../content/messages/quizzes/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { quizBankMessages, quizMessages } from './quizMessages';

type Phase = 'intro' | 'running' | 'finished';

export function ErrorView({ message }: { message: string }) {
  const t = useMessages(quizMessages);
  return (
    <div className="card" data-testid="quiz-error">
      <div className="alert alert--danger" role="alert">
        {message}
      </div>
      <Link href={paths.quizzes} className="btn">
        {t(m.back)}
      </Link>
    </div>
  );
}

function Runner({
  quiz,
  questions: bank,
  onFinish,
}: {
  quiz: QuizInfo;
  questions: QuizQuestion[];
  onFinish: (answers: AnswerRecord[], score: number) => void;
}) {
  // One seed per attempt (the Runner is re-created for each): the answer order stays the
  // same for the whole attempt and changes with the next one (see answerOrder.ts).
  const t = useMessages(quizMessages);
  const tq = useMessages(quizBankMessages);
  const [seed] = useState(newSeed);
  const questions = useMemo(() => orderAnswers(bank, seededRandom(seed)), [bank, seed]);
  const [index, setIndex] = useState(0);
  const [score, setScore] = useState(0);
  const [answers, setAnswers] = useState<AnswerRecord[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useEffect(() => {
    if (index > 0) questionRef.current?.focus();
  }, [index]);
  // During the pause after an answer, the verdict and the explanation must be on screen,
  // clear of the header and of the buttons fixed at the bottom (scroll-margin in the CSS).
  useEffect(() => {
    if (selected !== null) feedbackRef.current?.scrollIntoView({ block: 'nearest', behavior: 'instant' as ScrollBehavior });
  }, [selected]);

  const q = questions[index]!;
  const total = questions.length;
  const choose = (answer: string) => {
    if (selected !== null) return;
    const rec = recordAnswer(q, answer);
    const nextScore = score + (rec.isCorrect ? 1 : 0);
    const nextAnswers = [...answers, rec];
    setSelected(answer);
    setScore(nextScore);
    setAnswers(nextAnswers);
    // An explanation takes longer to read than the pause: the parent moves on with Next.
    if (q.explanation) return;
    timer.current = setTimeout(() => advance(nextAnswers, nextScore), ANSWER_DELAY_MS);
  };
  const advance = (done: AnswerRecord[], doneScore: number) => {
    if (index + 1 >= total) onFinish(done, doneScore);
    else {
      setIndex(index + 1);
      setSelected(null);
    }
  };
  // The answer buttons lock after a choice: focus moves to Next so the keyboard is not lost.
  useEffect(() => {
    if (selected !== null) nextRef.current?.focus({ preventScroll: true });
  }, [selected]);
  const answered = selected !== null;
  const pct = progressPercent(index, total, answered);
  return (
    <section className="card quiz-runner" aria-label={tq(quiz.title)}>
      <div className="quiz-runner__meta">
        <span data-testid="quiz-position">{t(m.position, { index: index + 1, total })}</span>
        <span data-testid="quiz-score">{t(m.score, { score })}</span>
      </div>
      <div
        className="quiz-progressbar"
        role="progressbar"
        aria-label={t(m.progress_label)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(pct)}
      >
        <div className="quiz-progressbar__fill" style={{ width: `${pct}%` }} />
      </div>
      <h2 ref={questionRef} tabIndex={-1} data-testid="quiz-question">
        {tq(q.question)}
      </h2>
      <ul className="quiz-answers">
        {q.answers.map((a, i) => {
          const cls = !answered ? '' : a === q.correct ? ' quiz-answer--correct' : a === selected ? ' quiz-answer--wrong' : '';
          return (
            <li key={a}>
              <button
                type="button"
                className={`quiz-answer${cls}`}
                disabled={answered}
                aria-pressed={a === selected}
                onClick={() => choose(a)}
              >
                <span className="quiz-answer__letter">{letterAt(i)}</span> <span className="quiz-answer__text">{tq(a)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="quiz-feedback" ref={feedbackRef} aria-live="polite" data-testid="quiz-feedback-box">
        <p className="quiz-feedback__verdict" data-testid="quiz-feedback">
          {answered
            ? selected === q.correct
              ? t(m.right)
              : t(m.not_quite, { letter: letterAt(q.answers.indexOf(q.correct)), answer: tq(q.correct) })
            : ''}
        </p>
        {answered && q.explanation ? (
          <>
            <p className="quiz-feedback__explanation" data-testid="quiz-explanation">
              {tq(q.explanation)}
            </p>
            <div className="btn-row">
              <button ref={nextRef} type="button" className="btn" onClick={() => advance(answers, score)}>
                {index + 1 >= total ? t(m.see_result) : t(m.next_question)}
              </button>
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}

export function Result({
  quiz,
  answers,
  score,
  onRetake,
}: {
  quiz: QuizInfo;
  answers: AnswerRecord[];
  score: number;
  onRetake: () => void;
}) {
  const t = useMessages(quizMessages);
  const tq = useMessages(quizBankMessages);
  const total = answers.length;
  const profile = profileFor(quiz.title, score, total);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [finishedAt] = useState(() => new Date().toISOString());
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="card quiz-result" data-testid="quiz-result">
      {profile ? (
        <p className="quiz-result__icon">
          <Icon name={profile.icon} />
        </p>
      ) : null}
      <h2 ref={headingRef} tabIndex={-1} data-testid="quiz-profile">
        {profile ? tq(profile.title) : t(m.complete)}
      </h2>
      <p data-testid="quiz-final-score">{t(m.scored, { score, total, percent: shownPercent(score, total) })}</p>
      {earnsBadge(score, total) ? (
        <p className="alert alert--success">
          <Icon name={quiz.badgeIcon} /> {t(m.earned, { badge: tq(quiz.badge) })}
        </p>
      ) : (
        <p className="muted">{t(m.to_earn, { badge: tq(quiz.badge) })}</p>
      )}
      {profile ? (
        <>
          <p>{tq(profile.description)}</p>
          <h3>{t(m.recommended)}</h3>
          <ul>
            {profile.tips.map((tip) => (
              <li key={tip}>
                {tipParts(tq(tip), tq).map((part, i) =>
                  part.href ? (
                    <Link key={i} href={part.href}>
                      {part.text}
                    </Link>
                  ) : (
                    part.text
                  ),
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <KeepResult quizId={quiz.id} title={quiz.title} score={score} total={total} finishedAt={finishedAt} />
      <h3>{t(m.review)}</h3>
      <ol className="quiz-review" data-testid="quiz-review">
        {answers.map((a, i) => (
          <li key={i} className={a.isCorrect ? 'is-correct' : 'is-wrong'}>
            <p>
              <strong>{tq(a.question)}</strong>
            </p>
            <p>
              {t(m.your_answer, { answer: tq(a.selected) })}{' '}
              <span className="quiz-review__verdict">
                <Icon name={a.isCorrect ? 'check' : 'cross'} /> {a.isCorrect ? t(m.correct) : t(m.incorrect)}
              </span>
            </p>
            {!a.isCorrect ? <p>{t(m.correct_answer, { answer: tq(a.correct) })}</p> : null}
            {a.explanation ? <p className="muted">{tq(a.explanation)}</p> : null}
          </li>
        ))}
      </ol>
      <div className="btn-row">
        <button type="button" className="btn" onClick={onRetake}>
          {t(m.retake)}
        </button>
        <Link href={paths.quizzes} className="btn btn--secondary">
          {t(m.back)}
        </Link>
      </div>
    </section>
  );
}

const SOURCE_NOTE: Record<string, string> = {
  remote: m.source_remote,
  cached: m.source_cached,
  bundled: m.source_bundled,
};

/** quizSync's messages (src/sync/quizSync.ts), each of which is in the quizzes' catalog. */
const LOAD_ERRORS: Record<string, string> = {
  [QUIZ_MESSAGES.failed]: m.load_failed,
  [QUIZ_MESSAGES.empty]: m.load_empty,
  [QUIZ_MESSAGES.unexpected]: m.load_unexpected,
};

export default function QuizPage() {
  const [location] = useLocation();
  const slug = readQuizSlug(location);
  const quiz = slug ? quizById(slug) : undefined;
  const t = useMessages(quizMessages);
  const tq = useMessages(quizBankMessages);
  const title = quiz ? tq(quiz.title) : t(m.quiz);
  const [load, setLoad] = useState<QuizLoad | null>(null);
  const [phase, setPhase] = useState<Phase>('intro');
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ answers: AnswerRecord[]; score: number } | null>(null);

  useEffect(() => {
    if (!quiz) return;
    let live = true;
    setLoad(null);
    loadQuiz(quiz.title).then((r) => live && setLoad(r));
    return () => {
      live = false;
    };
  }, [quiz]);

  // The badge's name is set in bold inside its sentence: the sentence around a marker.
  const [before = '', after = ''] = t(m.intro_badge, { badge: '\u0000' }).split('\u0000');
  let body;
  if (!quiz) {
    body = <ErrorView message={t(m.not_found, { title })} />;
  } else if (phase === 'intro') {
    body = (
      <div className="card">
        <p>{tq(quiz.description)}</p>
        <p className="muted">
          {t(m.intro)} {before}
          <strong>{tq(quiz.badge)}</strong>
          {after}
        </p>
        <button type="button" className="btn" onClick={() => setPhase('running')}>
          {t(m.start)}
        </button>
      </div>
    );
  } else if (!load) {
    body = (
      <p className="card" role="status" aria-busy="true">
        {t(m.loading)}
      </p>
    );
  } else if (load.status === 'error') {
    body = (
      <ErrorView
        message={
          load.message === QUIZ_MESSAGES.notFound(quiz.title)
            ? t(m.not_found, { title })
            : t(LOAD_ERRORS[load.message] ?? load.message)
        }
      />
    );
  } else if (phase === 'running' || !result) {
    body = (
      <>
        <Runner
          key={attempt}
          quiz={quiz}
          questions={load.questions}
          onFinish={(answers, score) => {
            setResult({ answers, score });
            setPhase('finished');
          }}
        />
        <p className="muted" data-testid="quiz-source">
          {t(SOURCE_NOTE[load.source] ?? '')}
        </p>
      </>
    );
  } else {
    body = (
      <Result
        key={attempt}
        quiz={quiz}
        answers={result.answers}
        score={result.score}
        onRetake={() => {
          setResult(null);
          setAttempt((a) => a + 1);
          setPhase('running');
        }}
      />
    );
  }

  return (
    <div className="container page">
      <PageMeta
        title={title}
        description={quiz ? tq(quiz.description) : t(m.on_evenground, { title })}
        path={quiz ? quizPath(quiz.id) : paths.quizzes}
      />
      <BackLink href={paths.quizzes}>{t(m.back)}</BackLink>
      <h1>{title}</h1>
      {body}
    </div>
  );
}
