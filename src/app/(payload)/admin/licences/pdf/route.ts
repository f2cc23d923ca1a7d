import config from '@payload-config';
import { getPayload } from 'payload';
import { canSeeOrders } from '@/cms/access';
import { licencePdfResponse } from '@/content/licences';
import { findLicence } from '@/server/licences/store';
import { getEnquiryRuntime } from '@/server/runtime';

/* GET /admin/licences/pdf?licence=ID[&kind=countersigned]: the signed (or countersigned) PDF for signed-in sales and admins; never a public URL. */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: request.headers });
  if (!user || !canSeeOrders(user)) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  const runtime = await getEnquiryRuntime();
  const licence = await findLicence(runtime.database.db, new URL(request.url).searchParams.get('licence') ?? '');
  if (!licence) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  const countersigned = new URL(request.url).searchParams.get('kind') === 'countersigned';
  if (countersigned && !licence.countersignedAt) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  return licencePdfResponse(licence, countersigned ? 'countersigned' : 'signed');
}
