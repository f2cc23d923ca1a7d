import { getSignedLicence, licencePdfResponse } from '@/content/licences';

/* The tenant's signed licence (PDF), behind its signed link; a wrong link is a 404. */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const licence = await getSignedLicence(query.get('l') ?? undefined, query.get('s') ?? undefined);
  if (!licence) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  return licencePdfResponse(licence);
}
