import type { ConsentChoice } from './consent';

const consentPurposes: readonly { key: keyof ConsentChoice; label: string }[] = [
  {
    key: 'analytics',
    label: 'Analytics (Google Analytics: which pages are read, and where visitors came from)',
  },
  {
    key: 'advertising',
    label: 'Advertising (Google Ads and Microsoft Advertising: which adverts bring visitors)',
  },
];

/** The banner's settings: essential cookies, always on, and a box per purpose that needs consent. */
export function ConsentPurposeFields({
  draft,
  onChange,
}: {
  draft: ConsentChoice;
  onChange: (draft: ConsentChoice) => void;
}) {
  return (
    <fieldset className="mt-3 space-y-2">
      <legend className="sr-only">Choose which cookies we may use</legend>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input type="checkbox" checked disabled className="size-6 shrink-0 accent-amber" />
        Essential (always on: remembers this choice and protects the enquiry form)
      </label>
      {consentPurposes.map((purpose) => (
        <label key={purpose.key} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
          <input
            type="checkbox"
            name={purpose.key}
            checked={draft[purpose.key]}
            onChange={(event) => onChange({ ...draft, [purpose.key]: event.target.checked })}
            className="size-6 shrink-0 accent-amber"
          />
          {purpose.label}
        </label>
      ))}
    </fieldset>
  );
}
