import type { Metadata } from 'next';
import { HelpOnward } from '@/components/sections/help-onward';
import { getWrittenRoute, pageTitle } from '@/domain/routes';

const route = getWrittenRoute('/404');

export const metadata: Metadata = {
  title: { absolute: pageTitle(route.title) },
  description: route.description,
};

export default function NotFound() {
  return (
    <HelpOnward heading="We could not find that page">
      <p>
        The page may have moved, or the link may be mistyped. These pages are a good place to start again.
      </p>
    </HelpOnward>
  );
}
