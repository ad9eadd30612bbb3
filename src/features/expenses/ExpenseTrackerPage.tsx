import { PageMeta } from '../../ui/PageMeta';
import { Disclaimer } from '../../ui/Disclaimer';
import { VaultGate } from '../../vault/ui/VaultGate';
import { Tracker } from './Tracker';
import './expenses.css';
import { BackLink } from '../../ui/BackLink';
import * as paths from '../../lib/paths';
import { useMessages } from '../../ui/i18n';
import { toolsMessages } from '../../ui/toolsMessages';
import * as m from '../../content/messages/expenses/compiled/en.js';
import * as tm from '../../content/messages/tools/compiled/en.js';
import { expensesMessages } from './expensesMessages';

export default function ExpenseTrackerPage() {
  const t = useMessages(expensesMessages);
  const tools = useMessages(toolsMessages);
  return (
    <div className="container page">
      <PageMeta
        title={t(m.title)}
        description={t(m.meta_description)}
        path={paths.expenses}
        keywords={['shared expense tracker', 'co-parenting expenses', 'child expense split']}
      />
      <BackLink href={paths.resources}>{tools(tm.back_resources)}</BackLink>
      <h1>{t(m.title)}</h1>
      <p className="lead no-print">{t(m.lead)}</p>
      <VaultGate purpose="to keep your expense sheets" tryFirst>
        <Tracker />
      </VaultGate>
      <Disclaimer />
    </div>
  );
}
