import { enquiryFieldOrder } from '@/domain/enquiry/enquiry-schema';
import type { EnquiryFieldName } from './enquiry-form-view';

/** The message per field from react-hook-form's errors object, in form order. */
export function fieldMessages(fieldErrors: object): Partial<Record<EnquiryFieldName, string>> {
  const messages: Partial<Record<EnquiryFieldName, string>> = {};
  for (const name of enquiryFieldOrder) {
    const message = (fieldErrors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    if (typeof message === 'string') messages[name] = message;
  }
  return messages;
}
