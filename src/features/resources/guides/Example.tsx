import type { ReactNode } from 'react';

/** A message shown as an example in a guide: one to avoid ('bad') or to follow ('good'), with its label. */
export function Example({ kind, label, children }: { kind: 'good' | 'bad'; label: string; children: ReactNode }) {
  return (
    <div className={`guide__example guide__example--${kind}`}>
      <p className="guide__example-label">{label}</p>
      {children}
    </div>
  );
}
