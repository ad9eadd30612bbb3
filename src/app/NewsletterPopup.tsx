// Filled in by the widgets work: the 40%-scroll newsletter pop-up (SPEC.md §2, PRODUCT.md).
export function NewsletterPopup() {
  return null;
}
