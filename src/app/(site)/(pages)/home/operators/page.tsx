import { getAudiencePageCopy } from '@/content';
import { AudiencePage } from '@/features/home/audience-page';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/home/operators');

export default async function OperatorsPage() {
  return <AudiencePage page={await getAudiencePageCopy('/home/operators')} />;
}
