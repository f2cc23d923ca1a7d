import { PlainPhoneInput } from '@/features/phone/plain-phone-input';
import { EnquiryFormIsland } from './enquiry-form-island';
import { EnquiryFormView, enquiryFieldId, enquiryInputClass, phoneHintId } from './enquiry-form-view';

/*
 * The enquiry form in the contact section, rendered on the server as a plain HTML form: with
 * JavaScript off it posts to the API, which answers 303 to the confirmation page. With JavaScript
 * on, EnquiryFormIsland replaces it with the script form as it comes into use.
 */
export function EnquiryForm() {
  return (
    <EnquiryFormIsland>
      <EnquiryFormView
        field={(name) => ({ name })}
        errors={{}}
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
