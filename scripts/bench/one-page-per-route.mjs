/**
 * The first page of each route a Next build knows (its routes-manifest.json): the unit pages share
 * one template, and one measurement of it says what a second would, at a fraction of the time.
 * A path no route matches is kept as a route of its own.
 *
 * @param {string[]} paths
 * @param {{ staticRoutes: { page: string }[], dynamicRoutes: { page: string, regex: string }[] }} manifest
 * @returns {string[]}
 */
export function onePagePerRoute(paths, manifest) {
  const staticPages = new Set(manifest.staticRoutes.map((route) => route.page));
  const dynamicRoutes = manifest.dynamicRoutes.map((route) => ({
    page: route.page,
    regex: new RegExp(route.regex),
  }));
  const seen = new Set();
  return paths.filter((page) => {
    const route = staticPages.has(page)
      ? page
      : (dynamicRoutes.find(({ regex }) => regex.test(page))?.page ?? page);
    if (seen.has(route)) return false;
    seen.add(route);
    return true;
  });
}
