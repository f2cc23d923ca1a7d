import { createElement } from 'react';
import { render } from '@react-email/render';
import { isAlertMailContent, isWaitlistMailContent, type AnyVisitorMailContent, type VisitorMailKind } from '@/domain/visitor-mail';
import { alertMailModel } from './alert-model';
import { waitlistMailModel } from './waitlist-model';
import { plainTextOf, visitorMailModel, type VisitorMailModel } from './model';
import { VisitorMail } from './template';

/* A visitor mail's subject, HTML and plain text, from the shared content. */

export type RenderedVisitorMail = {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** A subscription's one-click unsubscribe link (List-Unsubscribe), when the mail has one. */
  readonly unsubscribeUrl?: string | undefined;
  /** The text of the pass's QR code, when the mail carries one (sent as an inline PNG). */
  readonly passCode?: string | undefined;
};

function modelOf(content: AnyVisitorMailContent, kind: VisitorMailKind): VisitorMailModel {
  if (isAlertMailContent(content)) return alertMailModel(content);
  if (isWaitlistMailContent(content)) return waitlistMailModel(content);
  if (kind === 'alert' || kind === 'offer') throw new Error(`an alert mail cannot be about a ${content.subject}`);
  if (kind === 'countersigned' || kind === 'refunded') throw new Error(`a licence's mail cannot be about a ${content.subject}`);
  return visitorMailModel(content, kind);
}

export async function renderVisitorMail(content: AnyVisitorMailContent, kind: VisitorMailKind): Promise<RenderedVisitorMail> {
  const model = modelOf(content, kind);
  const html = await render(createElement(VisitorMail, { model }));
  return {
    subject: model.subjectLine,
    html,
    text: plainTextOf(model),
    unsubscribeUrl: model.unsubscribe?.url,
    passCode: model.pass?.code,
  };
}
