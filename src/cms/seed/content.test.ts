import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { centreTowns } from '@/domain/centres';
import { priceBasisOf, type ProductContent } from '@/domain/products';
import { findRoute } from '@/domain/routes';
import { footerNav, primaryNav, site } from '@/domain/site';
import { workspaceTypes } from '@/domain/workspace-types';
import { priceNotes } from '@/lib/format';
import { audiencePages } from './audiences';
import { jobs } from './careers';
import { caseStudies } from './case-studies';
import { centresOffering } from './centres';
import { aboutStory, benefits, reviews, whyReasons } from './company';
import { cookiePolicy, privacyNotice, termsOfService } from './legal';
import { productCards, seedProducts as products } from './products';
import { seedTypePrice } from './seeded-routes';

const publicDir = path.resolve(__dirname, '..', '..', '..', 'public');

function expectUnique(values: readonly (string | number)[]) {
  expect(new Set(values).size).toBe(values.length);
}

function expectImageExists(src: string) {
  expect(src.startsWith('/'), src).toBe(true);
  expect(existsSync(path.join(publicDir, src)), `missing public${src}`).toBe(true);
}

/** What a workspace type's page shows as copy: hero, details, features and questions. */
function screenCopy(product: ProductContent): string {
  return [
    ...product.headline.map((segment) => segment.text),
    product.description,
    product.detailTitle,
    ...product.detailParagraphs,
    ...product.features,
    ...product.faqs.flatMap((faq) => [faq.question, faq.answer]),
  ].join(' ');
}

function expectRegisteredRoute(href: string) {
  const pathname = href.split('#')[0]!.split('?')[0]!;
  expect(findRoute(pathname), `${href} is not a registered route`).toBeDefined();
}

describe('product cards', () => {
  it('exist once for every workspace type, with the type’s id', () => {
    expect(productCards).toHaveLength(15);
    expectUnique(productCards.map((card) => card.id));
    expectUnique(productCards.map((card) => card.slug));
    for (const type of workspaceTypes) {
      const card = productCards.find((candidate) => candidate.slug === type.slug);
      expect(card?.id, type.slug).toBe(type.id);
    }
  });

  it('link to their own registered page', () => {
    for (const product of products) {
      expect(product.url).toBe(`/workspaces/${product.slug}`);
      expectRegisteredRoute(product.url);
    }
  });

  it('use existing icon and image files named after the type’s icon', () => {
    for (const product of products) {
      const type = workspaceTypes.find((candidate) => candidate.slug === product.slug)!;
      expect(product.icon).toBe(`/images/icons/${type.icon}.svg`);
      expectImageExists(product.icon);
      expectImageExists(product.image);
    }
  });

  it('make the spec’s home prices come out of the seeded units and plans, each with its unit and VAT', () => {
    const shown = Object.fromEntries(
      (['workshops', 'meeting-rooms', 'virtual-offices', 'coworking-spaces'] as const).map((slug) => [
        slug,
        seedTypePrice(slug).text,
      ]),
    );
    expect(shown).toEqual({
      workshops: 'from £40 per week + VAT',
      'meeting-rooms': 'from £19 per hour + VAT',
      'virtual-offices': 'from £59 per month + VAT',
      'coworking-spaces': 'from £89 per desk per month + VAT',
    });
  });

  it('say GET IN TOUCH on every button', () => {
    expect(new Set(products.map((product) => product.buttonText))).toEqual(new Set(['GET IN TOUCH']));
  });

  it('give business units the facts a tenant checks first, and serviced workspace none', () => {
    for (const product of products) {
      if (product.family === 'business-units') {
        expect(product.facts, product.slug).toBeDefined();
      } else {
        expect(product.facts, product.slug).toBeUndefined();
      }
    }
  });

  it('claim over 10,000 meeting rooms bookable by the hour, half day or day', () => {
    const meetingRooms = products.find((product) => product.slug === 'meeting-rooms')!;
    const copy = [meetingRooms.description, ...meetingRooms.detailParagraphs].join(' ');
    expect(copy).toMatch(/over 10,000 meeting rooms bookable by the hour, half day or day/i);
  });

  it('ask distinct questions with distinct answers: no page repeats another’s FAQ', () => {
    const faqs = products.flatMap((product) => product.faqs);
    expectUnique(faqs.map((faq) => faq.question.toLowerCase()));
    expectUnique(faqs.map((faq) => faq.answer.toLowerCase()));
    for (const product of products) expect(product.faqs.length, product.slug).toBeGreaterThanOrEqual(3);
  });

  it('answer the meeting-room questions people ask: online booking, no contract, cancelling, what is included', () => {
    const faqs = products.find((product) => product.slug === 'meeting-rooms')!.faqs;
    const text = faqs.map((faq) => `${faq.question} ${faq.answer}`).join(' ');
    expect(text).toMatch(/book a room online/i);
    expect(text).toMatch(/no\. each booking stands alone/i);
    expect(text).toMatch(/cancel/i);
    expect(text).toMatch(/what is included/i);
    // Not the units template: no licence, no term, no keys.
    expect(text).not.toMatch(/licence|24-month|month’s notice|keys|fobs/i);
  });

  it('state terms that agree with each price’s note: 24-month terms only beside contract prices', () => {
    for (const product of products) {
      const basis = priceBasisOf(product.slug);
      const text = screenCopy(product);
      if (basis === 'contract') {
        expect(text, product.slug).not.toMatch(/month’s notice|month's notice|no contract|no long contract/i);
        // Each rent's term is answered on its own page, in its own words.
        expect(text, product.slug).toMatch(/24-month/);
      } else {
        expect(text, product.slug).not.toMatch(/24-month/);
      }
    }
    expect(priceBasisOf('meeting-rooms')).toBe('booking');
    expect(priceBasisOf('coworking-spaces')).toBe('membership');
    expect(priceBasisOf('workshops')).toBe('contract');
    expect(priceNotes.booking).toMatch(/per booking, with no contract/);
    expect(priceNotes.membership).toMatch(/per person per month/);
  });

  it('make the over-10,000-rooms claim once on the meeting-rooms page, and nowhere else among the types', () => {
    for (const product of products) {
      const count = screenCopy(product).match(/10,000/g)?.length ?? 0;
      expect(count, product.slug).toBe(product.slug === 'meeting-rooms' ? 1 : 0);
    }
  });

  it('vary the heroes: no two types share a headline line or an opening', () => {
    expectUnique(
      products.flatMap((product) => product.headline.map((segment) => segment.text.toLowerCase())),
    );
    expectUnique(
      products.map((product) => product.description.split(' ').slice(0, 3).join(' ').toLowerCase()),
    );
  });

  it('every type is offered by at least one centre', () => {
    for (const product of products) {
      expect(centresOffering(product.slug).length, product.slug).toBeGreaterThan(0);
    }
  });
});

describe('case studies', () => {
  it('number at least six, with unique slugs and different unit types', () => {
    expect(caseStudies.length).toBeGreaterThanOrEqual(6);
    expectUnique(caseStudies.map((study) => study.slug));
    expectUnique(caseStudies.map((study) => study.workspaceType));
    expectUnique(caseStudies.map((study) => study.business));
  });

  it('are set in real centres that offer their workspace type', () => {
    for (const study of caseStudies) {
      expect(centreTowns.some((centre) => centre.slug === study.centre)).toBe(true);
      expect(centresOffering(study.workspaceType).map((centre) => centre.slug)).toContain(study.centre);
    }
  });
});

describe('brand and audience content', () => {
  it('points at existing images', () => {
    expectImageExists(benefits.images.desktop.src);
    expectImageExists(benefits.images.mobile.src);
    expectImageExists(reviews.image.src);
    for (const page of audiencePages) expectImageExists(page.image);
  });

  it('has unique ids and headings', () => {
    expectUnique(benefits.items.map((item) => item.id));
    expectUnique(whyReasons.map((item) => item.id));
    expectUnique(aboutStory.map((section) => section.heading));
    expectUnique(audiencePages.map((page) => page.path));
  });

  it('links only to registered routes', () => {
    for (const page of audiencePages) {
      expectRegisteredRoute(page.path);
      for (const link of page.links) expectRegisteredRoute(link.href);
    }
    for (const item of [...primaryNav, ...footerNav.flatMap((group) => group.links)])
      expectRegisteredRoute(item.href);
  });
});

describe('careers', () => {
  it('lists roles with unique references, a location and a type', () => {
    expect(jobs.length).toBeGreaterThan(0);
    expectUnique(jobs.map((job) => job.id));
    for (const job of jobs) {
      expect(job.location.length).toBeGreaterThan(2);
      expect(job.type).toBeTruthy();
    }
  });
});

describe('legal copy', () => {
  // Which cookies the site sets, and for how long, is checked against a real browser's cookie jar
  // in tests/e2e/cookie-policy.spec.ts, not against a copy of this list.
  it('tells people how to reopen the banner', () => {
    expect(cookiePolicy.flatMap((section) => section.paragraphs).join(' ')).toContain('“Cookie settings”');
  });

  it('covers what an enquiry stores, for how long, who receives it and every UK GDPR right', () => {
    const text = privacyNotice
      .flatMap((section) => [...section.paragraphs, ...(section.list ?? [])])
      .join(' ');
    for (const phrase of [
      'name, email address and phone number',
      'company name',
      'your message',
      'workspace type and centre',
      'the page',
      'marketing channel',
      '24 months after our last contact',
      'CRM webhook and by email',
      'rectification',
      'erased',
      'restrict',
      'object',
      'portability',
      'Information Commissioner',
      site.privacyEmail,
    ]) {
      expect(text, phrase).toContain(phrase);
    }
  });

  it('has unique section ids on every legal page', () => {
    for (const page of [cookiePolicy, privacyNotice, termsOfService])
      expectUnique(page.map((section) => section.id));
  });

  it('never reuses an id the site layout already holds on every page', () => {
    const layoutIds = ['main', 'contact', 'contact-heading'];
    for (const page of [cookiePolicy, privacyNotice, termsOfService]) {
      for (const section of page) expect(layoutIds, section.id).not.toContain(section.id);
    }
  });
});
