import { z } from 'zod';
import {
  attributionMaxAgeSeconds,
  consentMaxAgeSeconds,
  describeMaxAge,
  bookingDraftMaxAgeSeconds,
  formTokenMaxAgeSeconds,
  xsrfMaxAgeSeconds,
} from '@/lib/cookie-lifetimes';

/*
 * The legal pages' sections, and the register of the cookies the site really sets
 * (src/features/consent, the XSRF check and the plain form's token of the enquiry API,
 * src/domain/attribution.ts): the cookie table reads it from here, beside the lifetimes the code
 * uses, and tests/e2e/cookie-policy.spec.ts checks it against a real browser. Change this file
 * whenever that behaviour changes. The pages' copy is content: src/cms/seed/legal.ts.
 */

export const legalSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  heading: z.string().min(3),
  paragraphs: z.array(z.string().min(20)).min(1),
  list: z.array(z.string().min(3)).optional(),
});
export type LegalSection = z.infer<typeof legalSectionSchema>;

export const cookieSchema = z
  .object({
    name: z.string().min(3),
    setBy: z.enum(['Northlight', 'Google Analytics', 'Google Ads', 'Microsoft Advertising']),
    purpose: z.string().min(20),
    /**
     * Max-Age in seconds, null for a cookie that ends when the browser closes. Our own cookies
     * read it from src/lib/cookie-lifetimes.ts, the constants the code that sets them uses;
     * tests/e2e/cookie-policy.spec.ts checks every entry against a real browser's cookie jar.
     */
    maxAgeSeconds: z.number().int().positive().nullable(),
    /** Set by a third party whose tags may choose a shorter lifetime: "Up to ...". */
    upTo: z.boolean().default(false),
    category: z.enum(['Essential', 'Analytics', 'Advertising', 'Marketing attribution']),
    /** Essential cookies are set without asking; all others only after you accept. */
    needsConsent: z.boolean(),
  })
  .transform((cookie) => ({
    ...cookie,
    /** The lifetime in words, derived from maxAgeSeconds so the two cannot disagree. */
    lifetime:
      cookie.maxAgeSeconds === null
        ? 'Until you close your browser'
        : `${cookie.upTo ? 'Up to ' : ''}${describeMaxAge(cookie.maxAgeSeconds)}`,
  }));
export type CookieEntry = z.output<typeof cookieSchema>;

export const cookies: readonly CookieEntry[] = z.array(cookieSchema).parse([
  {
    name: 'cookie_consent',
    setBy: 'Northlight',
    purpose:
      'Records your answer in the cookie banner (true if you accepted, false if you declined), so we do not ask again on every page and only load analytics if you said yes.',
    maxAgeSeconds: consentMaxAgeSeconds,
    category: 'Essential',
    needsConsent: false,
  },
  {
    name: 'XSRF-TOKEN',
    setBy: 'Northlight',
    purpose:
      'A random security token that protects the enquiry form: the server checks it so another website cannot send enquiries in your name.',
    maxAgeSeconds: xsrfMaxAgeSeconds,
    category: 'Essential',
    needsConsent: false,
  },
  {
    name: 'enquiry_form',
    setBy: 'Northlight',
    purpose:
      'A signed security token with the time the enquiry form was first shown, sent only to our enquiry service. It protects the form when JavaScript is off: the server checks that the form came from our website and was not filled in faster than a person can type.',
    maxAgeSeconds: formTokenMaxAgeSeconds,
    category: 'Essential',
    needsConsent: false,
  },
  {
    name: 'booking_draft',
    setBy: 'Northlight',
    purpose:
      'Only when we could not take a meeting-room booking (the time was taken, a detail needed correcting): keeps the name, email and phone you typed for 15 minutes, signed and sent only to our booking pages, so you need not type them again. Deleted when the booking is made.',
    maxAgeSeconds: bookingDraftMaxAgeSeconds,
    category: 'Essential',
    needsConsent: false,
  },
  {
    name: 'channel_attrib',
    setBy: 'Northlight',
    purpose:
      'Remembers the marketing channel that first brought you to the site and the most recent one (for example a search engine or an advert), so an enquiry or booking tells our sales team where it came from. With advertising cookies allowed it also keeps the click reference of the advert (Google, Microsoft or Meta), so we can tell which advert led to a booking; without that permission the reference is not kept, and withdrawing it deletes it. Touches older than 90 days are forgotten.',
    maxAgeSeconds: attributionMaxAgeSeconds,
    category: 'Marketing attribution',
    needsConsent: true,
  },
  {
    name: '_ga',
    setBy: 'Google Analytics',
    purpose:
      'Distinguishes one browser from another so Google Analytics can count visits and pages anonymously.',
    maxAgeSeconds: 400 * 86_400,
    upTo: true,
    category: 'Analytics',
    needsConsent: true,
  },
  {
    name: '_ga_<id>',
    setBy: 'Google Analytics',
    purpose:
      'Keeps the state of your current visit for our Google Analytics property (the id is our property id).',
    maxAgeSeconds: 400 * 86_400,
    upTo: true,
    category: 'Analytics',
    needsConsent: true,
  },
  {
    name: '_uetsid',
    setBy: 'Microsoft Advertising',
    purpose:
      'Microsoft Advertising (UET) session identifier, used to measure whether our Bing adverts led to a visit or an enquiry.',
    maxAgeSeconds: 86_400,
    category: 'Advertising',
    needsConsent: true,
  },
  {
    name: '_uetvid',
    setBy: 'Microsoft Advertising',
    purpose: 'Microsoft Advertising (UET) visitor identifier, used to measure our adverts across visits.',
    maxAgeSeconds: 390 * 86_400,
    category: 'Advertising',
    needsConsent: true,
  },
  {
    name: '_gcl_au',
    setBy: 'Google Ads',
    purpose:
      'Google’s conversion linker: remembers that you arrived from one of our Google adverts, so Google Ads can tell us whether the advert led to an enquiry.',
    maxAgeSeconds: 90 * 86_400,
    category: 'Advertising',
    needsConsent: true,
  },
]);
