/*
 * A unit's reference, as the sales team reads it out and as it travels with an enquiry: the
 * centre's three-letter code, a hyphen, then the unit's own number, e.g. "AND-W04" or "EXE-MR2".
 * Editors type it in the CMS; the enquiry form and API accept only this shape.
 */
export const unitReferencePattern = /^[A-Z]{3}-[A-Z0-9]{1,6}$/;
export const unitReferenceMaxLength = 10;

export function isUnitReference(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length <= unitReferenceMaxLength && unitReferencePattern.test(value)
  );
}
