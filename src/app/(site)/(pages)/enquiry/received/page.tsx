import { PageHero } from '@/components/sections/page-hero';
import { metadataFor } from '@/features/seo/metadata';
import { EnquiryReceived } from '@/features/enquiry/enquiry-received';

/* Answers the plain form post (JavaScript off): the API redirects here with the reference. */
export const dynamic = 'force-dynamic';

export const metadata = metadataFor('/enquiry/received');

export default async function EnquiryReceivedPage({
  searchParams,
}: {
  searchParams: Promise<{ ref?: string | string[] }>;
}) {
  const { ref } = await searchParams;
  return (
    <>
      <PageHero
        headline={[
          { text: 'Thank you.', tone: 'base' },
          { text: 'We have your enquiry.', tone: 'accent' },
        ]}
        intro={<p>An advisor will look at it and come back to you.</p>}
      />
      <EnquiryReceived reference={typeof ref === 'string' ? ref : undefined} />
    </>
  );
}
