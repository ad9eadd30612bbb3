/** Opens every collapsed section for the print dialog and closes them again afterwards. */
export function printWithSectionsOpen(root: ParentNode = document): void {
  const closed = Array.from(root.querySelectorAll('details')).filter((d) => !d.open);
  for (const d of closed) d.open = true;
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    for (const d of closed) d.open = false;
    window.removeEventListener('afterprint', restore);
  };
  window.addEventListener('afterprint', restore);
  try {
    window.print();
  } finally {
    // Some browsers never fire afterprint; the dialog is modal, so this runs after it.
    window.setTimeout(restore, 1000);
  }
}
