import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function SignupPage() {
  return (
    <div className="container page">
      <PageMeta title="Sign Up" description="Sign Up on EvenGround." path="/" />
      <h1>Sign Up</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
