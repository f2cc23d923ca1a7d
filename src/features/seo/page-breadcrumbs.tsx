import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { serverEnv } from '@/env';
import type { BreadcrumbItem } from '@/lib/seo/json-ld';

/** Breadcrumbs for an inner page, starting at Home. */
export function PageBreadcrumbs({ trail }: { trail: readonly BreadcrumbItem[] }) {
  return <Breadcrumbs siteUrl={serverEnv().SITE_URL} items={[{ name: 'Home', path: '/' }, ...trail]} />;
}
