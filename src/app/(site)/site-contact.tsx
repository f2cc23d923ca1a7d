import { ContactSection } from '@/components/sections/contact-section';
import type { CentreSlug } from '@/domain/centres';
import type { SiteSettings } from '@/domain/site-settings';
import { EnquiryForm } from '@/features/enquiry/enquiry-form';

/** The contact section with the enquiry form; a centre page passes its centre. */
export function SiteContact({
  settings,
  centre,
}: {
  readonly settings: SiteSettings;
  readonly centre?: CentreSlug;
}) {
  return (
    <ContactSection settings={settings}>
      <EnquiryForm centre={centre} />
    </ContactSection>
  );
}
