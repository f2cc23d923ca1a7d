import { draftMode } from 'next/headers';
import { exitPreviewRoute } from '@/domain/preview';
import { LivePreviewLoader } from './live-preview-loader';

/*
 * Shown only to an editor previewing drafts (Next's draft mode, turned on by /api/preview): says
 * the page shows unpublished changes and offers the way back to the published site. Visitors never
 * have draft mode, so for them this renders nothing and the page stays prerendered.
 */
export async function DraftPreviewBar() {
  if (!(await previewing())) return null;
  return (
    <>
      <div
        role="status"
        data-testid="draft-preview-bar"
        className="bg-amber px-4 py-2 text-center text-sm text-ink"
      >
        Preview: this page shows unpublished drafts.{' '}
        <a href={exitPreviewRoute} className="font-semibold underline">
          Leave the preview
        </a>
      </div>
      <LivePreviewLoader />
    </>
  );
}

async function previewing(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    // The global not-found page renders outside a request at build: no draft mode there.
    return false;
  }
}
