import { getSiteSettings } from '@/content';
import { SiteContact } from '../../site-contact';

/*
 * The contact section under every public page (a parallel route slot of the site layout, so a
 * page can give its form what it knows, as a centre page does with its centre).
 */
export default async function DefaultContact() {
  return <SiteContact settings={await getSiteSettings()} />;
}
