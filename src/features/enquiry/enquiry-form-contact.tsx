import type { ReactNode } from 'react';
import { centreTowns, type CentreSlug } from '@/domain/centres';
import {
  familyLabels,
  workspaceFamilies,
  workspaceTypes,
  type WorkspaceTypeSlug,
} from '@/domain/workspace-types';
import { enquiryFieldId, labelClass, OptionalMark, phoneHintId, type FieldKit } from './enquiry-form-kit';

/* Who the visitor is and what they are looking for: the enquiry form's two-column grid. */
export function ContactFields({
  kit,
  phoneInput,
  initialCentre,
  initialWorkspaceType,
}: {
  kit: FieldKit;
  phoneInput: ReactNode;
  initialCentre?: CentreSlug;
  initialWorkspaceType?: WorkspaceTypeSlug;
}) {
  const { errorFor, textInput } = kit;
  return (
    <div className="grid gap-5 tablet:grid-cols-2">
      <div>
        <label htmlFor={enquiryFieldId('name')} className={labelClass}>
          Your name
        </label>
        <input type="text" autoComplete="name" required maxLength={100} {...textInput('name')} />
        {errorFor('name')}
      </div>
      <div>
        <label htmlFor={enquiryFieldId('email')} className={labelClass}>
          Email
        </label>
        <input type="email" autoComplete="email" required maxLength={254} {...textInput('email')} />
        {errorFor('email')}
      </div>
      <div>
        <label htmlFor={enquiryFieldId('phone')} className={labelClass}>
          Phone
        </label>
        <p id={phoneHintId} className="mb-1 text-sm text-ink-soft">
          A UK number, or choose another country.
        </p>
        {phoneInput}
        {errorFor('phone')}
      </div>
      <div>
        <label htmlFor={enquiryFieldId('company')} className={labelClass}>
          Company <OptionalMark />
        </label>
        <input type="text" autoComplete="organization" maxLength={120} {...textInput('company')} />
        {errorFor('company')}
      </div>
      <div>
        <label htmlFor={enquiryFieldId('workspaceType')} className={labelClass}>
          Workspace type <OptionalMark />
        </label>
        <select defaultValue={initialWorkspaceType} {...textInput('workspaceType')}>
          <option value="">Not sure yet</option>
          {workspaceFamilies.map((family) => (
            <optgroup key={family} label={familyLabels[family]}>
              {workspaceTypes
                .filter((type) => type.family === family)
                .map((type) => (
                  <option key={type.slug} value={type.slug}>
                    {type.label}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        {errorFor('workspaceType')}
      </div>
      <div>
        <label htmlFor={enquiryFieldId('centre')} className={labelClass}>
          Preferred centre <OptionalMark />
        </label>
        <select defaultValue={initialCentre} {...textInput('centre')}>
          <option value="">Any centre</option>
          {centreTowns.map((centre) => (
            <option key={centre.slug} value={centre.slug}>
              {centre.town}
            </option>
          ))}
        </select>
        {errorFor('centre')}
      </div>
    </div>
  );
}
