/** Offered after any change of credentials: the data key itself is still the old one. */
export function RotateOffer() {
  return (
    <p className="alert alert--info" data-testid="rotate-offer">
      Your saved items are still encrypted with the same key, so a backup made before this change still opens with the old
      passphrase or recovery key. If someone may know them or may have such a backup, also{' '}
      <a href="#rotate-h" onClick={() => setTimeout(() => document.getElementById('rotate-h')?.focus(), 0)}>
        replace the encryption key
      </a>
      . Other EvenGround windows on this device were locked.
    </p>
  );
}
