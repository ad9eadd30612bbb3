import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function ShopPage() {
  return (
    <div className="container page">
      <PageMeta title="Shop" description="Shop on EvenGround." path="/" />
      <h1>Shop</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
