import { notFound } from 'next/navigation';
import { HelpOnward } from '@/components/sections/help-onward';
import { serverEnv } from '@/env';
import { metadataFor } from '@/features/seo/metadata';

/* Reads LAUNCHED at request time, so one build serves both states. */
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  if (serverEnv().LAUNCHED) notFound();
  return metadataFor('/coming-soon');
}

export default function ComingSoonPage() {
  if (serverEnv().LAUNCHED) notFound();
  return (
    <HelpOnward heading="Our new website opens soon">
      <p>
        We are putting the finishing touches to the new Northlight website. Our 29 centres are open as usual
        and our advisors are ready to help you find space today.
      </p>
    </HelpOnward>
  );
}
