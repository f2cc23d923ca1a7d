import type { Unit } from '@/domain/units';
import { viewingPagePath } from '@/domain/viewing/viewing-schema';

const linkClasses = 'link inline-flex min-h-11 items-center font-semibold';

/*
 * "Book a viewing" of one unit. A plain anchor, not next/link: a list renders dozens of these, and each
 * next/link is a client component React must hydrate; the viewing page is a full page load either way
 * (no prefetch, so listing pages stay prerendered). `className` is empty where the list's stylesheet
 * styles its links.
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
