import type { ToastInput } from '../../state/toast';
import * as m from '../../content/messages/account/compiled/en.js';
import { english, type Translate } from '../../lib/translate';

/** What logging out says (the header's Log Out and the profile's), in the language of `t`. */
export function logOutToast(error: string | null | undefined, t: Translate = english): ToastInput {
  if (error) return { title: t(m.logout_failed), description: error, variant: 'destructive' };
  return { title: t(m.logged_out_title), icon: 'wave', description: t(m.logged_out_text), variant: 'success' };
}
