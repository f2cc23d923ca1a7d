import type { LivePreviewConfig } from 'payload';
import { collectionPreviewPath, globalPreviewPaths, previewBreakpoints, previewUrl } from '@/domain/preview';

/*
 * The admin's live preview: the public page of the document being edited, in a frame, at a phone's
 * and a laptop's width. The frame opens /api/preview (src/cms/preview-route.ts), which lets only
 * editors and admins see drafts; saving a draft re-renders the frame (src/features/preview).
 */
export const previewedCollections = ['workspace-types', 'centres', 'units'] as const;
export const previewedGlobals = Object.keys(globalPreviewPaths);

export const cmsLivePreview: LivePreviewConfig & { collections: string[]; globals: string[] } = {
  breakpoints: previewBreakpoints.map((breakpoint) => ({ ...breakpoint })),
  collections: [...previewedCollections],
  globals: previewedGlobals,
  url: ({ data, collectionConfig, globalConfig }) => {
    if (collectionConfig) {
      const path = collectionPreviewPath(collectionConfig.slug, data);
      return path ? previewUrl(path) : null;
    }
    const path = globalConfig ? globalPreviewPaths[globalConfig.slug] : undefined;
    return path ? previewUrl(path) : null;
  },
};
