/*
 * Structured-data builders. They return plain objects; <JsonLd> serialises them safely.
 */

export type BreadcrumbItem = { readonly name: string; readonly path: string };

export function breadcrumbListJsonLd(siteUrl: string, items: readonly BreadcrumbItem[]) {
  const base = siteUrl.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${base}${item.path === '/' ? '/' : item.path}`,
    })),
  };
}

export function organizationJsonLd(input: {
  siteUrl: string;
  name: string;
  legalName: string;
  telephone: string;
  email: string;
  logoPath: string;
}) {
  const base = input.siteUrl.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    legalName: input.legalName,
    url: `${base}/`,
    logo: `${base}${input.logoPath}`,
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: input.telephone,
      email: input.email,
      contactType: 'sales',
      areaServed: 'GB',
      availableLanguage: 'en-GB',
    },
  };
}

/** JSON for a <script type="application/ld+json">, with "<" escaped so it cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
