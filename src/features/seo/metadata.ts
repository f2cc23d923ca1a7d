import type { Metadata } from 'next';
import { getRoute, pageTitle } from '@/domain/routes';
import { site } from '@/domain/site';
import { serverEnv } from '@/env';
import { absoluteUrl } from '@/lib/url';

/** Metadata for a registered route: one title with the brand suffix, one description, canonical. */
type MetadataOptions = {
  readonly canonicalPath?: string;
  /** Title and description edited in the CMS, in place of the registry's. */
  readonly title?: string;
  readonly description?: string;
};

export function metadataFor(path: string, options: MetadataOptions = {}): Metadata {
  const registered = getRoute(path);
  const route = {
    ...registered,
    title: options.title ?? registered.title,
    description: options.description ?? registered.description,
  };
  // Workspace type and centre pages pass what is published: the registry does not hold that copy.
  if (route.title === undefined || route.description === undefined) {
    throw new Error(`${path} takes its title and description from published content: pass them in`);
  }
  const { SITE_URL } = serverEnv();
  const canonical = absoluteUrl(SITE_URL, options.canonicalPath ?? route.path);
  const title = pageTitle(route.title);
  return {
    title: { absolute: title },
    description: route.description,
    alternates: { canonical },
    robots: route.indexable ? undefined : { index: false, follow: true },
    openGraph: {
      type: 'website',
      locale: 'en_GB',
      siteName: site.brand,
      title,
      description: route.description,
      url: canonical,
    },
  };
}
