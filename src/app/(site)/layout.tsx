import { SiteHtml, siteMetadata, siteViewport } from './site-document';

export const metadata = siteMetadata;
export const viewport = siteViewport;

/* The root layout of the public site: the html shell only; the furniture is in (pages)/layout.tsx. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteHtml>{children}</SiteHtml>;
}
