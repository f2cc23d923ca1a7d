import { notFound } from 'next/navigation';
import { HelpOnward } from '@/components/sections/help-onward';
import { centreCount } from '@/domain/copy-facts';
import { builtLaunched } from '@/env';
import { metadataFor } from '@/features/seo/metadata';

/*
 * The holding page: prerendered in a dark build (LAUNCHED=false at build), where the holding route
 * answers every other page with it; a 404 in a launched build (docs/decisions/0004-launch-flag-503.md).
 */
export function generateMetadata() {
  if (builtLaunched()) notFound();
  return metadataFor('/coming-soon');
}

export default function ComingSoonPage() {
  if (builtLaunched()) notFound();
  return (
    <HelpOnward heading="Our new website opens soon">
      <p>
        We are putting the finishing touches to the new Northlight website. Our {centreCount} centres are open as usual
        and our advisors are ready to help you find space today.
      </p>
    </HelpOnward>
  );
}
