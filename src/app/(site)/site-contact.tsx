import { ContactSection } from '@/components/sections/contact-section';
import type { CentreSlug } from '@/content/centres';
import { EnquiryForm } from '@/features/enquiry/enquiry-form';

/** The contact section with the enquiry form; a centre page passes its centre. */
export function SiteContact({ centre }: { readonly centre?: CentreSlug }) {
  return (
    <ContactSection>
      <EnquiryForm centre={centre} />
    </ContactSection>
  );
}
