/*
 * The shape of an enquiry reference, "NL-" and two groups of four Crockford base-32 characters
 * (no I, L, O or U). The server makes references to it; the confirmation page only echoes a
 * reference of this shape.
 */
export const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const referencePattern = /^NL-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
