import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function LoginPage() {
  return (
    <div className="container page">
      <PageMeta title="Log In" description="Log In on EvenGround." path="/" />
      <h1>Log In</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
