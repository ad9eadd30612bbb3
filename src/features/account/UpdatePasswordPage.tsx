import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function UpdatePasswordPage() {
  return (
    <div className="container page">
      <PageMeta title="Update Password" description="Update Password on EvenGround." path="/" />
      <h1>Update Password</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
