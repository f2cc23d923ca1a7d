import { ContactSection } from '@/components/sections/contact-section';
import type { CentreSlug } from '@/domain/centres';
import type { EnquiryContext } from '@/domain/enquiry/enquiry-context';
import type { SiteSettings } from '@/domain/site-settings';
import type { WorkspaceTypeSlug } from '@/domain/workspace-types';
import { EnquiryForm } from '@/features/enquiry/enquiry-form';

/**
 * The contact section with the enquiry form; a centre page passes its centre, a type page its type,
 * a unit page its unit and the comparison its units (pageContext).
 */
export function SiteContact({
  settings,
  centre,
  workspaceType,
  pageContext,
}: {
  readonly settings: SiteSettings;
  readonly centre?: CentreSlug;
  readonly workspaceType?: WorkspaceTypeSlug;
  readonly pageContext?: EnquiryContext;
}) {
  return (
    <ContactSection settings={settings}>
      <EnquiryForm centre={centre} workspaceType={workspaceType} pageContext={pageContext} />
    </ContactSection>
  );
}
