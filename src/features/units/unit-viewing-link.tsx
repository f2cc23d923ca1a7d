import Link from 'next/link';
import type { Unit } from '@/domain/units';
import { viewingPagePath } from '@/domain/viewing/viewing-schema';

/** "Book a viewing" of one unit: a plain link (no prefetch, so listing pages stay prerendered). */
export function UnitViewingLink({ unit }: { unit: Pick<Unit, 'centre' | 'reference' | 'name'> }) {
  return (
    <Link
      className="link inline-flex min-h-11 items-center font-semibold"
      href={viewingPagePath(unit.centre, unit.reference)}
      prefetch={false}
      data-testid="book-viewing"
    >
      Book a viewing
      <span className="sr-only">
        {' '}
        of {unit.name}, {unit.reference}
      </span>
    </Link>
  );
}
