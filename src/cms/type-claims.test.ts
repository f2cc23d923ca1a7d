import { ValidationError } from 'payload';
import { describe, expect, it } from 'vitest';
import { seedProducts } from '@/cms/seed/products';
import { seedUnits } from '@/cms/seed/units';
import { WorkspaceTypes } from './collections/workspace-types';
import { productToDoc, unitToDoc, type WorkspaceTypeDoc } from './mapping';
import { claimsTrueToTheUnits } from './type-claims';

/* Publishing a workspace type whose copy the listed units contradict is refused, under the field. */

const workshops = seedProducts.find((product) => product.slug === 'workshops')!;
const req = {
  payload: {
    find: ({ where }: { where: { and: [{ workspaceType: { equals: string } }] } }) => {
      // The units' type is an enum in the database: a type with no units must never be asked for.
      if (where.and[0].workspaceType.equals === 'virtual-offices') throw new Error('invalid input value for enum');
      return Promise.resolve({
        docs: seedUnits.filter((unit) => unit.workspaceType === where.and[0].workspaceType.equals).map(unitToDoc),
      });
    },
  },
};
const hook = claimsTrueToTheUnits([[/^detailParagraphs\.0/, 'detailParagraphOne']]);
const publish = (doc: WorkspaceTypeDoc) =>
  hook({ data: { ...doc, _status: 'published' }, originalDoc: undefined, collection: WorkspaceTypes, req, operation: 'update' } as never);

describe('a workspace type’s claims, checked against its listed units on publish', () => {
  it('publishes every seeded type, which the units bear out, and asks nothing of virtual offices', async () => {
    for (const product of seedProducts)
      await expect(publish(productToDoc(product, product.slug)), product.slug).resolves.toBeDefined();
  });

  it('refuses "single-phase as standard" and a size range the units fall outside, naming the fields', async () => {
    const doc = productToDoc(
      {
        ...workshops,
        facts: { ...workshops.facts!, typicalSizes: '250 to 2,500 sq ft', power: 'Single-phase as standard; three-phase 32 A in most units' },
      },
      'workshop',
    );
    const thrown = await publish(doc).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(ValidationError);
    const errors = (thrown as ValidationError).data.errors;
    expect(errors.map((error) => error.path)).toEqual(['facts.typicalSizes', 'facts.power', 'facts.power']);
    expect(errors[0]!.message).toContain('200 to 2,350 sq ft');
    expect(errors[1]!.message).toContain('three-phase');
  });

  it('refuses a count above the listings that does not say where the rest are, and lets drafts be', async () => {
    const rooms = seedProducts.find((product) => product.slug === 'meeting-rooms')!;
    const unexplained = productToDoc(
      { ...rooms, description: 'Over 10,000 meeting rooms bookable by the hour, half day or day, with a screen, fast WiFi and a host.' },
      'meeting-room',
    );
    await expect(publish(unexplained)).rejects.toBeInstanceOf(ValidationError);
    await expect(publish(productToDoc(rooms, 'meeting-room'))).resolves.toBeDefined();
    await expect(
      hook({ data: { ...unexplained, _status: 'draft' }, collection: WorkspaceTypes, req, operation: 'update' } as never),
    ).resolves.toBeDefined();
  });
});
