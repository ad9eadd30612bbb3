import { expect, test, type Page } from '@playwright/test';
import { dismissCookieBanner, dismissNewsletter, heading, seriousAxe, waitForOfflineReady } from './helpers';
import { questionBank, quizProfiles, quizzes } from '../../src/content/quizzes';
import { answerButton, questionShown, quizPage, quizScreen, shownAnswers } from './pages/quiz';
import { createVault, submitPassphrase } from './pages/vaultGate';

/**
 * axe (helpers' seriousAxe: every default rule, serious and critical findings, put into the
 * page once per document) and no sideways scrolling.
 */
async function checkPage(page: Page, label: string) {
  expect(await seriousAxe(page), label).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, label).toBe(0);
}

/** Keeps the newsletter pop-up away (its session flag) so it never covers the answers. */
async function quiet(page: Page) {
  await dismissCookieBanner(page);
  await dismissNewsletter(page);
}

/**
 * Stops the page's clock at the start of a quiz, so the 1.5 s pause after an answer lasts
 * until the test moves time on: the answered state is checked however busy the machine is.
 * Call before opening the quiz page.
 */
async function holdTime(page: Page) {
  await page.clock.install();
}

/**
 * Answers every question: the right answer for the first `right` questions, a wrong one after.
 * Time stands still while each answered state is checked, then moves on by the 1.5 s pause.
 * `onFirstQuestion` runs on question 1 while time still flows (axe needs running timers).
 * Each state is read in one call to the page (pages/quiz.ts quizScreen): this runs 12 or 13
 * times per quiz, and a call per part made it the slowest spec on a busy machine.
 * Returns where the right answer was shown in each question (0 = A).
 */
async function playQuiz(
  page: Page,
  title: string,
  right: number,
  start: 'Start Quiz' | 'Retake Quiz' = 'Start Quiz',
  onFirstQuestion?: () => Promise<void>,
): Promise<number[]> {
  const quiz = quizPage(page);
  const bank = questionBank[title]!;
  const positions: number[] = [];
  await quiz.button(start).click();
  await expect(quiz.position).toHaveText(`Question 1 of ${bank.length}`);
  await onFirstQuestion?.();
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000));
  for (let i = 0; i < bank.length; i++) {
    const q = bank[i]!;
    const { answers: order } = await questionShown(page, i + 1, bank.length, q.question);
    expect([...order].sort()).toEqual([...q.answers].sort());
    positions.push(order.indexOf(q.correct));
    const choice = i < right ? q.correct : order.find((a) => a !== q.correct)!;
    await answerButton(page, choice).click();
    // Answers lock at once; the chosen one is green when right, red when wrong; a wrong
    // choice also shows the right answer in green, and no other answer is marked; the order
    // did not change.
    await expect
      .poll(
        async () => {
          const { answers, marks, enabled, score } = await quizScreen(page);
          return { answers, marks, enabled, score };
        },
        { intervals: [20, 50, 100] },
      )
      .toEqual({
        answers: order,
        marks: order.map((a) => (a === q.correct ? 'correct' : a === choice ? 'wrong' : '')),
        enabled: 0,
        score: `Score: ${Math.min(i + 1, right)}`,
      });
    // Every shipped question has an explanation: the quiz waits for Next.
    await quiz.next.click();
  }
  await expect(quiz.result).toBeVisible();
  await page.clock.resume();
  return positions;
}

/** How many times the right answer was shown at A, B, C and D. */
const perPosition = (positions: number[]) => [0, 1, 2, 3].map((p) => positions.filter((x) => x === p).length);

test.describe('quizzes (local mode)', () => {
  test('the list shows three quiz cards and an empty progress panel', async ({ page }) => {
    const quiz = quizPage(page);
    await quiet(page);
    await page.goto('/quizzes');
    await expect(heading(page, 'Quizzes')).toBeVisible();
    for (const q of quizzes) await expect(quiz.cardTitle(q.title)).toBeVisible();
    await expect(quiz.points).toHaveText('0');
    await expect(quiz.badges).toHaveText('0/3');
    await quiz.takeLink('Financial Preparedness Quiz').click();
    await expect(heading(page, 'Financial Preparedness Quiz')).toBeVisible();
    await quiz.backToQuizzes.click();
    await expect(heading(page, 'Quizzes')).toBeVisible();
  });

  // One precache fill (several seconds per browser context) for both offline checks.
  test(
    'offline: communication and financial quizzes reach their results, with review and retake; the custody quiz result is kept in a new vault, points and badge survive a reload',
    { tag: '@service-worker' },
    async ({ page, context }) => {
      const quiz = quizPage(page);
      test.setTimeout(240_000);
      await quiet(page);
      await page.goto('/quizzes');
      await waitForOfflineReady(page);
      await context.setOffline(true);
      await holdTime(page);

      await test.step('communication and financial quizzes reach their results offline, with review and retake', async () => {
        await page.goto('/quizzes/communication-style');
        await expect(heading(page, 'Communication Style Quiz')).toBeVisible();
        await playQuiz(page, 'Communication Style Quiz', 6);
        await expect(quiz.profile).toHaveText('Developing Communicator');
        await expect(quiz.finalScore).toHaveText('You scored 6 out of 12 (50%).');
        await expect(quiz.recommendedHeading).toBeVisible();
        const developing = quizProfiles['Communication Style Quiz']![1];
        await expect(quiz.text(developing.description)).toBeVisible();
        await expect(quiz.recommendedActions).toHaveText(developing.tips);
        const review = quiz.review;
        await expect(review).toHaveCount(12);
        const last = questionBank['Communication Style Quiz']![11]!;
        await expect(review.nth(11)).toContainText(`Correct answer: ${last.correct}`);
        await expect(review.nth(11)).toContainText(last.explanation!);
        await expect(review.nth(0)).not.toContainText('Correct answer:');
        await quiz.retake.click();
        await expect(quiz.position).toHaveText('Question 1 of 12');
        await expect(quiz.score).toHaveText('Score: 0');

        await page.goto('/quizzes/financial-preparedness');
        await playQuiz(page, 'Financial Preparedness Quiz', 0);
        await expect(quiz.profile).toHaveText('Clarity Seeker');
        await expect(quiz.finalScore).toHaveText('You scored 0 out of 12 (0%).');
        await expect(quiz.keepResult).toBeVisible();
        await quiz.backToQuizzes.last().click();
        await expect(heading(page, 'Quizzes')).toBeVisible();
      });

      // Neither result above was kept: the device still has no vault and no points.
      await test.step('custody quiz offline, result kept in a new vault; points and badge survive a reload', async () => {
        // Time flows again, as on a fresh start (playQuiz stops it during the answers).
        await page.clock.resume();
        await page.goto('/quizzes/custody-readiness');
        await expect(quiz.updating).toHaveCount(0);
        await playQuiz(page, 'Custody Readiness Quiz', 12);
        await expect(quiz.profile).toHaveText('Legally Informed Parent');
        await expect(quiz.badgeEarned('Custody Pro')).toBeVisible();

        // Playing never needed the vault; keeping the result offers to create it in place.
        await quiz.keepResult.click();
        await createVault(page, 'correct horse battery staple');
        await expect(quiz.saved).toHaveText('Result saved on this device. Your points and badges are updated.');

        // In-app navigation keeps the vault unlocked (its key lives only in memory).
        await quiz.backToQuizzes.last().click();
        await expect(quiz.points).toHaveText('120');
        await expect(quiz.badges).toHaveText('1/3');

        await page.reload();
        await quiz.showProgress.click();
        await submitPassphrase(page, 'correct horse battery staple');
        await expect(quiz.points).toHaveText('120');
        await expect(quiz.badges).toHaveText('1/3');
        await expect(quiz.badge('custody-readiness')).toContainText('Custody Pro: Earned');
        await expect(quiz.badge('communication-style')).toContainText('Communication Master: Locked');
      });
    },
  );

  test('quiz list, intro, question and result at 360 px with no serious axe violations', async ({ page }) => {
    const quiz = quizPage(page);
    test.setTimeout(120_000);
    await quiet(page);
    await page.setViewportSize({ width: 360, height: 740 });
    // Installed now, stopped only during the answers (axe needs running timers).
    await holdTime(page);
    await page.goto('/quizzes');
    await expect(heading(page, 'Quizzes')).toBeVisible();
    await checkPage(page, '/quizzes');
    await page.goto('/quizzes/financial-preparedness');
    await expect(quiz.start).toBeVisible();
    await checkPage(page, 'quiz intro');
    await playQuiz(page, 'Financial Preparedness Quiz', 10, 'Start Quiz', () => checkPage(page, 'question'));
    await expect(quiz.profile).toHaveText('Financially Empowered');
    await expect(quiz.finalScore).toHaveText('You scored 10 out of 12 (83%).');
    await checkPage(page, 'result');
  });

  test('on a touch screen no answer looks chosen before it is tapped: the answers outline on hover only where a pointer can hover', async ({
    page,
  }) => {
    const quiz = quizPage(page);
    // A phone keeps :hover on the spot last tapped (Playwright's touch emulation does not), so
    // an unguarded hover outline would mark the answer in that place on the next question.
    await quiet(page);
    await page.goto('/quizzes/communication-style');
    await quiz.start.click();
    await expect(quiz.question).toBeVisible();
    const hoverRules = await page.evaluate(() => {
      const found: string[] = [];
      const walk = (rules: CSSRuleList, media: string) => {
        for (const r of rules) {
          if (r instanceof CSSMediaRule) walk(r.cssRules, r.media.mediaText);
          else if (r instanceof CSSStyleRule && r.selectorText.includes('.quiz-answer:hover'))
            found.push(`${media || 'all'} | ${r.selectorText}`);
        }
      };
      for (const sheet of document.styleSheets) walk(sheet.cssRules, '');
      return found;
    });
    expect(hoverRules).toEqual(['(hover: hover) | .quiz-answer:hover:not(:disabled)']);
  });

  test('answers lock at once; with an explanation the next question waits for Next (360x740)', async ({ page }) => {
    const quiz = quizPage(page);
    test.setTimeout(120_000);
    await quiet(page);
    await page.setViewportSize({ width: 360, height: 740 });
    const t0 = new Date('2025-03-01T10:00:00');
    await page.clock.install({ time: t0 });
    await page.goto('/quizzes/communication-style');
    await quiz.start.click();
    // Axe needs running timers, so it is checked in the test above; here time stands still.
    await page.clock.pauseAt(new Date(t0.getTime() + 60_000));
    const bank = questionBank['Communication Style Quiz']!;
    const bar = quiz.progress;
    await expect(bar).toHaveAttribute('aria-valuenow', '0');

    const first = bank[0]!;
    const firstOrder = await shownAnswers(page);
    const wrong = firstOrder.find((a) => a !== first.correct)!;
    await answerButton(page, wrong).click();
    const letter = 'ABCD'[firstOrder.indexOf(first.correct)];
    await expect(quiz.feedback).toHaveText(`Not quite. The right answer is ${letter}: ${first.correct}`);
    await expect(quiz.explanation).toHaveText(first.explanation!);
    await expect(quiz.score).toHaveText('Score: 0');
    await expect(quiz.enabledAnswers).toHaveCount(0);
    // The bar runs from the current position to the next: 1 of 12 = 8%.
    await expect(bar).toHaveAttribute('aria-valuenow', '8');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    // With an explanation the quiz waits for Next however long the parent reads (issue 32).
    await page.clock.runFor(60_000);
    await expect(quiz.position).toHaveText('Question 1 of 12');
    await expect(quiz.next).toHaveText('Next question');
    await expect(quiz.next).toBeFocused();
    await quiz.next.click();
    await expect(quiz.position).toHaveText('Question 2 of 12');
    await expect(bar).toHaveAttribute('aria-valuenow', '8');
    await expect(quiz.feedback).toHaveText('');
    await expect(quiz.explanation).toHaveCount(0);

    for (let i = 1; i < bank.length; i++) {
      await expect(quiz.question).toHaveText(bank[i]!.question);
      await answerButton(page, bank[i]!.correct).click();
      await expect(quiz.feedback).toHaveText('Correct!');
      await expect(quiz.explanation).toHaveText(bank[i]!.explanation!);
      await expect(quiz.score).toHaveText(`Score: ${i}`);
      await quiz.next.click();
    }
    // 11 of 12 = 92%: the top profile.
    await expect(quiz.profile).toHaveText('Collaborative Communicator');
    await expect(quiz.finalScore).toHaveText('You scored 11 out of 12 (92%).');
    await expect(quiz.badgeEarned('Communication Master')).toBeVisible();
  });
  test('answer positions vary: balanced over a quiz, new for each attempt, letters follow the shown order', async ({ page }) => {
    const quiz = quizPage(page);
    test.setTimeout(150_000);
    await quiet(page);
    await holdTime(page);
    await page.goto('/quizzes/communication-style');
    const bank = questionBank['Communication Style Quiz']!;
    // The stored bank has the right answer at B, C, D, A, B, …: the pattern this replaces.
    const stored = bank.map((q) => q.answers.indexOf(q.correct));
    expect(stored).toEqual([1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0]);
    const first = await playQuiz(page, 'Communication Style Quiz', 12);
    await expect(quiz.finalScore).toHaveText('You scored 12 out of 12 (100%).');
    const second = await playQuiz(page, 'Communication Style Quiz', 12, 'Retake Quiz');
    for (const positions of [first, second]) {
      // Twelve four-answer questions: the right answer exactly three times at each of A–D.
      expect(perPosition(positions)).toEqual([3, 3, 3, 3]);
      expect(positions).not.toEqual(stored);
    }
    // The two attempts were shown in different orders (a new seed for the Retake).
    expect(second).not.toEqual(first);
    // Letters are drawn in the shown order.
    await quiz.retake.click();
    await expect(quiz.letters).toHaveText(['A', 'B', 'C', 'D']);
  });

  /**
   * The feedback during the pause, read in one call to the page: the verdict, the explanation,
   * and the room left around part of it: above, down to the sticky header's bottom; below, up
   * to the first thing fixed at the bottom (quick exit, chat button, cookie banner) or the
   * window's edge. `room` is 'on screen' when both are >= 0, else the figures. `part` is
   * 'box' (both lines) or 'first line' (the verdict and the explanation's first line).
   * `height` is the whole box's.
   */
  const answeredView = (page: Page, part: 'box' | 'first line') =>
    page.evaluate((part) => {
      const el = (id: string) => document.querySelector(`[data-testid="${id}"]`);
      const words = (id: string) => (el(id)?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const whole = el('quiz-feedback-box')?.getBoundingClientRect();
      const explanationEl = el('quiz-explanation');
      if (!whole || !explanationEl)
        return { feedback: words('quiz-feedback'), explanation: null, room: 'no feedback', height: 0 };
      const box = part === 'box' ? whole : el('quiz-feedback')!.getBoundingClientRect();
      const explanation = explanationEl.getBoundingClientRect();
      const lineHeight = parseFloat(getComputedStyle(explanationEl).lineHeight);
      const bottom = part === 'first line' ? explanation.top + lineHeight : box.bottom;
      const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
      const fixed = [...document.querySelectorAll('.quick-exit--dock, .chat-launcher, .cookie-banner')]
        .map((e) => e.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0);
      const floor = Math.min(window.innerHeight, ...fixed.map((r) => r.top));
      const above = Math.round(box.top - header);
      const below = Math.round(floor - bottom);
      return {
        feedback: words('quiz-feedback'),
        explanation: words('quiz-explanation'),
        room: above >= 0 && below >= 0 ? 'on screen' : JSON.stringify({ above, below }),
        height: Math.round(whole.height),
      };
    }, part);

  // Every question of every quiz, once answered right and once wrong (the wrong verdict
  // repeats the right answer, so it is the tallest box: the custody quiz's UCCJEA question,
  // with the longest answer and explanation, is 416 px tall at 360 px). While the cookie
  // banner is open (291 px at 360x740) that box cannot fit: the verdict and the start of the
  // explanation are then on screen, and the rest is a short scroll away.
  // On a phone without the banner, every quiz. At 1280x800 (more room) and with the banner
  // open (where only the verdict and the first line must show), the custody quiz alone: it
  // holds the tallest box (above), and the 360 px sweep covers the other two quizzes.
  for (const [width, height, banner, sweep] of [
    [360, 740, false, 'every quiz'],
    [1280, 800, false, 'custody quiz'],
    [360, 740, true, 'custody quiz'],
  ] as const) {
    test(`at ${width}x${height}${banner ? ' with the cookie banner open' : ''} the verdict and the explanation are on screen during the pause after every answer`, async ({
      page,
    }) => {
      const runner = quizPage(page);
      test.setTimeout(240_000);
      if (banner) await dismissNewsletter(page);
      else await quiet(page);
      await page.setViewportSize({ width, height });
      await holdTime(page);
      let tallest = 0;
      for (const quiz of sweep === 'every quiz' ? quizzes : quizzes.filter((q) => q.id === 'custody-readiness')) {
        const bank = questionBank[quiz.title]!;
        await page.goto(`/quizzes/${quiz.id}`);
        if (banner) await expect(runner.cookieBanner).toBeVisible();
        for (const wrongOn of [1, 0]) {
          await runner.button(wrongOn === 1 ? 'Start Quiz' : 'Retake Quiz').click();
          await expect(runner.position).toHaveText(`Question 1 of ${bank.length}`);
          await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000));
          for (let i = 0; i < bank.length; i++) {
            const q = bank[i]!;
            const { answers: order } = await questionShown(page, i + 1, bank.length, q.question);
            const right = i % 2 !== wrongOn;
            await answerButton(page, right ? q.correct : order.find((a) => a !== q.correct)!).click();
            const verdict = right
              ? 'Correct!'
              : `Not quite. The right answer is ${'ABCD'[order.indexOf(q.correct)]}: ${q.correct}`;
            // Time stands still: this is the 1.5 s pause.
            let height = 0;
            await expect
              .poll(
                async () => {
                  const view = await answeredView(page, banner ? 'first line' : 'box');
                  height = view.height;
                  return [view.feedback, view.explanation, view.room];
                },
                { message: `${quiz.title}, question ${i + 1}, ${right ? 'right' : 'wrong'}`, intervals: [20, 50, 100] },
              )
              .toEqual([verdict, q.explanation, 'on screen']);
            tallest = Math.max(tallest, height);
            await quizPage(page).next.click();
          }
          // Right on every other question: the custody quiz has 13 questions, the others 12.
          const final =
            bank.length === 13
              ? wrongOn === 1
                ? 'You scored 7 out of 13 (54%).'
                : 'You scored 6 out of 13 (46%).'
              : 'You scored 6 out of 12 (50%).';
          await expect(runner.finalScore).toHaveText(final);
          await page.clock.resume();
        }
      }
      // The measurement covered a box of several lines, not an empty one.
      expect(tallest).toBeGreaterThan(width === 360 ? 150 : 60);
    });
  }
});
