import { errorMessage } from '../../lib/errorMessage';
import * as m from '../../content/messages/my-data/compiled/en.js';
import { useMessages, type Translate } from '../../ui/i18n';
import { vaultMessages } from '../../vault/ui/vaultMessages';
import { myDataMessages } from './myDataMessages';

/** What the My Data cards show when an action fails. */
const problemMessage = (err: unknown) => errorMessage(err, m.problem);

/** "This file cannot be used as an EvenGround backup: {detail}. …" (src/vault/errors.ts, BackupInvalid). */
const [INVALID_BEFORE = '', INVALID_AFTER = ''] = m.backup_invalid.split('{detail}');
const invalidDetail = (text: string) =>
  text.startsWith(INVALID_BEFORE) && text.endsWith(INVALID_AFTER)
    ? text.slice(INVALID_BEFORE.length, text.length - INVALID_AFTER.length)
    : null;

/**
 * The My Data translators, and an error's message in the language on screen: the texts the
 * vault throws are in this area's catalog or the vault's (docs/i18n.md); any other stays as it came.
 */
export function useMyDataMessages(): { t: Translate; tv: Translate; problem: (err: unknown) => string } {
  const t = useMessages(myDataMessages);
  const tv = useMessages(vaultMessages);
  const say = (text: string) => {
    const detail = invalidDetail(text);
    if (detail !== null) return t(m.backup_invalid, { detail: t(detail) });
    const mine = t(text);
    return mine !== text ? mine : tv(text);
  };
  return { t, tv, problem: (err) => say(problemMessage(err)) };
}
