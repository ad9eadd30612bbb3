import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function ProfilePage() {
  return (
    <div className="container page">
      <PageMeta title="My Profile" description="My Profile on EvenGround." path="/" />
      <h1>My Profile</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
