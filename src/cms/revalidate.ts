import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload';

/*
 * Publishing without a rebuild. Public pages are prerendered at build; when an editor publishes,
 * the pages that show the change are marked stale and Next renders them again on their next
 * request. Prices, centres and the advisor line appear on most pages (cards, the contact section,
 * structured data), so a publish refreshes the whole public site: about 60 pages, each rendered
 * once, lazily. Saving a draft changes nothing public and refreshes nothing.
 */

export const skipRevalidation = 'skipRevalidation';

function wanted(req: PayloadRequest, context: Record<string, unknown>): boolean {
  return !context[skipRevalidation] && !req.context?.[skipRevalidation];
}

async function refreshPublicSite(): Promise<void> {
  // Loaded here, not at the top: the CMS config is also loaded at start-up (instrumentation), where
  // next/cache may not be imported.
  const [{ revalidatePath }, { announcePublish, refreshOwnPages }] = await Promise.all([
    import('next/cache'),
    import('@/server/site/content-broadcast'),
  ]);
  try {
    // The public pages share the (site) root layout; '/' would name the app root, which has none.
    revalidatePath('/(site)', 'layout');
  } catch (error) {
    // A scheduled publish runs in the jobs queue (src/cms/jobs.ts), outside any request, where Next
    // cannot revalidate: this instance asks itself over loopback, as for a publish elsewhere.
    if (!(error instanceof Error && /store missing/.test(error.message))) throw error;
    await refreshOwnPages();
  }
  // Other instances keep their own page caches: tell them too (PostgreSQL only).
  await announcePublish();
}

const publishedOrWas = (
  doc: { _status?: unknown } | undefined,
  previous: { _status?: unknown } | undefined,
) => doc?._status !== 'draft' || previous?._status === 'published';

export const revalidateOnPublish: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (wanted(req, context) && publishedOrWas(doc, previousDoc)) await refreshPublicSite();
  return doc;
};

export const revalidateGlobalOnPublish: GlobalAfterChangeHook = async ({
  doc,
  previousDoc,
  req,
  context,
}) => {
  if (wanted(req, context) && publishedOrWas(doc, previousDoc)) await refreshPublicSite();
  return doc;
};

/** A published document deleted (a unit taken off the books) leaves the public pages too. */
export const revalidateOnDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (wanted(req, context) && (doc as { _status?: unknown } | undefined)?._status !== 'draft') {
    await refreshPublicSite();
  }
  return doc;
};
