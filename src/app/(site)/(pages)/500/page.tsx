import { ServerErrorContent } from '@/components/sections/server-error-content';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/500');

export default function ServerErrorPage() {
  return <ServerErrorContent />;
}
