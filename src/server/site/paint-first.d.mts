/* Types for paint-first.mjs (plain JavaScript: the page cache and the byte budgets import it as it is). */
export declare function paintFirstLoader(chunks: readonly string[]): string;
export declare function paintFirst(html: string): string;
