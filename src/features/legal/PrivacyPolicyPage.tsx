import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function PrivacyPolicyPage() {
  return (
    <div className="container page">
      <PageMeta title="Privacy Policy" description="Privacy Policy on EvenGround." path="/" />
      <h1>Privacy Policy</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
