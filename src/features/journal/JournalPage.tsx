import * as paths from '../../lib/paths';
import { BackLink } from '../../ui/BackLink';
import { PageMeta } from '../../ui/PageMeta';
import { VaultGate } from '../../vault/ui/VaultGate';
import { JournalTool } from './JournalTool';
import './journal.css';

export default function JournalPage() {
  return (
    <div className="container page">
      <PageMeta
        title="Co-Parenting Journal"
        description="Keep a private, dated record of incidents, exchanges, messages and parenting time on your own device, encrypted, with every correction kept and a check that nothing was changed afterwards."
        path={paths.journal}
        keywords={['co-parenting journal', 'custody journal', 'parenting time log', 'incident log']}
      />
      <BackLink href={paths.resources}>Back to Resources</BackLink>
      <h1>Co-Parenting Journal</h1>
      <p className="lead">
        Write down incidents, exchanges, messages, your children’s health and school, expenses and changes to parenting time, when
        they happen. Entries are kept encrypted on this device only. A correction never overwrites an entry: it adds a new
        version, and the history stays.
      </p>
      <VaultGate purpose="to keep your journal" tryFirst>
        <JournalTool />
      </VaultGate>
    </div>
  );
}
