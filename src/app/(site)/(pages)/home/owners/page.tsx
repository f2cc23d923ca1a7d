import { getAudiencePageCopy } from '@/content';
import { AudiencePage } from '@/features/home/audience-page';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/home/owners');

export default async function OwnersPage() {
  return <AudiencePage page={await getAudiencePageCopy('/home/owners')} />;
}
