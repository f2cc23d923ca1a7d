import { z } from 'zod';
import { legalSectionSchema } from '@/domain/legal';
import { site } from '@/domain/site';
import { priceNotes } from '@/lib/format';

/*
 * The copy of the legal pages an empty database starts with. It must describe what the site
 * really does: the cookies it sets (the register in src/domain/legal.ts) and the data an enquiry
 * stores, for how long and who receives it. Change it whenever that behaviour changes.
 */

export const legalLastUpdated = '20 November 2026';

export const cookiePolicy = z.array(legalSectionSchema).parse([
  {
    id: 'what-cookies-are',
    heading: 'What cookies are',
    paragraphs: [
      'A cookie is a small text file a website stores in your browser. Some are needed for the site to work safely; others help us understand how the site is used. We keep the list short and only set non-essential cookies after you say yes.',
    ],
  },
  {
    id: 'your-choice',
    heading: 'Your choice and how to change it',
    paragraphs: [
      'When you first visit, a banner asks whether you accept analytics and advertising cookies. Until you accept, Google Analytics and Microsoft Advertising are not loaded and their cookies are not set, and we do not record the marketing channel that brought you.',
      'You can change your mind at any time: the “Cookie settings” link in the footer of every page reopens the banner. If you decline after accepting, we stop setting the optional cookies; you can also delete existing cookies in your browser settings.',
    ],
  },
  {
    id: 'other-storage',
    heading: 'Other storage in your browser',
    paragraphs: [
      'When you press GET IN TOUCH on a product or centre, the site remembers which one in your browser’s session storage, so the enquiry form can be filled in for you. It is not a cookie, is never sent to us on its own, and is cleared when you close the tab.',
    ],
  },
]);

export const privacyNotice = z.array(legalSectionSchema).parse([
  {
    id: 'who-we-are',
    heading: 'Who we are',
    paragraphs: [
      `${site.legalName} (company number ${site.companyNumber}, registered office ${site.registeredOffice}) is the controller of the personal data described in this notice.`,
      `For anything about your data, email ${site.privacyEmail}.`,
    ],
  },
  {
    id: 'what-an-enquiry-stores',
    heading: 'What an enquiry stores',
    paragraphs: ['When you send an enquiry through our website we store:'],
    list: [
      'your name, email address and phone number',
      'your company name, if you give one',
      'your message',
      'the workspace type and centre you asked about',
      'for a quote, the size and start date you have in mind, if you give them',
      'for a meeting room, the date, start time, length and number of people',
      'the page you sent the enquiry from',
      'the marketing channel that brought you to the site, if you accepted cookies',
      'the date and time, and whether you opted in to marketing',
    ],
  },
  {
    id: 'why',
    heading: 'Why we use it',
    paragraphs: [
      'We use your enquiry to answer it: to find space that fits, send you a quote and arrange viewings. Our lawful basis is our legitimate interest in responding to people who contact us, and taking steps at your request before entering into a contract with you.',
      'We only send you marketing, such as news of new centres and offers, if you tick the opt-in box. You can opt out at any time with the link in any marketing email or by emailing us.',
      'We use the marketing channel to understand which of our adverts and listings work. It is never used to make decisions about you.',
    ],
  },
  {
    id: 'how-long',
    heading: 'How long we keep it',
    paragraphs: [
      'We keep an enquiry for 24 months after our last contact with you, then delete it. If you become a tenant, your details move to your tenancy record, which we keep for six years after the tenancy ends to meet our legal and tax obligations.',
      'If you ask for an availability alert, we keep your email address and what you are looking for (the kind of space, the centres, size and budget) only to email you about units that match. We send nothing until you confirm by email; a request never confirmed is deleted after 7 days, a confirmed alert 12 months after you confirmed it, or at once when you press the unsubscribe link in any alert email.',
      'If you join a waitlist for a time that is taken, we keep your email and the time you want only to tell you if it frees up. An unconfirmed request is deleted after 7 days, a place a day after its time, or when you leave the list.',
    ],
  },
  {
    id: 'who-receives-it',
    heading: 'Who receives it',
    paragraphs: [
      'Your enquiry is received by the Northlight sales team through our CRM webhook and by email. Our solution advisors and the manager of the centre you asked about can read it.',
      'We use service providers to host the website, the database, the CRM and email. They act on our instructions under contracts that protect your data, and store it in the UK or the European Economic Area. We never sell your data.',
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your rights under UK GDPR',
    paragraphs: ['You have the right to:'],
    list: [
      'access the personal data we hold about you',
      'have inaccurate data corrected (rectification)',
      'have your data erased',
      'restrict how we use your data',
      'object to our use of your data, including for direct marketing at any time',
      'data portability: receive your data in a common format, or have it sent to another organisation',
      'complain to the Information Commissioner’s Office (ico.org.uk, 0303 123 1113)',
    ],
  },
  {
    id: 'using-your-rights',
    heading: 'How to use your rights',
    paragraphs: [
      `Email ${site.privacyEmail}. We reply within one month. We may ask you to confirm your identity before we act. Using your rights is free of charge.`,
      'We would welcome the chance to put things right before you contact the ICO, but you can complain to them at any time.',
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies',
    paragraphs: ['Our cookie policy lists every cookie the site can set and how to change your choice.'],
  },
]);

export const termsOfService = z.array(legalSectionSchema).parse([
  {
    id: 'about-these-terms',
    heading: 'About these terms',
    paragraphs: [
      `These terms apply to your use of the ${site.brand} website, run by ${site.legalName}. By using the site you accept them. Renting space from us is covered by a separate licence or lease, which you sign before you move in.`,
    ],
  },
  {
    id: 'prices-and-availability',
    heading: 'Prices and availability',
    paragraphs: [
      `Prices on the site start from the figure shown. For units, offices and virtual offices: ${priceNotes.contract} ${priceNotes.booking} ${priceNotes.membership} Prices exclude VAT unless we say otherwise.`,
      'Availability changes every day. Space shown on the site is not reserved until we confirm it in writing. Illustrations show the kind of space, not a particular unit.',
    ],
  },
  {
    id: 'using-the-site',
    heading: 'Using the site',
    paragraphs: ['You may use the site to find out about our space and contact us. You must not:'],
    list: [
      'send enquiries in someone else’s name or with false details',
      'try to break, overload or gain unauthorised access to the site',
      'copy large parts of the site or its data for commercial use without our permission',
    ],
  },
  {
    id: 'content',
    heading: 'Our content',
    paragraphs: [
      'The text, illustrations and design of the site belong to us or our licensors. Map and postcode data are used under the licences listed in the footer.',
      'We work to keep the information accurate and up to date, but it is general information, not an offer. Please check the details that matter to you with an advisor before you rely on them.',
    ],
  },
  {
    id: 'liability',
    heading: 'Our liability',
    paragraphs: [
      'We are not liable for losses caused by relying on the site’s general information, or by the site being unavailable. Nothing in these terms limits liability that cannot be limited by law, including for death or personal injury caused by negligence, or for fraud.',
    ],
  },
  {
    id: 'law',
    heading: 'Law and changes',
    paragraphs: [
      'These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction. We may update them; the date at the top of this page shows when they last changed.',
    ],
  },
]);
