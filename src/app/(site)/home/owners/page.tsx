import { getAudiencePage } from '@/domain/audiences';
import { AudiencePage } from '@/features/home/audience-page';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/home/owners');

export default function OwnersPage() {
  return <AudiencePage page={getAudiencePage('/home/owners')} />;
}
