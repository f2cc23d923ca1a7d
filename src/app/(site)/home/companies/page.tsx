import { getAudiencePage } from '@/domain/audiences';
import { AudiencePage } from '@/features/home/audience-page';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/home/companies');

export default function CompaniesPage() {
  return <AudiencePage page={getAudiencePage('/home/companies')} />;
}
