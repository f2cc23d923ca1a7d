import { createElement } from 'react';
import { render } from '@react-email/render';
import type { VisitorMailContent, VisitorMailKind } from '@/domain/visitor-mail';
import { plainTextOf, visitorMailModel } from './model';
import { VisitorMail } from './template';

/* A visitor mail's subject, HTML and plain text, from the shared content. */

export type RenderedVisitorMail = { readonly subject: string; readonly html: string; readonly text: string };

export async function renderVisitorMail(content: VisitorMailContent, kind: VisitorMailKind): Promise<RenderedVisitorMail> {
  const model = visitorMailModel(content, kind);
  const html = await render(createElement(VisitorMail, { model }));
  return { subject: model.subjectLine, html, text: plainTextOf(model) };
}
