import { defaultLicenceSettings, type LicenceSettings } from '@/domain/licence/settings';
import type { LicenceFamily } from '@/domain/licence/terms';

/*
 * The licences an empty database starts with (issue 38): one per family, plain English, with the
 * merge fields the flow fills in. The operator's solicitor is expected to review them; editing one
 * in the admin makes a new version and never changes a licence already signed.
 */

const common = {
  parties: `# 1. Who this licence is between

This licence is between {{licensor}} (“we”, “us”) and {{tenant}}, {{tenantKind}}, company number {{companyNumber}}, of {{registeredAddress}} (“you”). It is signed for you by {{signatory}}, {{signatoryRole}} ({{signatoryEmail}}).`,
  money: `# 4. What you pay

The licence fee is {{rent}} a month and the service charge {{serviceCharge}} a month, both before VAT: {{monthlyTotal}} a month with VAT. You pay monthly in advance from the start date, on the {{paymentDay}} of each month, by Direct Debit once it is set up (until then by bank transfer against our invoice). There is no part month: your first payment covers your first whole month.`,
  deposit: `# 5. Deposit

You pay a deposit of {{deposit}} when you sign. We hold it as security for what you owe under this licence and return it, less anything you owe us, within 28 days of the end of the licence. No VAT is charged on the deposit and it earns no interest.`,
  ending: `# 8. Ending the licence

The licence runs for {{term}} from {{start}}. After that it continues month to month until either of us ends it. Either of us may end it by giving {{notice}} notice in writing, ending on or after the end of the term. We may end it at once if you do not pay within 14 days of a reminder, or if you seriously break this licence and do not put it right within 14 days of our notice.`,
  licenceNotLease: `# 9. A licence, not a lease

This is a licence to occupy. It does not create a tenancy, and we keep possession and control of the building. You may not assign it, share the space or let anyone else occupy it without our written consent.`,
  special: `# 10. Special terms

{{specialTerms}}`,
  law: `# 11. Law

This licence is governed by the law of England and Wales, and the courts of England and Wales decide any dispute. It is signed electronically: an electronic signature binds you as a signature on paper would.`,
};

export const seedLicenceTemplates: {
  family: LicenceFamily;
  title: string;
  permittedUse: string;
  body: string;
}[] = [
  {
    family: 'business-units',
    title: 'Licence to occupy a business unit',
    permittedUse: 'Light industrial, storage and trade use within the unit’s planning use class',
    body: [
      common.parties,
      `# 2. The unit

We let you use {{units}} at {{centre}} (“the unit”), with the shared roads, parking and loading areas of the estate as the estate rules allow.`,
      `# 3. Use

You may use the unit for: {{permittedUse}}. You keep within the unit’s planning use, its electricity supply and its floor loading, and you do nothing that causes a nuisance to neighbours.`,
      common.money,
      common.deposit,
      `# 6. Your part

You keep the inside of the unit clean and in the condition it was in at the start, fair wear and tear excepted; you insure your own goods and your liability to others; you tell us promptly of any damage; and you hand the unit back empty and clean when the licence ends. Business rates, and the electricity you use, are yours to pay.`,
      `# 7. Our part

We keep the structure, the roof, the shared areas and the estate’s services in repair, insure the building, and give you access 24 hours a day, every day. We may enter the unit for inspection or repairs on 24 hours’ notice, or at once in an emergency.`,
      common.ending,
      common.licenceNotLease,
      common.special,
      common.law,
    ].join('\n\n'),
  },
  {
    family: 'serviced-offices',
    title: 'Licence to occupy a serviced office',
    permittedUse: 'Office use',
    body: [
      common.parties,
      `# 2. The office

We let you use {{units}} at {{centre}} (“the office”), furnished, with the shared kitchens, meeting areas and reception of the centre.`,
      `# 3. Use

You may use the office for: {{permittedUse}}. The fee includes business rates, heating, lighting, cleaning of shared areas and the centre’s WiFi.`,
      common.money,
      common.deposit,
      `# 6. Your part

You keep the office tidy, insure your own equipment and your liability to others, follow the centre’s house rules and hand the office back as you found it.`,
      `# 7. Our part

We provide the services described above, keep the centre in repair and insured, and give you access 24 hours a day. We may move you to another office of the same size in the centre on one month’s notice, at our cost.`,
      common.ending,
      common.licenceNotLease,
      common.special,
      common.law,
    ].join('\n\n'),
  },
  {
    family: 'coworking',
    title: 'Coworking membership agreement',
    permittedUse: 'Desk-based work',
    body: [
      common.parties,
      `# 2. The membership

Your membership gives you {{units}} at {{centre}}, with the shared kitchens, meeting areas and reception of the centre during its opening hours.`,
      `# 3. Use

You may use the space for: {{permittedUse}}. The fee includes business rates, WiFi, heating, lighting and cleaning.`,
      common.money,
      common.deposit,
      `# 6. Your part

You follow the centre’s house rules, keep your things tidy and insure your own equipment.`,
      `# 7. Our part

We keep the centre open, clean, in repair and insured, and keep the desks your membership includes available to you.`,
      common.ending,
      common.licenceNotLease,
      common.special,
      common.law,
    ].join('\n\n'),
  },
];

/* The bank details are an example until the operator enters theirs (docs/licences.md). */
export const seedLicenceSettings: LicenceSettings = defaultLicenceSettings({
  accountName: 'Northlight Business Centres Ltd',
  bankName: 'Example Bank plc',
  sortCode: '00-00-00',
  accountNumber: '00000000',
});
