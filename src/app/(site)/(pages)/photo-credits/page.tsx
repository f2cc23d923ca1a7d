import { PageHero } from '@/components/sections/page-hero';
import { getPhotoCredits } from '@/content/photos';
import { PhotoCreditList } from '@/features/photos/photo-credit-list';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/photo-credits');

export default async function PhotoCreditsPage() {
  const photos = await getPhotoCredits();
  return (
    <>
      <PageHero
        eyebrow="Photo credits"
        headline={[
          { text: 'Photo credits.', tone: 'base' },
          { text: 'Who took each photo.', tone: 'accent' },
        ]}
        intro={
          <p>
            Every photo on this site, who took it, the licence we use it under and where it came from.
            Photos marked representative show spaces like ours, not our own centres.
          </p>
        }
      />
      <PageBreadcrumbs trail={[{ name: 'Photo credits', path: '/photo-credits' }]} />
      <PhotoCreditList photos={photos} />
    </>
  );
}
