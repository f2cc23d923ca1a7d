import { Controller, type Control } from 'react-hook-form';
import type { Enquiry, EnquiryInput } from '@/domain/enquiry/enquiry-schema';
import type { PhoneFieldResult } from '@/domain/phone/phone-errors';
import { PhoneField } from '@/features/phone/phone-field';
import {
  describedBy,
  enquiryFieldId,
  enquiryInputClass,
  phoneHintId,
  type EnquiryFieldName,
} from './enquiry-form-view';

/** The script form's phone field: the phone widget bound to react-hook-form's "phone". */
export function EnquiryPhoneInput({
  control,
  resetKey,
  country,
  errors,
  onChange,
  onBlur,
  inputRef,
}: {
  control: Control<EnquiryInput, unknown, Enquiry>;
  /** The phone widget owns its input; a new key gives it a fresh one. */
  resetKey: number;
  /** Read as the field is drawn: the widget's country can change without the form drawing again. */
  country: () => string;
  errors: Partial<Record<EnquiryFieldName, string>>;
  /** Each change, with the setter that hands the number to the form. */
  onChange: (result: PhoneFieldResult, setNumber: (number: string) => void) => void;
  /** After the form has been told the field was left. */
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
}) {
  return (
    <Controller
      control={control}
      name="phone"
      render={({ field }) => (
        <PhoneField
          key={resetKey}
          id={enquiryFieldId('phone')}
          name="phone"
          countryName="phoneCountry"
          value={typeof field.value === 'string' ? field.value : ''}
          country={country()}
          invalid={Boolean(errors.phone)}
          describedBy={describedBy(errors, 'phone', phoneHintId)}
          className={enquiryInputClass}
          onChange={(result) => onChange(result, field.onChange)}
          onBlur={() => {
            field.onBlur();
            onBlur();
          }}
          inputRef={(element) => {
            inputRef(element);
            field.ref(element);
          }}
        />
      )}
    />
  );
}
