/*
 * What the site says about Northlight in numbers, in place of reviews: facts a visitor can check
 * on the next page, each counted from the published data at render time and linked to the list
 * it counts. Nothing here is typed: no customer counts, no "trusted by", no ratings
 * (docs/decisions/0013-honest-reviews.md).
 */

/** The amenity "24/7 access" (src/domain/amenities.ts). */
const allHoursAccess = 8;

export type OperatorFact = {
  readonly id: 'centres' | 'units' | 'rooms' | 'all-hours';
  readonly figure: string;
  readonly label: string;
  /** The page that lists what the figure counts. */
  readonly href: string;
};

export type OperatorFactsInput = {
  readonly centres: readonly { readonly amenityIds: readonly number[] }[];
  /** Listed units (published, not let) across every centre. */
  readonly listedUnits: number;
  /** Meeting rooms bookable online (src/content getBookableRooms). */
  readonly bookableRooms: number;
};

const count = (value: number) => value.toLocaleString('en-GB');
const plural = (value: number, one: string, many: string) => (value === 1 ? one : many);

/** The facts in the order pages show them; a count of zero is left out rather than shown. */
export function operatorFacts(input: OperatorFactsInput): readonly OperatorFact[] {
  const centres = input.centres.length;
  const allHours = input.centres.filter((centre) => centre.amenityIds.includes(allHoursAccess)).length;
  const facts: (OperatorFact | false)[] = [
    centres > 0 && {
      id: 'centres',
      figure: count(centres),
      label: plural(centres, 'town with a Northlight centre', 'towns with a Northlight centre'),
      href: '/locations',
    },
    input.listedUnits > 0 && {
      id: 'units',
      figure: count(input.listedUnits),
      label: plural(
        input.listedUnits,
        'space listed here with its size and rent',
        'spaces listed here with their size and rent',
      ),
      href: '/workspaces',
    },
    input.bookableRooms > 0 && {
      id: 'rooms',
      figure: count(input.bookableRooms),
      label: plural(
        input.bookableRooms,
        'meeting room at our own centres to book online',
        'meeting rooms at our own centres to book online',
      ),
      href: '/book',
    },
    allHours > 0 && {
      id: 'all-hours',
      figure: count(allHours),
      label: plural(allHours, 'centre with 24/7 access', 'centres with 24/7 access'),
      href: '/locations',
    },
  ];
  return facts.filter((fact): fact is OperatorFact => fact !== false);
}
