import { SiteFurniture } from '../site-document';

/*
 * Every public page's furniture. `contact` is the @contact slot: the contact section, which a centre,
 * unit or workspace type page fills with what it knows. The slot lives here, not in the root layout,
 * so that Next does not render the root layout twice into each page (decision 0036).
 */
export default function PagesLayout({
  children,
  contact,
}: {
  children: React.ReactNode;
  contact: React.ReactNode;
}) {
  return <SiteFurniture contact={contact}>{children}</SiteFurniture>;
}
