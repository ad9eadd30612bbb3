// Filled in by the widgets work: floating chat button and panel (SPEC.md §2, §7).
export function ChatWidget() {
  return null;
}
