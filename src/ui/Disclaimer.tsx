/** The educational disclaimer carried by every page (SPEC.md §1). */
export const DISCLAIMER_TEXT =
  'EvenGround provides general information for educational purposes only. It is not legal advice, and EvenGround is not a law firm. For advice about your situation, consult a licensed attorney in your state.';

export function Disclaimer({ className }: { className?: string }) {
  return (
    <p className={`disclaimer ${className ?? ''}`.trim()} data-testid="disclaimer">
      <strong>Disclaimer:</strong> {DISCLAIMER_TEXT}
    </p>
  );
}
