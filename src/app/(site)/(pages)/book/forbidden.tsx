import { HelpOnward } from '@/components/sections/help-onward';

/*
 * A manage link that does not work: made up, changed, or past its date (links last until 30 days
 * after the booking). Answered 403 in the site's layout, with the ways forward.
 */
export default function ManageLinkRefused() {
  return (
    <HelpOnward heading="That booking link does not work">
      <p data-testid="manage-link-refused">
        The link may have expired (links work until 30 days after the booking), or it was changed when it was copied. Use the
        link in your most recent booking email, call the centre on the number in that email, or book again.
      </p>
    </HelpOnward>
  );
}
