import {
  enquiryEndpoint,
  xsrfHeaderName,
  type EnquiryCreated,
  type EnquiryRefused,
} from '@/domain/enquiry/enquiry-protocol';
import { touchFromUrl } from '@/domain/attribution';
import type { EnquiryContext } from '@/domain/enquiry/enquiry-context';
import { enquiryFieldOrder, type Enquiry } from '@/domain/enquiry/enquiry-schema';
import { ensureXsrfToken } from './enquiry-keys';

/*
 * Sending the script form's enquiry and what the form makes of the answer. The answer is read
 * into plain data (sendOutcome), so every status the server can give is tested without a browser.
 */

export type SendStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; reference: string; reply: string }
  | { kind: 'failed'; message: string; retry: boolean };

export type SendOutcome = {
  readonly status: SendStatus;
  /** For the live region; absent when the error summary (role=alert) speaks instead. */
  readonly announcement?: string;
  /** Whether a retry may reuse the idempotency key: only while nothing was stored or refused. */
  readonly keepKey: boolean;
  /** The server's per-field (and form) errors, for the error summary. */
  readonly errors?: Partial<Record<string, string>>;
};

export const unreachable = {
  status: {
    kind: 'failed',
    message:
      'We could not reach our server. Check your connection: your details are still here, so you can send them again.',
    retry: true,
  },
  announcement: 'Your enquiry was not sent: no connection. Your details are still in the form.',
  keepKey: true,
} satisfies SendOutcome;

/** What is sent besides the fields: the page, the context, the visit's touch, the fill time and the honeypot. */
export function enquiryBody(
  values: Enquiry,
  {
    pagePath,
    context,
    startedAt,
    form,
  }: {
    pagePath: string;
    context: EnquiryContext | undefined;
    startedAt: number;
    form: HTMLFormElement | null;
  },
) {
  return {
    ...values,
    pagePath,
    context,
    touch: touchFromUrl(new URL(window.location.href), document.referrer || undefined, new Date()),
    startedAt,
    website: (form?.elements.namedItem('website') as HTMLInputElement | null)?.value ?? '',
  };
}

/**
 * POSTs the enquiry as JSON with the XSRF header and the idempotency key. A 403 is tried once
 * more with a fresh XSRF token (the cookie may have expired while the page was open). Rejects
 * when the server cannot be reached.
 */
export async function postEnquiry(body: unknown, idempotencyKey: string): Promise<Response> {
  const post = (token: string) =>
    fetch(enquiryEndpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [xsrfHeaderName]: token,
        'idempotency-key': idempotencyKey,
      },
      body: JSON.stringify(body),
    });
  const response = await post(ensureXsrfToken());
  return response.status === 403 ? post(ensureXsrfToken(true)) : response;
}

/** The answer's body as the form reads it: a created enquiry must parse; a refusal may have none. */
export async function outcomeOf(response: Response): Promise<SendOutcome> {
  const body: unknown =
    response.status === 201 ? await response.json() : await response.json().catch(() => ({}));
  return sendOutcome(response.status, body, response.headers.get('retry-after'));
}

export function sendOutcome(status: number, body: unknown, retryAfterHeader: string | null): SendOutcome {
  if (status === 201) {
    const created = body as EnquiryCreated;
    return {
      status: { kind: 'sent', reference: created.reference, reply: created.reply },
      announcement: `Enquiry sent. Your reference is ${created.reference}.`,
      keepKey: false,
    };
  }
  const refused = body as EnquiryRefused;
  if (status === 422 && refused.errors) {
    const errors = refused.errors;
    const formOnly = errors.form && enquiryFieldOrder.every((name) => !errors[name]);
    return {
      status: errors.form ? { kind: 'failed', message: errors.form, retry: false } : { kind: 'idle' },
      ...(formOnly ? { announcement: errors.form } : {}),
      // Nothing was stored; a corrected form is a new submission.
      keepKey: false,
      errors,
    };
  }
  const retryAfter = Number(retryAfterHeader);
  return {
    status: {
      kind: 'failed',
      message:
        refused.error ??
        'Something went wrong on our side and your enquiry was not sent. Your details are still here: please try again.',
      retry: status >= 500 || status === 429,
    },
    announcement: `Your enquiry was not sent.${status === 429 && retryAfter ? ` Try again in ${retryAfter} seconds.` : ''}`,
    // 409: the key named an enquiry with other details; whatever is sent next goes as a new one.
    keepKey: status !== 409,
  };
}
