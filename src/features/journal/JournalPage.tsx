import * as paths from '../../lib/paths';
import * as m from '../../content/messages/journal/compiled/en.js';
import * as tm from '../../content/messages/tools/compiled/en.js';
import { BackLink } from '../../ui/BackLink';
import { useMessages } from '../../ui/i18n';
import { PageMeta } from '../../ui/PageMeta';
import { toolsMessages } from '../../ui/toolsMessages';
import { VaultGate } from '../../vault/ui/VaultGate';
import { journalMessages } from './journalMessages';
import { JournalTool } from './JournalTool';
import './journal.css';

export default function JournalPage() {
  const t = useMessages(journalMessages);
  const tools = useMessages(toolsMessages);
  return (
    <div className="container page">
      <PageMeta
        title={t(m.page_title)}
        description={t(m.page_description)}
        path={paths.journal}
        keywords={['co-parenting journal', 'custody journal', 'parenting time log', 'incident log']}
      />
      <BackLink href={paths.resources}>{tools(tm.back_resources)}</BackLink>
      <h1>{t(m.page_title)}</h1>
      <p className="lead">{t(m.page_lead)}</p>
      <VaultGate purpose="to keep your journal" tryFirst>
        <JournalTool />
      </VaultGate>
    </div>
  );
}
