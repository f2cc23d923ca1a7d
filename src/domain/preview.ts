import { unitPath } from '@/domain/routes';

/*
 * Live preview (docs/decisions/0032-editors-publish-with-confidence.md, src/cms/preview-route.ts): the admin shows the public
 * page of the document being edited in a frame, at a phone's and a laptop's width. The frame opens
 * /api/preview with the page's path; that route lets only signed-in editors and admins turn on
 * Next's draft mode, in which the content facade reads drafts, and sends them on to the page.
 */

/** The widths the preview offers: a phone (390) and a laptop (1366), the widths the site is checked at. */
export const previewBreakpoints = [
  { name: 'phone', label: 'Phone (390)', width: 390, height: 844 },
  { name: 'laptop', label: 'Laptop (1366)', width: 1366, height: 768 },
] as const;

export const previewRoute = '/api/preview';
export const exitPreviewRoute = '/api/preview/exit';

/** What the public site's paths look like: lower-case words, digits and hyphens between slashes. */
const sitePath = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;
export const previewPathMaxLength = 200;

/** A path the preview may send an editor to: one of this site's own, never another host. */
export function isPreviewablePath(path: unknown): path is string {
  return typeof path === 'string' && path.length <= previewPathMaxLength && sitePath.test(path);
}

type DocData = Record<string, unknown> | undefined;
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The public page that shows a document of a collection, or undefined when it has none yet. */
export function collectionPreviewPath(collection: string, data: DocData): string | undefined {
  const slug = text(data?.slug);
  switch (collection) {
    case 'workspace-types':
      return slug && `/workspaces/${slug}`;
    case 'centres':
      return slug && `/locations/${slug}`;
    case 'units': {
      const centre = text(data?.centre);
      const reference = text(data?.reference);
      return centre && reference ? unitPath({ centre, reference }) : undefined;
    }
    default:
      return undefined;
  }
}

/** The public page a global's copy is on. */
export const globalPreviewPaths: Readonly<Record<string, string>> = {
  'home-page': '/',
  'about-page': '/about-us',
  'why-page': '/why-northlight',
  'legal-pages': '/privacy',
};

/** The address the preview frame opens: the preview route, which checks who asks, then the page. */
export function previewUrl(path: string | undefined): string {
  const target = isPreviewablePath(path) ? path : '/';
  return `${previewRoute}?path=${encodeURIComponent(target)}`;
}
