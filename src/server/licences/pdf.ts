import 'server-only';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { licenceBlocks } from '@/domain/licence/template';
import { licenceEventLabels, type LicenceEvent } from '@/domain/licence/status';
import { businessTimeZone } from '@/lib/calendar-date';

/*
 * The signed licence as a PDF (pdf-lib: no browser in the request path): the merged text as signed,
 * then an audit page with who signed, when (UTC and UK time), their email, the SHA-256 of the signed
 * text and the events. Rendered from the stored row only, so it can be rendered again (a retry, a
 * countersigned copy) and say the same.
 */

export type LicencePdfInput = {
  readonly reference: string;
  readonly title: string;
  readonly signedText: string;
  readonly signedTextSha256: string;
  readonly templateVersion: number;
  readonly signatoryName: string;
  readonly signatoryRole: string;
  readonly tenantName: string;
  readonly email: string;
  readonly signatureName: string;
  readonly signedAt: Date;
  readonly events: readonly LicenceEvent[];
  readonly countersigned?: { readonly by: string; readonly at: Date } | undefined;
};

const pageSize: [number, number] = [595.28, 841.89]; // A4 in points
const margin = 56;
const ink = rgb(0.07, 0.12, 0.24);
const muted = rgb(0.3, 0.33, 0.4);

/*
 * The standard fonts encode WinAnsi only (Latin-1 and a few more: £, €, curly quotes). A character
 * outside it (a name in another script) is shown by its base letter where it has one, else as "?";
 * the audit hash is of the exact text as signed, which the stored row keeps.
 */
/* Letters with no decomposition to a base letter. */
const baseLetters: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

function printable(font: PDFFont, text: string): string {
  let out = '';
  for (const char of text.replace(/\t/g, ' ')) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      const base = baseLetters[char] ?? char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      let fallback = '?';
      try {
        if (base && base !== char) {
          font.encodeText(base);
          fallback = base;
        }
      } catch {
        /* keep "?" */
      }
      out += fallback;
    }
  }
  return out;
}

function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraphLine of text.split('\n')) {
    let line = '';
    for (const word of paragraphLine.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

class Writer {
  #page!: PDFPage;
  #y = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.newPage();
  }
  newPage() {
    this.#page = this.doc.addPage(pageSize);
    this.#y = pageSize[1] - margin;
    this.#page.drawText(printable(this.regular, this.footer), { x: margin, y: 28, size: 8, font: this.regular, color: muted });
  }
  text(text: string, options: { size?: number; bold?: boolean; gapAfter?: number; color?: typeof ink } = {}) {
    const size = options.size ?? 10.5;
    const font = options.bold ? this.bold : this.regular;
    const leading = size * 1.4;
    for (const line of wrap(font, size, printable(font, text), pageSize[0] - 2 * margin)) {
      if (this.#y - leading < margin) this.newPage();
      this.#y -= leading;
      this.#page.drawText(line, { x: margin, y: this.#y, size, font, color: options.color ?? ink });
    }
    this.#y -= options.gapAfter ?? 6;
  }
}

const ukTime = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: businessTimeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(date);

export async function renderLicencePdf(input: LicencePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${input.title} (${input.reference})`);
  doc.setAuthor('Northlight Business Centres Ltd');
  doc.setSubject(`Licence ${input.reference}, signed by ${input.signatoryName}`);
  doc.setCreationDate(input.signedAt);
  doc.setModificationDate(input.countersigned?.at ?? input.signedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = new Writer(doc, regular, bold, `Northlight Business Centres Ltd · Licence ${input.reference} · template version ${input.templateVersion}`);

  writer.text(input.title, { size: 18, bold: true, gapAfter: 4 });
  writer.text(`Reference ${input.reference}`, { size: 10, color: muted, gapAfter: 14 });
  for (const block of licenceBlocks(input.signedText)) {
    if (block.kind === 'heading') writer.text(block.text, { size: 12.5, bold: true, gapAfter: 2 });
    else writer.text(block.text, { gapAfter: 8 });
  }
  writer.text('Signed for the tenant', { size: 12.5, bold: true, gapAfter: 2 });
  writer.text(`${input.signatureName} (typed), ${input.signatoryRole}, for ${input.tenantName}, on ${ukTime(input.signedAt)}.`);
  if (input.countersigned)
    writer.text(`Countersigned for Northlight Business Centres Ltd by ${input.countersigned.by} on ${ukTime(input.countersigned.at)}.`);

  writer.newPage();
  writer.text('Audit page', { size: 18, bold: true, gapAfter: 10 });
  const rows: [string, string][] = [
    ['Licence', input.reference],
    ['Signed by', `${input.signatoryName}, ${input.signatoryRole}, for ${input.tenantName}`],
    ['Signature (name as typed)', input.signatureName],
    ['Signer’s email', input.email],
    ['Signed at (UTC)', input.signedAt.toISOString()],
    ['Signed at (UK time)', ukTime(input.signedAt)],
    ['SHA-256 of the signed text', input.signedTextSha256],
    ['Template version', String(input.templateVersion)],
    ...(input.countersigned
      ? ([
          ['Countersigned for Northlight Business Centres Ltd by', input.countersigned.by],
          ['Countersigned at (UTC)', input.countersigned.at.toISOString()],
          ['Countersigned at (UK time)', ukTime(input.countersigned.at)],
        ] as [string, string][])
      : []),
  ];
  for (const [label, value] of rows) {
    writer.text(label, { bold: true, size: 10, gapAfter: 0 });
    writer.text(value, { size: 10, gapAfter: 6 });
  }
  writer.text('Events', { size: 12.5, bold: true, gapAfter: 2 });
  for (const event of input.events) {
    const at = new Date(event.at);
    writer.text(`${licenceEventLabels[event.kind]}: ${at.toISOString()} (UK time ${ukTime(at)})`, { size: 10, gapAfter: 2 });
  }
  writer.text(
    'The signature is a simple electronic signature: the signer typed their full name and confirmed that they agree. The SHA-256 fingerprint above identifies the exact text signed; any change to the text gives a different fingerprint.',
    { size: 9, color: muted },
  );
  return doc.save();
}
