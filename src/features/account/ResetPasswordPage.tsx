import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function ResetPasswordPage() {
  return (
    <div className="container page">
      <PageMeta title="Reset Password" description="Reset Password on EvenGround." path="/" />
      <h1>Reset Password</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
