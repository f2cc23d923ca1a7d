import type { Ref } from 'react';
import { buttonClasses } from '@/components/ui/button-link';
import type { EnquiryContext } from '@/domain/enquiry/enquiry-context';

/* The script form's own pieces around the shared view: what it sends besides the fields, and its answers. */

/**
 * The page and the GET IN TOUCH context, sent with the fields; a unit is also named to the visitor.
 * The plain form (no script) has no pathname: the API reads the page from the Referer.
 */
export function EnquirySourceInputs({ pathname, context }: { pathname?: string; context?: EnquiryContext }) {
  return (
    <>
      {pathname ? <input type="hidden" name="pagePath" value={pathname} /> : null}
      {context?.workspaceType ? (
        <input type="hidden" name="context.workspaceType" value={context.workspaceType} />
      ) : null}
      {context?.centre ? <input type="hidden" name="context.centre" value={context.centre} /> : null}
      {context?.unit ? (
        <p className="rounded-lg bg-paper p-3 text-sm" data-testid="enquiry-unit">
          <input type="hidden" name="context.unit" value={context.unit} />
          About unit <strong>{context.unit}</strong>: we’ll reply with its details and what is free now.
        </p>
      ) : null}
      {context?.units?.length ? (
        <p className="rounded-lg bg-paper p-3 text-sm" data-testid="enquiry-units">
          <input type="hidden" name="context.units" value={context.units.join(',')} />
          About units <strong>{context.units.join(', ')}</strong>: we’ll reply about each of them.
        </p>
      ) : null}
      {context?.placement ? <input type="hidden" name="context.placement" value={context.placement} /> : null}
    </>
  );
}

/** Focused when it appears (statusRef), so the reason is read out; a retry where one can help. */
export function EnquiryFailure({
  message,
  retry,
  statusRef,
}: {
  message: string;
  retry: boolean;
  statusRef: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={statusRef}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border-2 border-danger bg-white p-4 text-ink outline-none"
    >
      <p className="font-semibold">{message}</p>
      {retry ? (
        <button type="submit" className={`${buttonClasses('secondary')} mt-3`}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

/** The answer to a stored enquiry: its reference, focused (headingRef) so it is read out. */
export function EnquirySent({
  reference,
  reply,
  headingRef,
  onAnother,
}: {
  reference: string;
  reply: string;
  headingRef: Ref<HTMLHeadingElement>;
  onAnother: () => void;
}) {
  return (
    <div className="rounded-2xl border-2 border-success bg-white p-6 tablet:p-8" role="status">
      <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold outline-none">
        Thank you. We have your enquiry.
      </h3>
      <p className="mt-4 text-lg">
        Your reference is{' '}
        <strong className="font-mono text-2xl tracking-wider" data-testid="enquiry-reference">
          {reference}
        </strong>
      </p>
      <p className="mt-3 text-ink-soft">{reply}</p>
      <p className="mt-3 text-ink-soft">Quote the reference if you call us about it.</p>
      <button type="button" className={`${buttonClasses('secondary')} mt-6`} onClick={onAnother}>
        Send another enquiry
      </button>
    </div>
  );
}
