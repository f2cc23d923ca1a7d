import type { FormEvent, MouseEvent, ReactNode, Ref } from 'react';
import type { CentreSlug } from '@/domain/centres';
import type { WorkspaceTypeSlug } from '@/domain/workspace-types';
import { buttonClasses } from '@/components/ui/button-link';
import { enquiryEndpoint, replyPromise } from '@/domain/enquiry/enquiry-protocol';
import { enquiryFieldOrder as fieldOrder, type EnquiryIntent } from '@/domain/enquiry/enquiry-schema';
import { ErrorSummary } from './enquiry-error-summary';
import { ContactFields } from './enquiry-form-contact';
import { IntentFieldset, MeetingFieldset, QuoteFieldset, ViewingDaysFieldset } from './enquiry-form-choices';
import {
  enquiryFieldId,
  fieldKit,
  labelClass,
  OptionalMark,
  type EnquiryFieldName,
  type FieldBinding,
} from './enquiry-form-kit';
import { enquiryDefaults } from './enquiry-values';

/*
 * The enquiry form's markup, without state: the server renders it as a plain HTML form (so the
 * page ships no form code and the form works with JavaScript off), and the script form renders
 * the same markup with react-hook-form's bindings once it loads. One markup, so the two cannot
 * drift apart, and ids match, so focus survives the swap.
 */

export {
  describedBy,
  enquiryFieldId,
  enquiryInputClass,
  phoneHintId,
  type EnquiryFieldName,
  type FieldBinding,
} from './enquiry-form-kit';
export { ErrorSummary, errorSummaryId } from './enquiry-error-summary';

export type EnquiryFormViewProps = {
  readonly field: (name: EnquiryFieldName) => FieldBinding;
  readonly errors: Partial<Record<EnquiryFieldName, string>>;
  /** The phone input: plain on the server, the lazily upgraded widget in script. */
  readonly phoneInput: ReactNode;
  /** Hidden inputs saying where the form was sent from and about what (a unit page's unit). */
  readonly sourceInputs?: ReactNode;
  /** The image that gives the plain form its signed token (server-rendered form only). */
  readonly formToken?: ReactNode;
  /** The "not sent" box with its retry button (script only). */
  readonly failure?: ReactNode;
  readonly announcement?: string;
  readonly sending?: boolean;
  /** The intent checked when the form is drawn (react-hook-form reads a checked radio as its value). */
  readonly initialIntent?: EnquiryIntent;
  /** The centre chosen when the form is drawn: the page's own centre on a centre page. */
  readonly initialCentre?: CentreSlug;
  /** The workspace type chosen when the form is drawn: the page's own type on a type page. */
  readonly initialWorkspaceType?: WorkspaceTypeSlug;
  /** Show the error summary (after a submit with errors), and where it is focused from. */
  readonly showSummary?: boolean;
  readonly summaryRef?: Ref<HTMLDivElement>;
  /** Moves focus to a field named in the summary (script only; without it the link jumps to the id). */
  readonly onSummaryLink?: (name: EnquiryFieldName, event: MouseEvent<HTMLAnchorElement>) => void;
  readonly formRef?: Ref<HTMLFormElement>;
  readonly onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

export function EnquiryFormView({
  field,
  errors,
  phoneInput,
  sourceInputs,
  formToken,
  failure,
  announcement = '',
  sending = false,
  initialIntent = enquiryDefaults.intent,
  initialCentre,
  initialWorkspaceType,
  showSummary = false,
  summaryRef,
  onSummaryLink,
  formRef,
  onSubmit,
}: EnquiryFormViewProps) {
  const problems = fieldOrder.flatMap((name) => {
    const message = errors[name];
    return message ? [{ name, message }] : [];
  });
  const kit = fieldKit(field, errors);
  const { errorFor, textInput } = kit;

  return (
    <form
      ref={formRef}
      action={enquiryEndpoint}
      method="post"
      className="enquiry-form relative space-y-6 rounded-2xl bg-white p-5 shadow-sm tablet:p-8"
      aria-labelledby={enquiryFieldId('heading')}
      onSubmit={onSubmit}
    >
      <h3 id={enquiryFieldId('heading')} className="text-xl font-extrabold">
        Send us an enquiry
      </h3>
      <p className="text-sm text-ink-soft">All fields are required unless marked optional.</p>

      {showSummary && problems.length > 0 ? (
        <ErrorSummary problems={problems} summaryRef={summaryRef} onLink={onSummaryLink} />
      ) : null}

      <div className="sr-only" aria-live="assertive" aria-atomic="true">
        {announcement}
      </div>

      {sourceInputs}
      {formToken}

      <IntentFieldset kit={kit} initialIntent={initialIntent} />

      <ViewingDaysFieldset kit={kit} />

      <ContactFields
        kit={kit}
        phoneInput={phoneInput}
        initialCentre={initialCentre}
        initialWorkspaceType={initialWorkspaceType}
      />

      <QuoteFieldset kit={kit} />

      <MeetingFieldset kit={kit} />

      <div>
        <label htmlFor={enquiryFieldId('message')} className={labelClass}>
          Message <OptionalMark>(optional for a quote or viewing)</OptionalMark>
        </label>
        <textarea rows={4} maxLength={2000} {...textInput('message')} />
        {errorFor('message')}
      </div>

      <div className="enquiry-form-extra" aria-hidden="true">
        <label htmlFor={enquiryFieldId('website')}>Leave this field empty</label>
        <input
          id={enquiryFieldId('website')}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div>
        <label className="flex cursor-pointer items-start gap-3">
          <input type="checkbox" className="mt-1 size-5 shrink-0 accent-ink" {...field('marketingOptIn')} />
          <span>
            Send me occasional news and offers from Northlight by email{' '}
            <span className="text-ink-soft">(optional; unsubscribe at any time)</span>
          </span>
        </label>
      </div>

      <p className="text-sm text-ink-soft">
        We use your details to answer this enquiry. Read our{' '}
        <a href="/privacy" className="link">
          privacy notice
        </a>{' '}
        to see how we handle them.
      </p>

      {failure}

      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClasses('primary')} disabled={sending} aria-disabled={sending}>
          {sending ? 'Sending…' : 'Send enquiry'}
        </button>
        <p className="text-sm text-ink-soft">{replyPromise}</p>
      </div>
    </form>
  );
}
