/*
 * A licence template: the text staff write in the CMS, with merge fields in double braces
 * ({{tenant}}), headings on lines starting "# " and paragraphs separated by a blank line. Merging
 * gives the exact text a tenant reads and signs; the signed licence keeps that text (its SHA-256 is
 * on the audit page), so a later edit of the template never changes a licence already signed.
 */

export const licenceMergeFields = {
  licensor: 'The operator’s legal name',
  tenant: 'The tenant: the company, LLP or sole trader',
  tenantKind: 'Limited company, LLP or sole trader',
  companyNumber: 'Companies House number (or “not given”)',
  registeredAddress: 'The tenant’s registered address',
  signatory: 'The person signing',
  signatoryRole: 'Their role',
  signatoryEmail: 'Their email',
  units: 'The unit(s): reference, name and size',
  centre: 'The centre and its address',
  start: 'The start date',
  term: 'The term, in months',
  rent: 'Rent a month, before VAT',
  serviceCharge: 'Service charge a month, before VAT',
  monthlyTotal: 'Rent and service charge a month, with VAT',
  deposit: 'The deposit',
  notice: 'Notice to end the licence',
  permittedUse: 'What the space may be used for',
  specialTerms: 'Special terms (or “None”)',
  paymentDay: 'The day of the month rent is collected',
} as const;
export type LicenceMergeField = keyof typeof licenceMergeFields;
export type LicenceMergeValues = Record<LicenceMergeField, string>;

const fieldPattern = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

export const licenceTemplateMaxLength = 40_000;

/** What is wrong with a template as staff wrote it: unknown fields, braces left open. */
export function licenceTemplateProblems(body: string): string[] {
  const problems: string[] = [];
  if (body.trim().length < 200) problems.push('Write the licence in full: it is under 200 characters.');
  if (body.length > licenceTemplateMaxLength)
    problems.push(`Keep the licence under ${licenceTemplateMaxLength.toLocaleString('en-GB')} characters.`);
  const unknown = new Set<string>();
  for (const [, name] of body.matchAll(fieldPattern))
    if (!(name! in licenceMergeFields)) unknown.add(name!);
  if (unknown.size > 0)
    problems.push(
      `Unknown merge field${unknown.size > 1 ? 's' : ''}: ${[...unknown].map((name) => `{{${name}}}`).join(', ')}. Use one of: ${Object.keys(licenceMergeFields).map((name) => `{{${name}}}`).join(', ')}.`,
    );
  const withoutFields = body.replace(fieldPattern, '');
  if (withoutFields.includes('{{') || withoutFields.includes('}}'))
    problems.push('A merge field is not closed: write it as {{tenant}}.');
  for (const needed of ['tenant', 'units', 'rent', 'start', 'term'] as const)
    if (!new RegExp(`\\{\\{\\s*${needed}\\s*\\}\\}`).test(body))
      problems.push(`The licence must name {{${needed}}}.`);
  return problems;
}

/** The template with every field filled in: the text as signed. */
export function mergeLicence(body: string, values: LicenceMergeValues): string {
  return body
    .replace(/\r\n?/g, '\n')
    .replace(fieldPattern, (whole, name: string) =>
      name in licenceMergeFields ? values[name as LicenceMergeField] : whole,
    )
    .trim();
}

export type LicenceBlock = { readonly kind: 'heading' | 'paragraph'; readonly text: string };

/** The merged text as headings and paragraphs: the page and the PDF lay it out alike. */
export function licenceBlocks(text: string): LicenceBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .flatMap((block): LicenceBlock[] => {
      const lines = block.split('\n');
      const first = lines[0]!;
      if (!first.startsWith('# ')) return [{ kind: 'paragraph', text: lines.join('\n') }];
      const rest = lines.slice(1).join('\n').trim();
      return [
        { kind: 'heading', text: first.slice(2).trim() },
        ...(rest ? [{ kind: 'paragraph' as const, text: rest }] : []),
      ];
    });
}
