import 'server-only';
import metadata from 'libphonenumber-js/metadata.max.json';
import { phoneVerdictWith, type PhoneVerdict } from '@/domain/phone/phone-verdict';
import { phoneCountryName } from '@/domain/staff-format';

/*
 * The server's verdict on a phone number (it wins over the browser's): the rules the browser's
 * phone widget also runs on what it submits (src/domain/phone/phone-verdict.ts), here with
 * libphonenumber-js's full metadata. A valid number is returned in E.164 for storage.
 */
export type { PhoneVerdict };
export const verifyPhone = phoneVerdictWith(metadata);

/** The country a stored number belongs to, by name, for staff ("United Kingdom"). */
export const phoneCountryOf = (phone: string): string | null => phoneCountryName(phone, metadata);
