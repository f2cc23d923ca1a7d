import { readFileSync } from 'node:fs';
import path from 'node:path';
import { timingSafeEqual } from 'node:crypto';

/*
 * Whether a request is an editor's draft preview, for the proxy (src/proxy.ts), which runs before
 * the page and cannot ask draftMode(). Next's draft-mode cookie holds the build's preview id, which
 * Next keeps in its prerender manifest; a cookie from an earlier build (the editor previewed before
 * a deploy) no longer matches, and its pages are served prerendered, with their own policy.
 */
export const draftModeCookieName = '__prerender_bypass';

let previewModeId: string | null | undefined;

function buildPreviewModeId(): string | null {
  if (previewModeId !== undefined) return previewModeId;
  try {
    const distDir = process.env.NEXT_DIST_DIR || '.next';
    const manifest = JSON.parse(
      readFileSync(path.join(process.cwd(), distDir, 'prerender-manifest.json'), 'utf8'),
    ) as {
      preview?: { previewModeId?: unknown };
    };
    const id = manifest.preview?.previewModeId;
    previewModeId = typeof id === 'string' && id ? id : null;
  } catch {
    previewModeId = null;
  }
  return previewModeId;
}

/** True when the cookie is this build's draft-mode cookie (the same test draftMode() makes). */
export function isDraftModeCookie(value: string | undefined, expected = buildPreviewModeId()): boolean {
  if (!value || !expected || value.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(value), Buffer.from(expected));
}
