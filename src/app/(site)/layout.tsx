import { SiteDocument, siteMetadata, siteViewport } from './site-document';

export const metadata = siteMetadata;
export const viewport = siteViewport;

/* `contact` is the @contact slot: the contact section, which a centre page fills with its centre. */
export default function SiteLayout({
  children,
  contact,
}: {
  children: React.ReactNode;
  contact: React.ReactNode;
}) {
  return <SiteDocument contact={contact}>{children}</SiteDocument>;
}
