import type { enquiryFieldOrder } from '@/domain/enquiry/enquiry-schema';

/*
 * What every part of the enquiry form shares: its fixed ids, its classes, and how a field is
 * bound and described. The server-rendered form and the script form draw the same parts.
 */

export type EnquiryFieldName = (typeof enquiryFieldOrder)[number];

/** What each input spreads: the name, plus react-hook-form's handlers and ref in the script form. */
export type FieldBinding = { readonly name: string } & Record<string, unknown>;

export type EnquiryErrors = Partial<Record<EnquiryFieldName, string>>;

export const enquiryInputClass =
  'block w-full rounded-lg border-2 border-ink-muted bg-white px-3 py-2.5 text-base text-ink placeholder:text-ink-muted aria-[invalid=true]:border-danger';
export const labelClass = 'mb-1 block font-semibold text-ink';
const errorClass = 'mt-1 flex gap-1 text-sm font-semibold text-danger';

/** There is one enquiry form per page, so its ids are fixed: the same on the server and in script. */
export function enquiryFieldId(name: string): string {
  return `enquiry-${name}`;
}

export const phoneHintId = enquiryFieldId('phone-hint');

/** aria-describedby for a field: its hint and, when it has one, its error. */
export function describedBy(
  errors: EnquiryErrors,
  name: EnquiryFieldName,
  hint?: string,
): string | undefined {
  return (
    [hint, errors[name] ? enquiryFieldId(`${name}-error`) : undefined].filter(Boolean).join(' ') || undefined
  );
}

export type FieldKit = {
  readonly field: (name: EnquiryFieldName) => FieldBinding;
  readonly errors: EnquiryErrors;
  /** A field's error message under it, or nothing. */
  readonly errorFor: (name: EnquiryFieldName) => React.ReactNode;
  /** The id, state, description, class and binding a text input, select or textarea spreads. */
  readonly textInput: (name: EnquiryFieldName) => Record<string, unknown>;
};

export function fieldKit(field: FieldKit['field'], errors: EnquiryErrors): FieldKit {
  const errorFor = (name: EnquiryFieldName) => {
    const message = errors[name];
    return message ? (
      <p id={enquiryFieldId(`${name}-error`)} className={errorClass}>
        <span aria-hidden="true">!</span>
        <span>
          <span className="sr-only">Error: </span>
          {message}
        </span>
      </p>
    ) : null;
  };
  const textInput = (name: EnquiryFieldName) => ({
    id: enquiryFieldId(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(errors, name),
    className: enquiryInputClass,
    ...field(name),
  });
  return { field, errors, errorFor, textInput };
}

/** "(optional)" after a label. */
export function OptionalMark({ children = '(optional)' }: { children?: React.ReactNode }) {
  return <span className="font-normal text-ink-soft">{children}</span>;
}
