'use client';
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react';
import { useRouter } from 'next/navigation';

/*
 * In the admin's preview frame: when the editor saves, the admin tells the frame, and the page is
 * rendered again from the saved draft (Payload's server-side live preview). Rendered only in draft
 * mode, and loaded by live-preview-loader.tsx only then, so its code never loads on a visitor's page.
 */
export function LivePreviewListener() {
  const router = useRouter();
  // The admin is this site's own origin; the listener renders nothing, so the server's empty value is harmless.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />;
}
