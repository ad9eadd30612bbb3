import { useState } from 'react';
import { verifyChain, type ChainProblem, type VerifyResult } from './chain';
import type { Journal } from './journal';
import type { StoredChain } from './store';
import * as m from '../../content/messages/journal/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { journalMessages } from './journalMessages';

const PROBLEM_TEXT: Record<ChainProblem['kind'], string> = {
  unreadable: m.problem_unreadable,
  position: m.problem_position,
  link: m.problem_link,
  changed: m.problem_changed,
  hash: m.problem_hash,
  erased: m.problem_erased,
  history: m.problem_history,
};

/** The verify button, its plain result, and what the check proves and does not. */
export function VerifyPanel({ chain, journal }: { chain: StoredChain; journal: Journal }) {
  const t = useMessages(journalMessages);
  const [result, setResult] = useState<(VerifyResult & { damagedBlocks: string[]; run: number }) | null>(null);
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    const r = await verifyChain(chain.events);
    setResult((prev) => ({ ...r, damagedBlocks: chain.damagedBlocks, run: (prev?.run ?? 0) + 1 }));
    setRunning(false);
  };
  const titleOf = (id: string | null) => (id ? (journal.byId.get(id)?.current?.title ?? t(m.removed_entry_lc)) : t(m.an_entry));
  const ok = result && result.ok && result.damagedBlocks.length === 0;
  return (
    <section className="card journal-verify" aria-labelledby="jv-heading">
      <h2 id="jv-heading">{t(m.verify_heading)}</h2>
      <p>{t(m.verify_p1)}</p>
      <p>
        <strong>{t(m.verify_shows)}</strong> {t(m.verify_shows_text)} <strong>{t(m.verify_not)}</strong> {t(m.verify_not_text)}
      </p>
      <button type="button" className="btn btn--secondary" onClick={() => void run()} disabled={running}>
        {t(running ? m.checking : m.check_now)}
      </button>
      <div role="status" data-testid="journal-verify-result" data-run={result?.run ?? 0}>
        {result ? (
          ok ? (
            <p className="alert alert--success">
              {result.count === 1 ? t(m.verify_ok_one) : t(m.verify_ok, { count: result.count })}{' '}
              <code className="journal-hash">{result.head}</code>.
            </p>
          ) : (
            <div className="alert alert--warning">
              <p>
                {result.problems.length + result.damagedBlocks.length === 1
                  ? t(m.verify_problem_one)
                  : t(m.verify_problems, { count: result.problems.length + result.damagedBlocks.length })}
              </p>
              <ul>
                {result.damagedBlocks.map((b) => (
                  <li key={b}>{t(m.verify_block, { block: b })}</li>
                ))}
                {result.problems.slice(0, 50).map((p, i) => (
                  <li key={i}>
                    {t(m.verify_version, { n: p.index + 1, title: titleOf(p.entryId), problem: t(PROBLEM_TEXT[p.kind]) })}
                  </li>
                ))}
              </ul>
            </div>
          )
        ) : null}
      </div>
    </section>
  );
}
