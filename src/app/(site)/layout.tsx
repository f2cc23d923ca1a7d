import { SiteDocument, siteMetadata, siteViewport } from './site-document';

export const metadata = siteMetadata;
export const viewport = siteViewport;

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
