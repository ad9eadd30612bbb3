import { PageMeta } from '../../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function SelfCarePage() {
  return (
    <div className="container page">
      <PageMeta title="Self-Care During Divorce" description="Self-Care During Divorce on EvenGround." path="/" />
      <h1>Self-Care During Divorce</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
