import type { Metadata } from 'next';
import NotFound, { metadata as notFoundMetadata } from './(site)/(pages)/not-found';
import { SiteDocument, siteMetadata, siteViewport } from './(site)/site-document';

/*
 * The public site and the CMS admin have separate root layouts, so an address that matches no
 * route has no layout to inherit: Next renders this page, with the public site's document.
 */
export const metadata: Metadata = { ...siteMetadata, ...notFoundMetadata, robots: { index: false } };
export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <NotFound />
    </SiteDocument>
  );
}
