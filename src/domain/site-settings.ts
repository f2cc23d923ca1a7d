import { z } from 'zod';
import { site } from './site';
import { standardVatRatePercent, vatRatePercentSchema } from './vat';

/*
 * What the advisors' desk changes without a developer: the number visitors ring, the hours it is
 * answered, the address enquiries by email go to, the VAT rate. Edited in the CMS; seeded from the site config
 * (src/cms/seed/site-settings.ts).
 */
export const siteSettingsSchema = z.object({
  advisorPhone: z.object({
    e164: z
      .string()
      .regex(
        /^\+44[1-9][0-9]{8,9}$/,
        `Give the number in international form, e.g. ${site.advisorPhone.e164}`,
      ),
    display: z
      .string()
      .min(9)
      .max(20)
      .regex(/^[+0-9 ]+$/, 'Digits, spaces and a leading + only'),
    hours: z.string().min(5).max(80),
  }),
  salesEmail: z.email().max(120),
  /** VAT added to prices shown ex VAT (virtual-office plans); applied by withVat (vat.ts). */
  vatRatePercent: vatRatePercentSchema.default(standardVatRatePercent),
  /**
   * Whether business units' rents are shown before VAT ("+ VAT") or with it ("inc. VAT"); serviced
   * workspace is always quoted before VAT (src/domain/prices.ts).
   */
  businessUnitsExVat: z.boolean().default(true),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
