import * as m from '../../content/messages/my-data/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { myDataMessages } from './myDataMessages';

/** Offered after any change of credentials: the data key itself is still the old one. */
export function RotateOffer() {
  const t = useMessages(myDataMessages);
  return (
    <p className="alert alert--info" data-testid="rotate-offer">
      {t(m.rotate_offer_before)}{' '}
      <a href="#rotate-h" onClick={() => setTimeout(() => document.getElementById('rotate-h')?.focus(), 0)}>
        {t(m.rotate_offer_link)}
      </a>
      {t(m.rotate_offer_after)}
    </p>
  );
}
