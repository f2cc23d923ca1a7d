import { createHash } from 'node:crypto';

/*
 * The inline code a document carries, read from its HTML as the browser will parse it, so a
 * Content-Security-Policy can allow exactly that code by hash instead of 'unsafe-inline'
 * (docs/decisions/0020-strict-csp.md). Written for HTML that React renders: React escapes `<`, `>`
 * and quotes in attribute values and `<` inside script data (Next's flight data and our JSON-LD are
 * serialised with `<` escaped), so an element never ends early and `<!--` never starts the
 * tokenizer's "script data escaped" state. Scripts inside inline SVG are not supported (their
 * text would be entity-decoded before hashing); we render none.
 */

export type InlineCode = {
  /** The text of each inline script the browser would run, in document order. */
  readonly scripts: readonly string[];
  /** The text of each `<style>` element. */
  readonly styles: readonly string[];
  /** Whether any element has a style attribute (hashes cannot allow one without 'unsafe-hashes'). */
  readonly styleAttributes: boolean;
};

const scriptElement = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script(?=[\s/>])[^>]*>/gi;
const styleElement = /<style\b(?:[^>"']|"[^"]*"|'[^']*')*>([\s\S]*?)<\/style(?=[\s/>])[^>]*>/gi;
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const startTag = /<[a-z][^\s/>]*((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;

/*
 * The HTML standard runs a script whose type is missing, empty, a JavaScript MIME type or
 * "module"; any other type is a data block (JSON-LD), which a policy does not govern. Import maps
 * and speculation rules are not run as scripts but are still checked against script-src.
 */
const javaScriptTypes = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
  'module',
  'importmap',
  'speculationrules',
]);

function attributesOf(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(attribute)) {
    const name = match[1]?.toLowerCase();
    if (name && !found.has(name)) found.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

function isCheckedInlineScript(attributes: Map<string, string>): boolean {
  if (attributes.has('src')) return false;
  const type = attributes.get('type')?.trim().toLowerCase();
  return !type || javaScriptTypes.has(type);
}

/* The browser hashes the text after its input stream turned every CR LF and lone CR into LF. */
const normalisedNewlines = (text: string) => text.replace(/\r\n?/g, '\n');

export function inlineCode(html: string): InlineCode {
  const scripts: string[] = [];
  for (const match of html.matchAll(scriptElement)) {
    if (isCheckedInlineScript(attributesOf(match[1] ?? ''))) scripts.push(normalisedNewlines(match[2] ?? ''));
  }
  const styles = [...html.matchAll(styleElement)].map((match) => normalisedNewlines(match[1] ?? ''));
  // Script and style text is not markup: a "style=" inside it is not an attribute.
  const markup = html.replace(scriptElement, '').replace(styleElement, '');
  // Most pages have no "style=" at all; only those pay for reading every tag's attributes.
  const styleAttributes =
    /\sstyle\s*=/i.test(markup) &&
    [...markup.matchAll(startTag)].some((tag) => attributesOf(tag[1] ?? '').has('style'));
  return { scripts, styles, styleAttributes };
}

/** The CSP source expression that allows exactly this text: 'sha256-<base64>'. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
