import type { Field } from 'payload';

/*
 * Every validation message names the field as the editor sees it. Payload labels its own field
 * checks ("Questions and answers 2 > Question"); the publish check (src/cms/validate-with.ts) runs
 * the site's zod schemas on the domain shape, whose paths are keys ("detailParagraphs.1"). These
 * turn such a path into the field an editor knows: the domain path is first renamed to the CMS
 * field it comes from (where the two differ), then walked through the collection's fields for
 * their labels, in Payload's own format. A path with no field (a rule across fields) is named in
 * plain words from its keys instead, never as a key.
 */

/** A domain path (dot-separated) renamed to its CMS field path, e.g. detailParagraphs.1 -> detailParagraphTwo. */
export type PathAlias = readonly [pattern: RegExp, replacement: string];

/** Where the label of a path was found, and the CMS path the admin highlights. */
export type EditorFacingPath = { readonly path: string; readonly label: string; readonly found: boolean };

type LabelledField = { name?: string; label?: unknown; type: string; fields?: Field[]; tabs?: unknown[] };

/* Hints written in brackets after a label ("(2 to 6)", "(fixed)") are for the form, not for a message. */
const withoutHint = (label: string) => label.replace(/\s*\([^)]*\)\s*$/, '').trim();

function labelText(field: LabelledField): string | undefined {
  if (typeof field.label === 'string') return withoutHint(field.label);
  if (field.label && typeof field.label === 'object') {
    const first = Object.values(field.label as Record<string, unknown>)[0];
    if (typeof first === 'string') return withoutHint(first);
  }
  return field.name ? humaniseKey(field.name) : undefined;
}

/** The named fields reachable at one level: rows, collapsibles and unnamed tabs hold their fields flat. */
function namedFieldsOf(fields: readonly Field[]): LabelledField[] {
  return (fields as LabelledField[]).flatMap((field) => {
    if (field.name) return [field];
    if (field.type === 'tabs') {
      return (field.tabs ?? []).flatMap((tab) => {
        const { name, fields: tabFields } = tab as { name?: string; fields?: Field[] };
        return name
          ? [{ ...(tab as object), type: 'group', name } as LabelledField]
          : namedFieldsOf(tabFields ?? []);
      });
    }
    return field.fields ? namedFieldsOf(field.fields) : [];
  });
}

/**
 * The label of a CMS field path, as Payload writes it: groups and fields by label, array rows by
 * their number from 1, joined by " > ". Undefined when a segment names no field.
 */
export function labelOfFieldPath(fields: readonly Field[], path: string): string | undefined {
  const segments = path.split('.').filter(Boolean);
  const parts: string[] = [];
  let level: readonly Field[] = fields;
  for (let index = 0; index < segments.length; index += 1) {
    const field = namedFieldsOf(level).find((candidate) => candidate.name === segments[index]);
    if (!field) return undefined;
    const label = labelText(field) ?? segments[index]!;
    const next = segments[index + 1];
    if ((field.type === 'array' || field.type === 'blocks') && next !== undefined && /^\d+$/.test(next)) {
      parts.push(`${label} ${Number(next) + 1}`);
      index += 1;
    } else if (field.type === 'group' || field.type === 'array' || field.type === 'collapsible') {
      parts.push(label);
    } else {
      // A leaf: anything after it (a select's value list index) belongs to the same field.
      parts.push(label);
      return parts.join(' > ');
    }
    level = field.fields ?? [];
  }
  return parts.length ? parts.join(' > ') : undefined;
}

/** "detailParagraphs" -> "Detail paragraphs", "business-units" -> "Business units". */
export function humaniseKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A path in plain words: "detailParagraphs.1" -> "Detail paragraphs 2", "faqs.0.answer" -> "Faqs 1 > Answer". */
export function humanisePath(path: string): string {
  const parts: string[] = [];
  for (const segment of path.split('.').filter(Boolean)) {
    if (/^\d+$/.test(segment) && parts.length) parts[parts.length - 1] += ` ${Number(segment) + 1}`;
    else parts.push(humaniseKey(segment));
  }
  return parts.join(' > ') || 'The page as a whole';
}

/** The field an editor knows for a domain path of the publish check. */
export function editorFacingPath(
  fields: readonly Field[],
  domainPath: string,
  aliases: readonly PathAlias[] = [],
): EditorFacingPath {
  const alias = aliases.find(([pattern]) => pattern.test(domainPath));
  const path = alias ? domainPath.replace(alias[0], alias[1]) : domainPath;
  // The longest prefix that names a field: "headline.0.text.length" is still the headline's text.
  const segments = path.split('.');
  for (let end = segments.length; end > 0; end -= 1) {
    const candidate = segments.slice(0, end).join('.');
    const label = labelOfFieldPath(fields, candidate);
    if (label) return { path: candidate, label, found: true };
  }
  return { path: path || 'document', label: humanisePath(path), found: false };
}
