import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';

/* Types for page-cache-handler.mjs (plain JavaScript, which Next imports by path at run time). */
export declare const documentPolicyKey: symbol;
export default class PageCacheHandler extends FileSystemCache {}
