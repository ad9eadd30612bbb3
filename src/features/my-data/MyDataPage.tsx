import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function MyDataPage() {
  return (
    <div className="container page">
      <PageMeta title="Your data on this device" description="Your data on this device on EvenGround." path="/" />
      <h1>Your data on this device</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
