import { revalidatePath } from 'next/cache';
import { isOwnRevalidationToken, revalidationHeader } from '@/server/site/content-broadcast';

/*
 * Called only by this instance itself, over loopback, when another instance has published content
 * (src/server/site/content-broadcast.ts). Anyone else gets a plain 404.
 */
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  if (!isOwnRevalidationToken(request.headers.get(revalidationHeader)))
    return new Response(null, { status: 404 });
  revalidatePath('/(site)', 'layout');
  return new Response(null, { status: 204 });
}
