/**
 * Whether something was typed on the page on screen (search box included), outside the
 * newsletter pop-up: input the pop-up must not interrupt. Listened for from the start, since
 * the pop-up's own code is fetched only at the first scroll (src/app/NewsletterOnScroll.tsx).
 */
let typedOn: string | null = null;
if (typeof document !== 'undefined')
  document.addEventListener(
    'input',
    (e) => {
      if (!(e.target instanceof Element) || !e.target.closest('.newsletter')) typedOn = location.pathname;
    },
    true,
  );

/** True when something was typed on this page since it was opened. */
export function typedOnThisPage(): boolean {
  return typedOn === location.pathname;
}

/** A new page: nothing typed on it yet. */
export function forgetTyped(): void {
  typedOn = null;
}
