import { site } from '@/domain/site';
/*
 * What the identity check asks of a virtual-office buyer, said once for the order pages and the
 * visitor's email. We ask for the check and keep its result; we never keep ID documents
 * (docs/decisions/0023).
 */

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const idCheckSteps: readonly string[] = [
  'UK anti-money-laundering rules require us to check the identity of the business owner (every director, for a company) before we receive post in your name or act as your registered office.',
  `${capitalised(site.replyTime)} we email you a secure link to our checking partner. Through it you send a photo of your passport or photocard driving licence, a selfie to match, and a utility bill, council tax bill or bank statement dated in the last three months showing your home address. It takes about five minutes; there is nothing to bring to the centre.`,
  'Please do not email or post your documents to us: we store none, only the result of the check (passed or not, when, and who at Northlight recorded it).',
  'Your order stays “awaiting ID check” until our team has seen the result and marked it verified; once it is verified and your first month is paid or invoiced, your virtual office is active and we email you to say so.',
];

