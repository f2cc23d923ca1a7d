import type { Field } from 'payload';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'payload';
import { publishedProductSchema } from '@/domain/products';
import { WorkspaceTypes } from './collections/workspace-types';
import { WhyPageCopy } from './globals/page-copy';
import { editorFacingPath, humanisePath, labelOfFieldPath } from './field-labels';
import { validatePublishedWith } from './validate-with';
import { docToProduct, productToDoc, type WorkspaceTypeDoc } from './mapping';
import { seedProducts } from './seed/products';

const typeFields = WorkspaceTypes.fields;

describe('the label of a field path, as the editor sees it', () => {
  it('names fields inside tabs and rows by their labels, without the form hints in brackets', () => {
    expect(labelOfFieldPath(typeFields, 'label')).toBe('Name');
    expect(labelOfFieldPath(typeFields, 'detailParagraphTwo')).toBe('Detail, second paragraph');
    expect(labelOfFieldPath(typeFields, 'typeId')).toBe('Spec id');
  });

  it('numbers array rows from 1, as the admin does, and joins levels with " > "', () => {
    expect(labelOfFieldPath(typeFields, 'faqs.1.answer')).toBe('Questions and answers 2 > Answer');
    expect(labelOfFieldPath(typeFields, 'features.0.text')).toBe('What is included 1 > Text');
    expect(labelOfFieldPath(typeFields, 'headline.2.tone')).toBe('Headline 3 > Colour');
    expect(labelOfFieldPath(typeFields, 'faqs')).toBe('Questions and answers');
  });

  it('names a group and its fields', () => {
    expect(labelOfFieldPath(typeFields, 'facts.power')).toBe('Facts > Power');
  });

  it('knows no label for a path that names no field', () => {
    expect(labelOfFieldPath(typeFields, 'detailParagraphs.1')).toBeUndefined();
    expect(labelOfFieldPath(typeFields, 'faqs.0.nothing')).toBeUndefined();
  });
});

describe('a domain path of the publish check, for the editor', () => {
  const aliases = [
    [/^detailParagraphs\.0/, 'detailParagraphOne'],
    [/^detailParagraphs\.1/, 'detailParagraphTwo'],
  ] as const;

  it('is renamed to the field it comes from, then labelled', () => {
    expect(editorFacingPath(typeFields, 'detailParagraphs.1', aliases)).toEqual({
      path: 'detailParagraphTwo',
      label: 'Detail, second paragraph',
      found: true,
    });
  });

  it('without a field to name, is put in words: never the key', () => {
    expect(editorFacingPath(typeFields, 'detailParagraphs.1')).toEqual({
      path: 'detailParagraphs.1',
      label: 'Detail paragraphs 2',
      found: false,
    });
    expect(humanisePath('familyIntros.business-units')).toBe('Family intros > Business units');
    expect(humanisePath('')).toBe('The page as a whole');
  });

  it('a path deeper than a field is that field', () => {
    expect(editorFacingPath(typeFields, 'headline.0.text.length').label).toBe('Headline 1 > Text');
  });

  it('a global: the why page names its reasons by their link anchor field', () => {
    const why = editorFacingPath(WhyPageCopy.fields as Field[], 'reasons.1.id', [
      [/^reasons\.(\d+)\.id/, 'reasons.$1.anchor'],
    ]);
    expect(why.found).toBe(true);
    expect(why.path).toBe('reasons.1.anchor');
    expect(why.label).toMatch(/ 2 > /);
  });
});

describe('the publish check refuses with labels', () => {
  it('a too-short second detail paragraph is named "Detail, second paragraph" in the error and its message', () => {
    const seeded = productToDoc(seedProducts[0]!, 'workshop');
    expect(publishedProductSchema.safeParse(docToProduct(seeded)).success).toBe(true);
    const doc = {
      ...seeded,
      detailParagraphTwo: 'Too short.',
      _status: 'published',
    } as unknown as WorkspaceTypeDoc;
    expect(publishedProductSchema.safeParse(docToProduct(doc)).success).toBe(false);
    const hook = validatePublishedWith(
      publishedProductSchema,
      (data) => docToProduct(data as unknown as WorkspaceTypeDoc),
      'workspace-types',
      [[/^detailParagraphs\.1/, 'detailParagraphTwo']],
    );
    let thrown: unknown;
    try {
      hook({ data: doc, originalDoc: undefined, collection: WorkspaceTypes, operation: 'update' } as never);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationError);
    const error = thrown as ValidationError;
    expect(error.message).toContain('Detail, second paragraph');
    expect(error.message).not.toContain('detailParagraphs');
    expect(error.data.errors).toEqual([
      expect.objectContaining({ path: 'detailParagraphTwo', label: 'Detail, second paragraph' }),
    ]);
  });
});
