import { getAudiencePage } from '@/domain/audiences';
import { AudiencePage } from '@/features/home/audience-page';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/home/operators');

export default function OperatorsPage() {
  return <AudiencePage page={getAudiencePage('/home/operators')} />;
}
