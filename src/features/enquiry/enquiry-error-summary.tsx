import type { MouseEvent, Ref } from 'react';
import { enquiryFieldId, type EnquiryFieldName } from './enquiry-form-kit';

export const errorSummaryId = enquiryFieldId('error-summary');

/**
 * The GOV.UK error summary: "There is a problem" and every problem as a link to its field, in
 * form order. Shared by the script form and the no-script error page (enquiry-handler.ts renders
 * the same heading and links as plain HTML).
 */
export function ErrorSummary({
  problems,
  hrefFor = (name) => `#${enquiryFieldId(name)}`,
  summaryRef,
  onLink,
}: {
  readonly problems: readonly { readonly name: EnquiryFieldName; readonly message: string }[];
  readonly hrefFor?: (name: EnquiryFieldName) => string;
  readonly summaryRef?: Ref<HTMLDivElement>;
  readonly onLink?: (name: EnquiryFieldName, event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <div
      ref={summaryRef}
      id={errorSummaryId}
      role="alert"
      tabIndex={-1}
      aria-labelledby={`${errorSummaryId}-title`}
      className="rounded-lg border-4 border-danger bg-white p-4 outline-none focus-visible:ring-4 focus-visible:ring-amber"
    >
      <h4 id={`${errorSummaryId}-title`} className="text-lg font-extrabold">
        There is a problem
      </h4>
      <ul className="mt-2 space-y-1">
        {problems.map((problem) => (
          <li key={problem.name}>
            <a
              href={hrefFor(problem.name)}
              className="inline-flex min-h-6 items-center font-semibold text-danger underline underline-offset-2"
              onClick={onLink ? (event) => onLink(problem.name, event) : undefined}
            >
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
