import { HomePage } from '@/features/home/home-page';
import { metadataFor } from '@/features/seo/metadata';

/* The spec's server-rendered home: rendered on each request, canonical to `/`. */
export const dynamic = 'force-dynamic';

export const metadata = metadataFor('/home', { canonicalPath: '/' });

export default function ServerRenderedHome() {
  return <HomePage />;
}
