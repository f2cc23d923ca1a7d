/** Where the gazetteer is served (gazetteer.ts). Its own module so the finder can name the file without shipping the lookups in its first load. */
export const gazetteerPath = '/data/gb-places.json';
