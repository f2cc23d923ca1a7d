/**
 * Text as a reader compares two pieces of copy: case, spacing and closing punctuation do not make
 * them different. Used where copy must not repeat another page's (hero lines, FAQ answers).
 */
export const comparableText = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.!?]+$/, '')
    .trim();
