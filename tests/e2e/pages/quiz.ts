import { expect, type Page } from '@playwright/test';

/**
 * The quiz runner. Answers are found by their words, never by letter or position: the
 * order (and so the letter beside each answer) changes with every attempt.
 */

/** The answer button showing exactly `text`. */
export function answerButton(page: Page, text: string) {
  return page.locator('button.quiz-answer').filter({ has: page.locator('.quiz-answer__text').getByText(text, { exact: true }) });
}

/** The answers' words in the order shown. */
export async function shownAnswers(page: Page): Promise<string[]> {
  return page.locator('.quiz-answer__text').allTextContents();
}

/** What the quiz shows now, read in one go (one call to the page instead of one per part). */
export interface QuizScreen {
  /** "Question 3 of 12", or '' on the result. */
  position: string;
  question: string;
  /** The answers' words in the order shown. */
  answers: string[];
  /** Each shown answer's state: 'correct' (green), 'wrong' (red) or '' (neither). */
  marks: string[];
  /** How many answers can still be chosen. */
  enabled: number;
  score: string;
  feedback: string;
  explanation: string | null;
}

export function quizScreen(page: Page): Promise<QuizScreen> {
  return page.evaluate(() => {
    const words = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const text = (id: string) => words(document.querySelector(`[data-testid="${id}"]`));
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('button.quiz-answer')];
    return {
      position: text('quiz-position'),
      question: text('quiz-question'),
      answers: buttons.map((b) => words(b.querySelector('.quiz-answer__text'))),
      marks: buttons.map((b) =>
        b.classList.contains('quiz-answer--correct') ? 'correct' : b.classList.contains('quiz-answer--wrong') ? 'wrong' : '',
      ),
      enabled: buttons.filter((b) => !b.disabled).length,
      score: text('quiz-score'),
      feedback: text('quiz-feedback'),
      explanation: document.querySelector('[data-testid="quiz-explanation"]') ? text('quiz-explanation') : null,
    };
  });
}

/** Waits until question `n` of `total` shows `question`; returns the screen as then shown. */
export async function questionShown(page: Page, n: number, total: number, question: string): Promise<QuizScreen> {
  let screen: QuizScreen | undefined;
  await expect
    .poll(
      async () => {
        screen = await quizScreen(page);
        return `${screen.position} | ${screen.question}`;
      },
      { intervals: [20, 50, 100] },
    )
    .toBe(`Question ${n} of ${total} | ${question}`);
  return screen!;
}

/** The quiz list, a quiz's intro, questions and result: their parts and buttons, found here once. */
export function quizPage(page: Page) {
  const result = page.getByTestId('quiz-result');
  return {
    start: page.getByRole('button', { name: 'Start Quiz' }),
    retake: page.getByRole('button', { name: 'Retake Quiz' }),
    /** 'Start Quiz' or 'Retake Quiz'. */
    button: (name: 'Start Quiz' | 'Retake Quiz') => page.getByRole('button', { name }),
    question: page.getByTestId('quiz-question'),
    position: page.getByTestId('quiz-position'),
    answers: page.locator('.quiz-answer'),
    enabledAnswers: page.locator('.quiz-answer:not([disabled])'),
    letters: page.locator('.quiz-answer__letter'),
    progress: page.getByRole('progressbar', { name: 'Quiz progress' }),
    score: page.getByTestId('quiz-score'),
    feedback: page.getByTestId('quiz-feedback'),
    explanation: page.getByTestId('quiz-explanation'),
    /** After an answer with an explanation: "Next question", or "See my result" on the last. */
    next: page.getByRole('button', { name: /^(Next question|See my result)$/ }),
    source: page.getByTestId('quiz-source'),
    updating: page.getByText(/being updated/),
    result,
    profile: page.getByTestId('quiz-profile'),
    finalScore: page.getByTestId('quiz-final-score'),
    recommendedHeading: page.getByRole('heading', { name: 'Recommended actions' }),
    recommendedActions: result.locator('h3:text-is("Recommended actions") + ul > li'),
    review: page.getByTestId('quiz-review').locator('li'),
    /** The result's line about a badge earned, e.g. 'You earned the Custody Pro badge!'. */
    badgeEarned: (badge: string) => page.getByText(`You earned the ${badge} badge!`),
    text: (words: string) => page.getByText(words, { exact: true }),
    keepResult: page.getByRole('button', { name: 'Keep my result' }),
    saved: page.getByTestId('quiz-saved'),
    backToQuizzes: page.getByRole('link', { name: 'Back to Quizzes' }),
    // The list.
    cardTitle: (title: string) => page.getByRole('heading', { level: 2, name: title }),
    takeLink: (title: string) => page.getByRole('link', { name: `Take the ${title}` }),
    points: page.getByTestId('quiz-points'),
    badges: page.getByTestId('quiz-badges'),
    badge: (quizId: string) => page.getByTestId(`badge-${quizId}`),
    showProgress: page.getByRole('button', { name: 'Show my progress' }),
    cookieBanner: page.locator('.cookie-banner'),
  };
}
