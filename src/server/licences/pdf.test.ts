import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { renderLicencePdf } from './pdf';
import { signedTextSha256 } from './store';

async function textOf(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocument({
    data: pdf.slice(),
    isEvalSupported: false,
    standardFontDataUrl: `${path.join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts')}/`,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

const signedText = `# Parties

This licence is between Northlight Business Centres Ltd and Acme Joinery Ltd for AND-W04, Workshop 4 (600 sq ft) at Northlight Andover.

# Rent

The rent is £320.67 a month, plus VAT, paid monthly in advance. ${'The tenant keeps the unit clean and tidy. '.repeat(120)}`;

describe('the signed licence PDF', () => {
  it('carries the tenant, the unit, the rent and an audit page with the hash, in UK and UTC time', async () => {
    const sha = signedTextSha256(signedText);
    const pdf = await renderLicencePdf({
      reference: 'NL-ABCD-EFGH',
      title: 'Licence to occupy a business unit',
      signedText,
      signedTextSha256: sha,
      templateVersion: 3,
      signatoryName: 'Zoë Łukasiewicz',
      signatoryRole: 'Director',
      tenantName: 'Acme Joinery Ltd',
      email: 'zoe@example.co.uk',
      signatureName: 'Zoë Łukasiewicz',
      signedAt: new Date('2026-07-01T08:30:00Z'),
      events: [
        { kind: 'offer-opened', at: '2026-07-01T08:20:00.000Z' },
        { kind: 'signed', at: '2026-07-01T08:30:00.000Z' },
      ],
    });
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const pages = await textOf(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3); // the long text runs over a page, then the audit page
    const all = pages.join('\n');
    expect(all).toContain('Acme Joinery Ltd');
    expect(all).toContain('AND-W04');
    expect(all).toContain('£320.67');
    const audit = pages.at(-1)!;
    expect(audit).toContain('Audit page');
    expect(audit).toContain(sha);
    expect(audit).toContain('zoe@example.co.uk');
    expect(audit).toContain('2026-07-01T08:30:00.000Z');
    // 08:30 UTC in July is 09:30 British Summer Time.
    expect(audit).toMatch(/09:30:00 BST/);
    // A letter outside the PDF's fonts is shown by its base letter, never dropped.
    expect(audit).toContain('Zoë Lukasiewicz');
    expect(audit).not.toContain('Countersigned');
  });

  it('puts the countersignature, and every event up to it, on the countersigned copy’s audit page', async () => {
    const pdf = await renderLicencePdf({
      reference: 'NL-ABCD-EFGH',
      title: 'Licence to occupy a business unit',
      signedText,
      signedTextSha256: signedTextSha256(signedText),
      templateVersion: 3,
      signatoryName: 'Ada Lovelace',
      signatoryRole: 'Director',
      tenantName: 'Acme Joinery Ltd',
      email: 'ada@example.co.uk',
      signatureName: 'Ada Lovelace',
      signedAt: new Date('2026-07-01T08:30:00Z'),
      events: [
        { kind: 'offer-opened', at: '2026-07-01T08:20:00.000Z' },
        { kind: 'signed', at: '2026-07-01T08:30:00.000Z' },
        { kind: 'paid', at: '2026-07-01T08:40:00.000Z' },
        { kind: 'mandate', at: '2026-07-01T08:45:00.000Z' },
        { kind: 'verified', at: '2026-07-02T10:00:00.000Z' },
        { kind: 'countersigned', at: '2026-12-01T14:05:00.000Z' },
      ],
      countersigned: { by: 'Priya Shah', at: new Date('2026-12-01T14:05:00Z') },
    });
    const audit = (await textOf(pdf)).at(-1)!;
    expect(audit).toContain('Countersigned for Northlight Business Centres Ltd by');
    expect(audit).toContain('Priya Shah');
    expect(audit).toContain('2026-12-01T14:05:00.000Z');
    // December: UK time is GMT, the same hour as UTC.
    expect(audit).toMatch(/14:05:00 GMT/);
    for (const label of ['Offer opened', 'Signed', 'Deposit and first month paid', 'Monthly rent payments set up', 'Identity verified', 'Countersigned'])
      expect(audit).toContain(label);
  });
});
