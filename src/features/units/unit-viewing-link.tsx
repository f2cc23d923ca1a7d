import type { Unit } from '@/domain/units';
import { viewingPagePath } from '@/domain/viewing/viewing-schema';

const linkClasses = 'link inline-flex min-h-11 items-center font-semibold';

/*
 * "Book a viewing" of one unit, a plain anchor like every public link (decision 0037); the viewing
 * form is never fetched ahead. `className` is empty where the list's stylesheet styles its links.
 */
export function UnitViewingLink({
  unit,
  className = linkClasses,
}: {
  unit: Pick<Unit, 'centre' | 'reference' | 'name'>;
  className?: string;
}) {
  return (
    <a className={className || undefined} href={viewingPagePath(unit.centre, unit.reference)} data-testid="book-viewing">
      Book a viewing<span className="sr-only">{` of ${unit.name}, ${unit.reference}`}</span>
    </a>
  );
}
