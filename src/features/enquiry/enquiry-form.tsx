import type { CentreSlug } from '@/domain/centres';
import type { WorkspaceTypeSlug } from '@/domain/workspace-types';
import { PlainPhoneInput } from '@/features/phone/plain-phone-input';
import { EnquiryFormIsland } from './enquiry-form-island';
import { EnquiryFormView, enquiryFieldId, enquiryInputClass, phoneHintId } from './enquiry-form-view';
import { formTokenPath } from '@/domain/enquiry/enquiry-protocol';
import type { EnquiryContext } from '@/domain/enquiry/enquiry-context';
import { EnquirySourceInputs } from './enquiry-form-parts';

/*
 * The enquiry form in the contact section, rendered on the server as a plain HTML form: with
 * JavaScript off it posts to the API, which answers 303 to the confirmation page. With JavaScript
 * on, EnquiryFormIsland replaces it with the script form as it comes into use.
 *
 * The page is prerendered, so the form cannot carry a per-visit token itself: a 1x1 image sets it
 * as a signed, time-stamped cookie for the enquiry API (enquiry-protocol.ts). Lazy, so with script
 * on it loads only when the form comes near (browsers load it at once with script off).
 */
export function EnquiryForm({
  centre,
  workspaceType,
  pageContext,
}: {
  readonly centre?: CentreSlug;
  readonly workspaceType?: WorkspaceTypeSlug;
  /** A unit page's unit, a comparison's units: sent with or without script. */
  readonly pageContext?: EnquiryContext;
} = {}) {
  const preset =
    centre || workspaceType
      ? { ...(centre ? { centre } : {}), ...(workspaceType ? { workspaceType } : {}) }
      : undefined;
  return (
    <EnquiryFormIsland preset={preset} pageContext={pageContext}>
      <EnquiryFormView
        sourceInputs={pageContext ? <EnquirySourceInputs context={pageContext} /> : undefined}
        field={(name) => ({ name })}
        errors={{}}
        initialCentre={centre}
        initialWorkspaceType={workspaceType}
        formToken={
          // A 1x1 tracking-free pixel from our own API: next/image would only add weight here.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={formTokenPath}
            alt=""
            width={1}
            height={1}
            loading="lazy"
            decoding="async"
            className="pointer-events-none absolute left-0 top-0 h-px w-px opacity-0"
          />
        }
        phoneInput={
          <PlainPhoneInput
            id={enquiryFieldId('phone')}
            name="phone"
            countryName="phoneCountry"
            country="GB"
            required
            aria-describedby={phoneHintId}
            className={enquiryInputClass}
          />
        }
      />
    </EnquiryFormIsland>
  );
}
