import { getAudiencePageCopy } from '@/content';
import { AudiencePage } from '@/features/home/audience-page';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/home/companies');

export default async function CompaniesPage() {
  return <AudiencePage page={await getAudiencePageCopy('/home/companies')} />;
}
