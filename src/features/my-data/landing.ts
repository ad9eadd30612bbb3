/** The id of the "What is stored" heading (ContentsCard). */
export const CONTENTS_HEADING_ID = 'contents-h';

/**
 * After a backup is restored, the page lands on what is now stored: the "What is stored" card
 * at the top of the screen with the focus on its heading, and `then` (the confirmation toast)
 * comes after, so it keeps clear of that card (toast-keep-clear, src/ui/toastPlacement.ts).
 * Before, the page stayed on the import form it had just used, the focus fell to the page as
 * the confirm buttons went away, and the confirmation sat over the form. On a device that was
 * new or locked the card is drawn only once the restored data is open, a render later: it is
 * looked for over the next frames.
 */
export function landOnStoredData(then: () => void, frames = 30): void {
  const heading = document.getElementById(CONTENTS_HEADING_ID);
  if (!heading && frames > 0) {
    requestAnimationFrame(() => landOnStoredData(then, frames - 1));
    return;
  }
  if (heading) {
    (heading.closest('section') ?? heading).scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
    // The mark of where they landed, whatever they last used: a tap on the confirm button does
    // not make a focus "visible" to the browser (:focus-visible), so the heading carries the
    // `landed` class, which draws the same ring while it has the focus (theme.css).
    heading.classList.add('landed');
    heading.addEventListener('blur', () => heading.classList.remove('landed'), { once: true });
    heading.focus({ preventScroll: true });
  }
  then();
}
