import { describe, expect, it } from 'vitest';
import { jobs } from '@/cms/seed/careers';
import { seedHomePage } from '@/cms/seed/page-copy';
import { seedProducts } from '@/cms/seed/products';
import { seedWorkspaceTypeFacts } from '@/cms/seed/seeded-routes';
import { centreTowns } from './centres';
import { jobSchema } from './careers';
import { homePageReadSchema, homePageSchema } from './page-copy';
import { publishedProductReadSchema, publishedProductSchema } from './products';
import { fillCopyTokens } from '@/lib/copy-tokens';

const workshops = seedProducts.find((product) => product.slug === 'workshops')!;
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the publish check on counts and prices in copy', () => {
  it('passes the seed, which states them through copy tokens', () => {
    for (const product of seedProducts)
      expect(messages(publishedProductSchema.safeParse(product))).toEqual([]);
    for (const job of jobs) expect(messages(jobSchema.safeParse(job))).toEqual([]);
  });

  it('refuses a typed price and tells the editor to write {price}', () => {
    const result = publishedProductSchema.safeParse({
      ...workshops,
      metaTitle: 'Workshops to rent from £40 a week',
    });
    expect(messages(result)).toEqual([expect.stringMatching(/^metaTitle: .*\{price\}/)]);
  });

  it('refuses a typed centre count and names {centres} and {centresOffering}', () => {
    const description = `${workshops.description} In ${centreTowns.length} towns.`;
    const result = publishedProductSchema.safeParse({ ...workshops, description });
    expect(messages(result)).toEqual([
      expect.stringMatching(/^description: .*\{centres\}.*\{centresOffering\}/),
    ]);
  });

  it('refuses, for business units, copy that puts the service charge inside the rent', () => {
    const detailParagraphs = [
      workshops.detailParagraphs[0],
      'One licence and one rent cover the unit, service charge and buildings insurance, on a 24-month term.',
    ];
    expect(messages(publishedProductSchema.safeParse({ ...workshops, detailParagraphs }))).toEqual([
      expect.stringMatching(/^detailParagraphs\.1: .*service charge/),
    ]);
    // Serviced space has no service charge on top: its price does include it.
    const offices = seedProducts.find((product) => product.slug === 'office-spaces')!;
    const officeCopy = [
      offices.detailParagraphs[0],
      'The price includes the service charge, cleaning, WiFi and reception, so one monthly payment covers it.',
    ];
    expect(messages(publishedProductSchema.safeParse({ ...offices, detailParagraphs: officeCopy }))).toEqual(
      [],
    );
  });

  it('refuses an unknown copy token', () => {
    const result = publishedProductSchema.safeParse({
      ...workshops,
      metaTitle: 'Workshops from {prise} a week',
    });
    expect(messages(result)).toEqual([expect.stringMatching(/Unknown copy token \{prise\}/)]);
  });

  it('lets a role type its salary but not the centre count', () => {
    const [job] = jobs;
    expect(messages(jobSchema.safeParse({ ...job, salary: '£30,000 a year' }))).toEqual([]);
    const summary = `${job!.summary} Across ${centreTowns.length} centres.`;
    expect(messages(jobSchema.safeParse({ ...job, summary }))).toEqual([
      expect.stringMatching(/^summary: .*\{centres\}/),
    ]);
  });

  it('fills the workshop meta from the data', () => {
    expect(fillCopyTokens(workshops.metaTitle, seedWorkspaceTypeFacts('workshops'))).toBe(
      'Workshops to rent from £40 per week + VAT',
    );
  });
});

describe('content published before the rule', () => {
  it('still reads (pages render it), though it could not be published again as it is', () => {
    const typed = {
      ...seedHomePage,
      intro: 'Workshops, offices and meeting rooms in 29 towns across the south of England.',
    };
    expect(homePageReadSchema.safeParse(typed).success).toBe(true);
    expect(homePageSchema.safeParse(typed).success).toBe(false);
    const workshops = { ...seedProducts[0]!, metaTitle: 'Workshops to rent from £40 a week' };
    expect(publishedProductReadSchema.safeParse(workshops).success).toBe(true);
    expect(publishedProductSchema.safeParse(workshops).success).toBe(false);
  });
});
