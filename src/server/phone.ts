import 'server-only';
import { phoneVerdict, type PhoneVerdict } from '@/features/phone/phone-verdict';

/*
 * The server's verdict on a phone number (it wins over the browser's). It is the same function the
 * browser's phone widget runs on what it submits (src/features/phone/phone-verdict.ts), so the two
 * cannot disagree; a valid number is returned in E.164 for storage.
 */
export type { PhoneVerdict };
export const verifyPhone = phoneVerdict;
