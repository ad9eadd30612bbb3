import { Link } from 'wouter';
import { PageMeta } from '../ui/PageMeta';
import * as paths from '../lib/paths';

export default function NotFound() {
  return (
    <div className="container page page--center">
      <PageMeta title="Page Not Found" description="The page you were looking for does not exist." path={paths.notFound} />
      <meta name="robots" content="noindex" />
      <h1>404: Page Not Found</h1>
      <p>The page you were looking for doesn’t exist or has moved.</p>
      <Link href={paths.home} className="btn">
        Go Back Home
      </Link>
    </div>
  );
}
