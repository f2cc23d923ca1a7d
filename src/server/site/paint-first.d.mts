/* Types for paint-first.mjs (plain JavaScript: the page cache and the byte budgets import it as it is). */
export declare const paintFirstLoader: string;
export declare function paintFirst(html: string): string;
