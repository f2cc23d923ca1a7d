/*
 * The terms a virtual office is ordered on (issue 41 item 2): the one statement of its minimum
 * term, the notice to end it and what happens when the term is over. The review page states them
 * beside "Place order" and asks for the tick, the server refuses an order without the tick, and
 * the buyer's mails and order page say the same words, all from these figures. Every plan is
 * ordered online on the same terms; the published prices are for this term (the spec's price note:
 * "based on 24-month contracts"), and a shorter term is quoted by an advisor, not ordered here.
 */

export type VirtualOfficeTerms = {
  /** The minimum term, in months, from the start date. */
  readonly termMonths: number;
  /** Notice to end the agreement, in months, given in writing (an email is enough). */
  readonly noticeMonths: number;
};

export const virtualOfficeTerms: VirtualOfficeTerms = { termMonths: 24, noticeMonths: 3 };

/** "24 months", "1 month". */
export const monthsText = (count: number) => `${count} month${count === 1 ? '' : 's'}`;

/** "3 months’ notice", "1 month’s notice". */
export const noticeText = (count: number) => `${count} month${count === 1 ? '’s' : 's’'} notice`;

export type VirtualOfficeTermLines = {
  readonly term: string;
  readonly notice: string;
  readonly renewal: string;
  /** Before the service starts: cancelled online, free of charge. */
  readonly beforeStart: string;
};

/** The terms in words, one sentence each, as the review page, order pages and mails show them. */
export function termLines(terms: VirtualOfficeTerms = virtualOfficeTerms): VirtualOfficeTermLines {
  const term = monthsText(terms.termMonths);
  const notice = noticeText(terms.noticeMonths);
  return {
    term: `A minimum term of ${term} from your start date.`,
    notice: `To end it, give us ${notice} in writing (an email is enough). Notice can end the agreement on the last day of the ${term} or on any day after it.`,
    renewal: `At the end of the minimum term it carries on month by month on the same terms until you or we give ${notice}.`,
    beforeStart: 'Before your service starts, you can cancel free of charge from your order page.',
  };
}

/** The terms as one paragraph (a mail's "Cancellation terms" section, the order page). */
export function termsParagraph(terms: VirtualOfficeTerms = virtualOfficeTerms): string {
  const lines = termLines(terms);
  return [lines.beforeStart, lines.term, lines.notice, lines.renewal].join(' ');
}

/** The form field the review page posts when the buyer ticks the box, and its value. */
export const termsField = { name: 'terms', value: 'agreed' } as const;

export function termsTickLabel(terms: VirtualOfficeTerms = virtualOfficeTerms): string {
  return `I agree to these terms: a minimum term of ${monthsText(terms.termMonths)}, then month by month, ended with ${noticeText(terms.noticeMonths)}.`;
}

export const termsTickError = 'Tick the box to agree to the terms before you place your order.';

/** True when a posted form carries the tick (a box left unticked posts nothing). */
export function agreedToTerms(form: Readonly<Record<string, string | undefined>>): boolean {
  return form[termsField.name] === termsField.value;
}
